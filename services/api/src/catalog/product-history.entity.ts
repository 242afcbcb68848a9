import { PRODUCT_HISTORY_TYPES, type ProductHistoryType, TEXT_MAX } from '@qmj/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtEntity } from '../common/timestamped.entity.js';

/** A snapshot of a product after a create, edit, restock, reserve or release, with the stock before it. */
@Entity('product_history')
@Index('IDX_product_history_product', ['productId', 'id'])
export class ProductHistory extends CreatedAtEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  productId!: number;

  @Column({ type: 'simple-enum', enum: PRODUCT_HISTORY_TYPES })
  type!: ProductHistoryType;

  @Column({ type: 'varchar', length: 12 })
  upc!: string;

  @Column({ type: 'int' })
  categoryId!: number;

  @Column({ type: 'int' })
  sizeId!: number;

  @Column({ type: 'varchar', length: TEXT_MAX.productName })
  name!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  imageKey!: string | null;

  @Column({ type: 'int' })
  unitPrice!: number;

  @Column({ type: 'int' })
  stock!: number;

  @Column({ type: 'int' })
  oldStock!: number;
}
