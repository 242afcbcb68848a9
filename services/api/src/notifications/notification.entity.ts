import { NOTIFICATION_KINDS, type NotificationKind, TEXT_MAX } from '@qmj/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT_AS_NUMBER } from '../common/bigint-column.js';
import { CreatedAtEntity } from '../common/timestamped.entity.js';

/** A notice to a customer about one of their orders (decided, shipped, received) or bookings (decided). */
@Entity('notifications')
@Index('IDX_notifications_user', ['userId', 'id'])
export class Notification extends CreatedAtEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  userId!: number;

  @Column({ type: 'simple-enum', enum: NOTIFICATION_KINDS })
  kind!: NotificationKind;

  @Column({ type: 'varchar', length: 500 })
  message!: string;

  @Column({ type: 'int', nullable: true })
  orderId!: number | null;

  @Column({ type: 'int', nullable: true })
  bookingId!: number | null;

  /** The product's name, or the booking's event title. */
  @Column({ type: 'varchar', length: TEXT_MAX.productName })
  productName!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  imageKey!: string | null;

  @Column({ type: 'int' })
  quantity!: number;

  @Column({ type: 'bigint', transformer: BIGINT_AS_NUMBER })
  total!: number;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  readAt!: Date | null;
}
