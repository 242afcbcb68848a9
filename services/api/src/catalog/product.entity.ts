import { MUG_SIZES, type MugSize, TEXT_MAX } from '@qmj/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../common/timestamped.entity.js';

export const DEFAULT_SHIPS_FROM = 'Lipa City, Batangas';

/** Inventory value, stock status and sold count are derived (see `toProduct`), never stored. Money in centavos. */
@Entity('products')
@Index('IDX_products_category_id', ['categoryId', 'id'])
@Index('IDX_products_customizable', ['customizableSize', 'id'])
export class Product extends TimestampedEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  /** Made once at creation from `deriveUpc`, never changed. */
  @Index('UQ_products_upc', { unique: true })
  @Column({ type: 'varchar', length: 12 })
  upc!: string;

  @Column({ type: 'int' })
  categoryId!: number;

  @Column({ type: 'int' })
  sizeId!: number;

  @Index('IDX_products_name')
  @Column({ type: 'varchar', length: TEXT_MAX.productName })
  name!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  imageKey!: string | null;

  @Column({ type: 'int' })
  stock!: number;

  @Column({ type: 'int' })
  unitPrice!: number;

  @Column({ type: 'varchar', length: TEXT_MAX.ships, default: DEFAULT_SHIPS_FROM })
  ships!: string;

  /** The mug size a design is made for when the product is customizable (docs/customizer.md); an order of it carries a design. */
  @Column({ type: 'simple-enum', enum: MUG_SIZES, nullable: true })
  customizableSize!: MugSize | null;
}
