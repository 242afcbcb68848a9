import { TEXT_MAX } from '@qmj/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('categories')
export class Category {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'varchar', length: TEXT_MAX.categoryName })
  name!: string;

  /** The lower-cased name: category names are unique regardless of case. */
  @Index('UQ_categories_name_key', { unique: true })
  @Column({ type: 'varchar', length: TEXT_MAX.categoryKey })
  nameKey!: string;
}
