import {
  RECEIPT_BADGES,
  RECEIPT_STATES,
  type ReceiptBadge,
  type ReceiptChecks,
  type ReceiptState,
} from '@qmj/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT_AS_NUMBER } from '../common/bigint-column.js';
import { TimestampedEntity } from '../common/timestamped.entity.js';

/** What a receipt pays for: the orders of one checkout (or one placed order), or a booking's down payment. */
export const RECEIPT_PURPOSES = ['order', 'booking'] as const;
export type ReceiptPurpose = (typeof RECEIPT_PURPOSES)[number];

/**
 * The reading of one stored receipt file (docs/receipts.md). Keyed by the file: the orders of one
 * checkout share their receipt file, so they share its reading. What it pays for is copied in when
 * the receipt is stored (the amount due, when the order or request was made, the records' names),
 * so the reader needs no other module. A replica claims a queued row with a conditional update and
 * holds it until `claimedUntil`; a row whose holder died is claimed again after that.
 */
@Entity('receipt_readings')
@Index('IDX_receipt_readings_claim', ['state', 'claimedUntil'])
@Index('IDX_receipt_readings_badge', ['badge', 'fileKey'])
export class ReceiptReading extends TimestampedEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  /** The receipt's PRIVATE media key (`orders.receiptKey`, `bookings.receiptKey`). */
  @Index('UQ_receipt_readings_file_key', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  fileKey!: string;

  @Column({ type: 'simple-enum', enum: RECEIPT_PURPOSES })
  purpose!: ReceiptPurpose;

  /** The records it pays for, as the administrator names them: `order QMJ4K2P9`, `booking #12`. */
  @Column({ type: 'varchar', length: 255 })
  paysFor!: string;

  /** The amount due, centavos: the order totals of the checkout, or the booking's down payment. */
  @Column({ type: 'bigint', transformer: BIGINT_AS_NUMBER })
  due!: number;

  /** When the (earliest) order or the request was made. */
  @Column({ type: 'datetime', precision: 3 })
  madeAt!: Date;

  @Column({ type: 'simple-enum', enum: RECEIPT_STATES })
  state!: ReceiptState;

  @Column({ type: 'simple-enum', enum: RECEIPT_BADGES })
  badge!: ReceiptBadge;

  /** The replica reading it and until when; a lapsed claim may be taken again. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  claimedBy!: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  claimedUntil!: Date | null;

  /** Claims so far: a receipt that crashed its reader this often is given up as unreadable. */
  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ type: 'bigint', nullable: true, transformer: BIGINT_AS_NUMBER })
  amount!: number | null;

  @Index('IDX_receipt_readings_reference')
  @Column({ type: 'varchar', length: 13, nullable: true })
  referenceNumber!: string | null;

  /** As read, ISO 8601 with +08:00. */
  @Column({ type: 'varchar', length: 25, nullable: true })
  paidAt!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  recipientNumber!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  recipientName!: string | null;

  /** The picture's difference hash, hex (`picture-hash.ts`). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  pictureHash!: string | null;

  @Column({ type: 'simple-json', nullable: true })
  checks!: ReceiptChecks | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  readAt!: Date | null;
}
