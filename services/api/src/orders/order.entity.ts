import { ORDER_STATUSES, type OrderStatus, PAYMENT_METHODS, type PaymentMethod, TEXT_MAX } from '@qmj/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT_AS_NUMBER } from '../common/bigint-column.js';
import { TimestampedEntity } from '../common/timestamped.entity.js';

/**
 * One order (or cart line) of one product. The product's name, image, category, size and unit
 * price are copied in when the order is made, so later product edits never change an order. Money
 * in centavos. The status changes only through `OrderStateMachine`.
 */
@Entity('orders')
@Index('IDX_orders_owner_status', ['ownerId', 'status'])
// A customer's tabs, newest first: read in id order and stopped at the page's end, not sorted.
@Index('IDX_orders_owner_shown', ['ownerId', 'hiddenByCustomer', 'id'])
// A product's units sold and sales sums from the index alone; a page of its sales in approval order.
@Index('IDX_orders_product_sales', ['productId', 'status', 'quantity', 'total'])
@Index('IDX_orders_product_approved', ['productId', 'approvedAt'])
// A status's orders newest first (`id` descending, as migration 1796900000000 writes it), with what the
// administrator's search compares (docs/architecture.md#searches).
@Index('IDX_orders_status_search', ['status', 'id', 'productName', 'transactionCode', 'customerName'])
export class Order extends TimestampedEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  /** 8 of A–Z 0–9, made by the API (`generateTransactionCode`). */
  @Index('UQ_orders_transaction_code', { unique: true })
  @Column({ type: 'varchar', length: 8 })
  transactionCode!: string;

  @Column({ type: 'simple-enum', enum: ORDER_STATUSES })
  status!: OrderStatus;

  @Column({ type: 'int' })
  ownerId!: number;

  @Column({ type: 'int' })
  productId!: number;

  @Column({ type: 'varchar', length: TEXT_MAX.productName })
  productName!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  imageKey!: string | null;

  @Column({ type: 'int' })
  categoryId!: number;

  @Column({ type: 'int' })
  sizeId!: number;

  @Column({ type: 'int' })
  unitPrice!: number;

  @Column({ type: 'int' })
  quantity!: number;

  @Column({ type: 'int' })
  shippingFee!: number;

  @Column({ type: 'bigint', transformer: BIGINT_AS_NUMBER })
  total!: number;

  @Column({ type: 'varchar', length: TEXT_MAX.address })
  address!: string;

  @Column({ type: 'varchar', length: TEXT_MAX.contact })
  contact!: string;

  @Column({ type: 'varchar', length: TEXT_MAX.otherInfo })
  otherInfo!: string;

  @Column({ type: 'varchar', length: TEXT_MAX.fullName })
  customerName!: string;

  @Column({ type: 'simple-enum', enum: PAYMENT_METHODS, default: 'COD' })
  paymentMethod!: PaymentMethod;

  /** A PRIVATE media key: served only by `GET /api/orders/:id/receipt` to the owner and the administrator. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  receiptKey!: string | null;

  @Column({ type: 'varchar', length: TEXT_MAX.reason, nullable: true })
  reason!: string | null;

  /** The customer deleted it from their lists; it stays in the administrator's lists and in the sales. */
  @Column({ type: 'boolean', default: false })
  hiddenByCustomer!: boolean;

  /** The saved mug design the order carries (a customizable product, docs/customizer.md), else null. */
  @Column({ type: 'int', nullable: true })
  customizationId!: number | null;

  /** When the administrator approved it (the date of the sale); cleared when undone to pending. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  approvedAt!: Date | null;
}
