import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtEntity } from '../common/timestamped.entity.js';

/** A customer's review of a product they received: one per order. */
@Entity('reviews')
@Index('IDX_reviews_product', ['productId', 'id'])
export class Review extends CreatedAtEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Index('UQ_reviews_order', { unique: true })
  @Column({ type: 'int' })
  orderId!: number;

  @Column({ type: 'int' })
  productId!: number;

  /** Never sent by the API for an anonymous review. */
  @Column({ type: 'int' })
  userId!: number;

  @Column({ type: 'int' })
  rating!: number;

  @Column({ type: 'text' })
  comment!: string;

  @Column({ type: 'boolean', default: false })
  anonymous!: boolean;

  /** Public media keys, at most 3. */
  @Column({ type: 'simple-json' })
  imageKeys!: string[];
}
