import { Column, Entity, PrimaryColumn } from 'typeorm';

export const PAYMENT_REMINDER_KINDS = ['due-soon', 'overdue'] as const;
export type PaymentReminderKind = (typeof PAYMENT_REMINDER_KINDS)[number];

/**
 * A reminder sent about a payment: its primary key lets one replica, one run, insert it once, in the
 * transaction that writes the customer's notice (docs/bookings.md, Reminders).
 */
@Entity('booking_payment_reminders')
export class PaymentReminder {
  @PrimaryColumn({ type: 'int' })
  paymentId!: number;

  @PrimaryColumn({ type: 'simple-enum', enum: PAYMENT_REMINDER_KINDS })
  kind!: PaymentReminderKind;

  @Column({ type: 'datetime', precision: 3 })
  sentAt!: Date;
}
