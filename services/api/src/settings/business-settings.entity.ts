import { BALANCE_DUE_DAYS_DEFAULT, BALANCE_REMINDER_DAYS_DEFAULT } from '@qmj/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The business's one row of settings (id 1): how customers pay with GCash (docs/orders.md, Payment), when a booking's balance is due. */
@Entity('business_settings')
export class BusinessSettings {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  /** 09XXXXXXXXX; the demo number while null. */
  @Column({ type: 'varchar', length: 11, nullable: true })
  gcashNumber!: string | null;

  /** The uploaded QR image (public media); the API's QR of the number while null. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  gcashQrKey!: string | null;

  /** Days before an event's first day its balance is due (docs/bookings.md, Payments). */
  @Column({ type: 'int', default: BALANCE_DUE_DAYS_DEFAULT })
  balanceDueDaysBefore!: number;

  /** Days before the balance is due that its reminder goes out. */
  @Column({ type: 'int', default: BALANCE_REMINDER_DAYS_DEFAULT })
  balanceReminderDaysBefore!: number;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;
}
