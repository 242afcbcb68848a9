import { Inject, Injectable, Logger } from '@nestjs/common';
import { BOOKING_PAYMENT_MAILS, BUSINESS, formatPesos, manilaToday, shiftDay } from '@qmj/contracts';
import { Clock } from '../../common/clock.js';
import { isUniqueViolation } from '../../common/db-errors.js';
import { JobLocks, ScheduledJob } from '../../common/job-locks.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PreparedQuery } from '../../database/prepared-query.js';
import { UnitOfWork } from '../../database/unit-of-work.js';
import { MailService } from '../../mail/mail.service.js';
import { NotificationsService, type PaymentNoticeKind } from '../../notifications/notifications.service.js';
import { SettingsService } from '../../settings/settings.service.js';
import { Booking } from '../booking.entity.js';
import { BookingsService } from '../bookings.service.js';
import { ServicesService } from '../services.service.js';
import { BookingPayment } from './booking-payment.entity.js';
import { PaymentReminder, type PaymentReminderKind } from './payment-reminder.entity.js';

/** Longer than a run takes, shorter than the hour until the next. */
/** The in-app notice that goes with each reminder, in its transaction. */
const REMINDER_NOTICES: Record<PaymentReminderKind, PaymentNoticeKind> = {
  'due-soon': 'balanceDueSoon',
  overdue: 'balanceOverdue',
};

/**
 * The balances of approved bookings still due that have not had the reminder `kind`: due within the
 * reminder's days (`due-soon`), or past their due day (`overdue`).
 */
const remindable = (kind: PaymentReminderKind, dueOn: string) =>
  PreparedQuery.entities(`balances to remind ${kind}`, (manager) =>
    manager
      .createQueryBuilder(BookingPayment, 'p')
      .innerJoin(Booking, 'b', 'b.id = p.bookingId')
      .leftJoin(PaymentReminder, 'r', 'r.paymentId = p.id AND r.kind = :kind', { kind })
      .where(`p.state = 'due' AND p.kind = 'balance' AND b.status = 'approved' AND ${dueOn} AND r.paymentId IS NULL`)
      .orderBy('p.id', 'ASC'),
  );

const REMINDABLE: Record<PaymentReminderKind, PreparedQuery<BookingPayment>> = {
  'due-soon': remindable('due-soon', 'p.dueOn BETWEEN :today AND :lastDay'),
  overdue: remindable('overdue', 'p.dueOn < :today'),
};

const RECORD_REMINDER = PreparedQuery.insert('record a reminder', PaymentReminder);

/**
 * The balance reminders (docs/bookings.md, Reminders): every BALANCE_REMINDERS_EVERY_MS (an hour) one replica (the job lock's
 * winner) mails each customer whose approved booking's balance is due within the settings' days, or
 * has become overdue. A reminder's row is inserted in the transaction that sends it, and its primary
 * key lets it in once: a second run, or another replica running at the same moment, inserts nothing
 * and mails nothing.
 */
@Injectable()
export class BalanceReminders extends ScheduledJob {
  private readonly logger = new Logger('BalanceReminders');

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    jobs: JobLocks,
    private readonly settings: SettingsService,
    private readonly bookings: BookingsService,
    private readonly services: ServicesService,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
  ) {
    super(jobs, 'balance-reminders', config.balanceRemindersEveryMs);
  }

  protected async work(): Promise<string> {
    return `${await this.remind()} balance reminders sent`;
  }

  /** Sends every reminder due now that was not sent yet; how many this call sent. */
  async remind(): Promise<number> {
    const today = manilaToday(this.clock.now());
    const { balanceReminderDaysBefore } = await this.settings.balance();
    const values = { today, lastDay: shiftDay(today, balanceReminderDaysBefore) };
    let sent = 0;
    for (const kind of ['due-soon', 'overdue'] as const) {
      const payments = await this.unitOfWork.rows(REMINDABLE[kind], values);
      const bookings = await this.bookings.byIds(payments.map((payment) => payment.bookingId));
      for (const payment of payments) {
        const booking = bookings.get(payment.bookingId);
        if (booking && (await this.send(kind, payment, booking))) sent += 1;
      }
    }
    return sent;
  }

  /** One reminder: its row, then its mail once the row is in; false when it was sent already. */
  private async send(kind: PaymentReminderKind, payment: BookingPayment, booking: Booking): Promise<boolean> {
    try {
      await this.unitOfWork.transaction(async () => {
        await this.unitOfWork.insert(RECORD_REMINDER, { paymentId: payment.id, kind, sentAt: this.clock.now() });
        const { imageKey } = await this.services.find(booking.serviceId);
        await this.notifications.recordBooking(REMINDER_NOTICES[kind], {
          ...booking,
          imageKey,
          total: payment.amount,
        });
        this.unitOfWork.afterCommit(() => this.mailReminder(kind, payment, booking));
      });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  private async mailReminder(kind: PaymentReminderKind, payment: BookingPayment, booking: Booking): Promise<void> {
    const mail = BOOKING_PAYMENT_MAILS[kind];
    const text = mail.text({
      name: booking.name,
      eventTitle: booking.eventTitle,
      kind: payment.kind,
      amount: formatPesos(payment.amount),
      dueOn: payment.dueOn,
    });
    try {
      await this.mail.send({ to: booking.email, subject: mail.subject, text: `${text}\n\n${BUSINESS.name}` });
    } catch (error) {
      this.logger.warn(`could not mail the ${kind} reminder of payment ${payment.id}: ${(error as Error).message}`);
    }
  }
}
