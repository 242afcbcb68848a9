import { BOOKING_STATUSES, type BookingStatus, TEXT_MAX } from '@qmj/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT_AS_NUMBER } from '../common/bigint-column.js';
import { TimestampedEntity } from '../common/timestamped.entity.js';

/**
 * A customer's booking of a service (docs/bookings.md). The service's title and base price are
 * copied in when it is requested, its add-ons are `BookingAddOn` rows; the total and down payment
 * are the API's. Dates are Manila calendar days (`YYYY-MM-DD`), times `HH:mm`. The status changes
 * only through `BookingStateMachine`.
 */
@Entity('bookings')
@Index('IDX_bookings_owner', ['ownerId', 'id'])
@Index('IDX_bookings_status', ['status', 'id'])
@Index('IDX_bookings_service_status', ['serviceId', 'status'])
@Index('IDX_bookings_status_days', ['status', 'startDate', 'endDate'])
export class Booking extends TimestampedEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'simple-enum', enum: BOOKING_STATUSES })
  status!: BookingStatus;

  @Column({ type: 'int' })
  ownerId!: number;

  @Column({ type: 'int' })
  serviceId!: number;

  @Column({ type: 'varchar', length: TEXT_MAX.serviceTitle })
  serviceTitle!: string;

  @Column({ type: 'varchar', length: TEXT_MAX.eventTitle })
  eventTitle!: string;

  @Column({ type: 'varchar', length: 10 })
  startDate!: string;

  @Column({ type: 'varchar', length: 10 })
  endDate!: string;

  @Column({ type: 'varchar', length: 10 })
  meetingDate!: string;

  @Column({ type: 'varchar', length: 5 })
  meetingTime!: string;

  @Column({ type: 'varchar', length: 5 })
  startTime!: string;

  @Column({ type: 'varchar', length: 5 })
  endTime!: string;

  @Column({ type: 'varchar', length: TEXT_MAX.location })
  location!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'varchar', length: TEXT_MAX.fullName })
  name!: string;

  @Column({ type: 'varchar', length: TEXT_MAX.email })
  email!: string;

  @Column({ type: 'varchar', length: 11 })
  phone!: string;

  @Column({ type: 'int' })
  lowPricing!: number;

  @Column({ type: 'bigint', transformer: BIGINT_AS_NUMBER })
  total!: number;

  @Column({ type: 'bigint', transformer: BIGINT_AS_NUMBER })
  downPayment!: number;

  /** A PRIVATE media key: served only by `GET /api/bookings/:id/receipt` to the owner and the administrator. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  receiptKey!: string | null;

  @Column({ type: 'varchar', length: TEXT_MAX.reason, nullable: true })
  reason!: string | null;

  /** When the administrator approved or declined it. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  decidedAt!: Date | null;
}
