import {
  BOOKING_PAYMENT_KINDS,
  BOOKING_PAYMENT_METHODS,
  BOOKING_PAYMENT_STATES,
  BOOKING_STATUSES,
  type BookingPaymentKind,
  type BookingPaymentMethod,
  type BookingPaymentState,
  type BookingStatus,
  TEXT_MAX,
} from '@qmj/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT_AS_NUMBER } from '../../common/bigint-column.js';
import { TimestampedEntity } from '../../common/timestamped.entity.js';

/**
 * One of a booking's two payments, the down payment and the balance (docs/bookings.md, Payments):
 * made with the request, its state changed only through `BookingPaymentStateMachine`. `overdue` is
 * not stored: it is read from the due day (`paymentStanding`).
 */
@Entity('booking_payments')
@Index('UQ_booking_payments_booking_kind', ['bookingId', 'kind'], { unique: true })
@Index('IDX_booking_payments_standing_due', ['state', 'dueOn', 'id', 'bookingStatus'])
@Index('IDX_booking_payments_standing_confirmed', ['state', 'confirmedAt', 'id', 'bookingStatus'])
@Index('IDX_booking_payments_standing_count', ['state', 'bookingStatus', 'dueOn'])
@Index('IDX_booking_payments_receipt', ['receiptKey'])
export class BookingPayment extends TimestampedEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  bookingId!: number;

  @Column({ type: 'simple-enum', enum: BOOKING_PAYMENT_KINDS })
  kind!: BookingPaymentKind;

  /** Centavos; the two payments of a booking add up to its total. */
  @Column({ type: 'bigint', transformer: BIGINT_AS_NUMBER })
  amount!: number;

  /** A Manila day, `YYYY-MM-DD`. */
  @Column({ type: 'varchar', length: 10 })
  dueOn!: string;

  @Column({ type: 'simple-enum', enum: BOOKING_PAYMENT_METHODS, nullable: true })
  method!: BookingPaymentMethod | null;

  @Column({ type: 'simple-enum', enum: BOOKING_PAYMENT_STATES })
  state!: BookingPaymentState;

  /**
   * Its booking's status, kept by the database (triggers of migration 1796400000000) and never written
   * here: the Payments view reads each standing from this table's indexes alone.
   */
  @Column({ type: 'simple-enum', enum: BOOKING_STATUSES, default: 'pending', insert: false, update: false })
  bookingStatus!: BookingStatus;

  /** A PRIVATE media key, like the booking's receipt (the down payment's is the booking's own file). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  receiptKey!: string | null;

  /** Why its last receipt was rejected. */
  @Column({ type: 'varchar', length: TEXT_MAX.reason, nullable: true })
  reason!: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  sentAt!: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  confirmedAt!: Date | null;
}
