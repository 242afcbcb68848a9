import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Seeded by the catalogue migration. */
@Entity('sizes')
export class Size {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'varchar', length: 30 })
  label!: string;
}
