import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import {
  BOOKING_PAYMENT_KIND_LABELS,
  BOOKING_PAYMENT_MAILS,
  BOOKING_PAYMENT_MESSAGES,
  type BookingActor,
  type BookingPaymentAction,
  type BookingPaymentEffect,
  type BookingPaymentMethod,
  type BookingPaymentState,
  type BookingPaymentTransition,
  BUSINESS,
  bookingPaymentSchedule,
  bookingPaymentStateConflict,
  findBookingPaymentTransition,
  formatPesos,
  manilaToday,
  PAYABLE_BOOKING_STATUSES,
} from '@qmj/contracts';
import { Clock } from '../../common/clock.js';
import { type Changed, PreparedQuery } from '../../database/prepared-query.js';
import { addToCounters } from '../../database/raw-sql.js';
import { UnitOfWork } from '../../database/unit-of-work.js';
import { MailService } from '../../mail/mail.service.js';
import { MediaService, type UploadedImage } from '../../media/media.service.js';
import { NotificationsService } from '../../notifications/notifications.service.js';
import { ReceiptReadings } from '../../receipts/receipt-readings.service.js';
import type { Booking } from '../booking.entity.js';
import { ServicesService } from '../services.service.js';
import { AcknowledgementCounter } from './acknowledgement-counter.entity.js';
import { BookingPayment } from './booking-payment.entity.js';
import { PaymentAcknowledgement } from './payment-acknowledgement.entity.js';

const SCHEDULE_PAYMENT = PreparedQuery.insert('schedule a booking payment', BookingPayment);

const PAYMENT_LOCKED = PreparedQuery.lockedEntities('booking payment, locked', (manager) =>
  manager.createQueryBuilder(BookingPayment, 'p').where('p.id = :id'),
);

const DOWN_PAYMENT_LOCKED = PreparedQuery.lockedEntities('down payment of a booking, locked', (manager) =>
  manager.createQueryBuilder(BookingPayment, 'p').where("p.bookingId = :bookingId AND p.kind = 'down-payment'"),
);

const OUTSTANDING_OF_BOOKING = PreparedQuery.values<{ outstanding: number | string }>(
  'outstanding payments of a booking',
  (manager) =>
    manager
      .createQueryBuilder(BookingPayment, 'p')
      .select('COUNT(1)', 'outstanding')
      .where("p.bookingId = :bookingId AND p.state IN ('due', 'sent')"),
);

const VOID_PAYMENTS = PreparedQuery.change('void the payments of a booking', (manager) =>
  manager
    .createQueryBuilder()
    .update(BookingPayment)
    .set({ state: () => "'void'", updatedAt: () => ':now' })
    .where('bookingId = :bookingId'),
);

/** The columns each effect sets, on a payment still in the transition's `from` state. */
const changeOf = (name: string, columns: Record<string, () => string>) =>
  PreparedQuery.change(name, (manager) =>
    manager
      .createQueryBuilder()
      .update(BookingPayment)
      .set({ state: () => ':to', updatedAt: () => ':now', ...columns })
      .where('id = :id AND state = :from'),
  );

const PAYMENT_CHANGES: Record<BookingPaymentEffect, PreparedQuery<Changed>> = {
  'store-receipt': changeOf('a payment sent', {
    method: () => ':method',
    receiptKey: () => ':receiptKey',
    reason: () => 'NULL',
    sentAt: () => ':now',
  }),
  acknowledge: changeOf('a payment confirmed', {
    method: () => ':method',
    reason: () => 'NULL',
    confirmedAt: () => ':now',
  }),
  'notify-rejection': changeOf('a payment rejected', { reason: () => ':reason' }),
  'void-acknowledgement': changeOf('a confirmation undone', { confirmedAt: () => 'NULL' }),
};

const RAISE_ACKNOWLEDGEMENT_NUMBER = PreparedQuery.change('raise the acknowledgement number', (manager) =>
  manager
    .createQueryBuilder()
    .update(AcknowledgementCounter)
    .set({ lastNumber: () => 'lastNumber + 1' })
    .where('id = 1'),
);

const LAST_ACKNOWLEDGEMENT_NUMBER = PreparedQuery.entities('the last acknowledgement number', (manager) =>
  manager.createQueryBuilder(AcknowledgementCounter, 'c').where('c.id = 1'),
);

const ISSUE_ACKNOWLEDGEMENT = PreparedQuery.insert('issue an acknowledgement', PaymentAcknowledgement);

const VOID_ACKNOWLEDGEMENT = PreparedQuery.change('void an acknowledgement', (manager) =>
  manager
    .createQueryBuilder()
    .update(PaymentAcknowledgement)
    .set({ voidedAt: () => ':now' })
    .where('paymentId = :paymentId AND voidedAt IS NULL'),
);

/** What a booking's two payments are made from, in the request's transaction. */
export type ScheduledBooking = Pick<Booking, 'id' | 'total' | 'downPayment' | 'startDate' | 'receiptKey' | 'createdAt'>;

export interface PaymentStep {
  /** The payment as the caller loaded it (its booking's ownership already checked). */
  payment: BookingPayment;
  booking: Booking;
  action: BookingPaymentAction;
  who: BookingActor;
  /** The state the caller acted on; the loaded state when absent. */
  expected?: BookingPaymentState;
  /** `send`: how it was paid, and its receipt (checked by its bytes and written apart before the transaction). */
  method?: BookingPaymentMethod;
  receipt?: UploadedImage;
  /** `reject`: why. */
  reason?: string;
}

/** Thrown inside a transaction when the payment was no longer in the expected state; answered as 409 after the rollback. */
class StalePaymentState extends Error {
  constructor(
    readonly paymentId: number,
    readonly action: BookingPaymentAction,
  ) {
    super(`payment ${paymentId} left its expected state before "${action}"`);
  }
}

/**
 * The payment state machine (docs/bookings.md, Payments): every change of a payment's state is a
 * row of BOOKING_PAYMENT_TRANSITIONS applied here in one transaction: the payment's row locked, its
 * state checked, a conditional update on it, and the row's effect (the receipt stored and queued for
 * reading; an acknowledgement numbered from the counter row and the day's event sales raised; a
 * rejection mailed after the commit; an acknowledgement voided and the sales taken back from the day
 * it was confirmed). The booking's own transitions make, confirm and void its payments here too.
 */
@Injectable()
export class BookingPaymentStateMachine {
  private readonly logger = new Logger('BookingPayments');

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly media: MediaService,
    private readonly receiptReadings: ReceiptReadings,
    private readonly services: ServicesService,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
  ) {}

  /** In the request's transaction: the down payment sent with the request's receipt, and the balance due. */
  async schedule(booking: ScheduledBooking, balanceDueDaysBefore: number): Promise<void> {
    const schedule = bookingPaymentSchedule(booking, manilaToday(booking.createdAt), balanceDueDaysBefore);
    const now = booking.createdAt;
    const made = { createdAt: now, updatedAt: now, reason: null, confirmedAt: null };
    await this.unitOfWork.insert(SCHEDULE_PAYMENT, {
      ...made,
      ...schedule['down-payment'],
      bookingId: booking.id,
      kind: 'down-payment',
      method: 'gcash',
      state: 'sent',
      receiptKey: booking.receiptKey,
      sentAt: now,
    });
    await this.unitOfWork.insert(SCHEDULE_PAYMENT, {
      ...made,
      ...schedule.balance,
      bookingId: booking.id,
      kind: 'balance',
      method: null,
      state: 'due',
      receiptKey: null,
      sentAt: null,
    });
  }

  /** In the approval's transaction: the down payment confirmed, as an administrator's `confirm` would. */
  async confirmDownPayment(bookingId: number): Promise<void> {
    const payment = await this.unitOfWork.row(DOWN_PAYMENT_LOCKED, { bookingId });
    if (!payment) return;
    const rule = findBookingPaymentTransition(payment, payment.state, 'confirm', 'admin');
    if (rule) await this.change(payment, rule, { method: payment.method });
  }

  /** In a decline's or withdrawal's transaction: both payments void (a pending booking has none confirmed). */
  async voidPayments(bookingId: number): Promise<void> {
    await this.unitOfWork.run(VOID_PAYMENTS, { bookingId, now: this.clock.now() });
  }

  /** How many of a booking's payments are still to come in (due or sent). */
  async outstanding(bookingId: number): Promise<number> {
    return Number((await this.unitOfWork.row(OUTSTANDING_OF_BOOKING, { bookingId }))?.outstanding ?? 0);
  }

  /**
   * Applies one row of the table in ONE transaction. A payment that left the expected state answers
   * 409 with its state now; a booking that is not approved (or done) answers 409 and changes nothing.
   */
  async apply(step: PaymentStep): Promise<void> {
    const { payment, booking } = step;
    const from = step.expected ?? payment.state;
    const rule = findBookingPaymentTransition(payment, from, step.action, step.who);
    if (!rule) throw new ConflictException(bookingPaymentStateConflict(payment.state, step.action));
    if (!PAYABLE_BOOKING_STATUSES.includes(booking.status)) {
      throw new ConflictException(BOOKING_PAYMENT_MESSAGES.notPayable);
    }
    const receipt =
      rule.effect === 'store-receipt' && step.receipt ? await this.media.prepare(step.receipt, 'private') : null;
    try {
      await this.unitOfWork.transaction(
        async () => {
          // Kept first, so that whatever refuses the step below removes the receipt with the rollback.
          const receiptKey = receipt ? await this.media.keep(receipt) : null;
          const locked = await this.unitOfWork.row(PAYMENT_LOCKED, { id: payment.id });
          if (!locked || locked.state !== rule.from) throw new StalePaymentState(payment.id, step.action);
          // The table row again, for the payment as it is now (an undo depends on how it was paid).
          const current = findBookingPaymentTransition(locked, locked.state, step.action, step.who) ?? rule;
          if (receiptKey) {
            await this.receiptReadings.enqueue(receiptKey, {
              purpose: 'booking',
              paysFor: `booking #${booking.id} ${BOOKING_PAYMENT_KIND_LABELS[locked.kind].toLowerCase()}`,
              due: locked.amount,
              madeAt: this.clock.now(),
            });
          }
          await this.change(locked, current, {
            method: current.method ?? step.method ?? locked.method,
            receiptKey,
            reason: step.reason ?? null,
          });
          if (current.effect === 'notify-rejection') {
            const { imageKey } = await this.services.find(booking.serviceId);
            await this.notifications.recordBooking('paymentRejected', { ...booking, imageKey, total: locked.amount });
            this.unitOfWork.afterCommit(() => this.mailRejection(booking, locked, step.reason ?? ''));
          }
        },
        { isolation: 'READ COMMITTED' },
      );
    } catch (error) {
      if (error instanceof StalePaymentState) throw await this.staleConflict(error);
      throw error;
    }
  }

  /** The conditional update of the row's effect, and what the effect does besides, on a payment locked in `rule.from`. */
  private async change(
    payment: BookingPayment,
    rule: BookingPaymentTransition,
    values: { method: BookingPaymentMethod | null; receiptKey?: string | null; reason?: string | null },
  ): Promise<void> {
    const now = this.clock.now();
    const changed = await this.unitOfWork.run(PAYMENT_CHANGES[rule.effect], {
      id: payment.id,
      from: rule.from,
      to: rule.to,
      now,
      ...(rule.effect === 'store-receipt' ? { method: values.method, receiptKey: values.receiptKey } : {}),
      ...(rule.effect === 'acknowledge' ? { method: values.method } : {}),
      ...(rule.effect === 'notify-rejection' ? { reason: values.reason } : {}),
    });
    if (changed !== 1) throw new StalePaymentState(payment.id, rule.action);
    if (rule.effect === 'acknowledge') await this.acknowledge(payment, now);
    if (rule.effect === 'void-acknowledgement' && payment.confirmedAt) {
      await this.unitOfWork.run(VOID_ACKNOWLEDGEMENT, { paymentId: payment.id, now });
      await this.addToEventSales(manilaToday(payment.confirmedAt), -payment.amount);
    }
  }

  /**
   * The next number from the counter row, raised in this transaction: a rollback gives it back, so
   * the numbers have no gaps; two confirmations wait for each other on the row.
   */
  private async acknowledge(payment: BookingPayment, now: Date): Promise<void> {
    await this.unitOfWork.run(RAISE_ACKNOWLEDGEMENT_NUMBER);
    const counter = await this.unitOfWork.row(LAST_ACKNOWLEDGEMENT_NUMBER);
    if (!counter) throw new Error('the acknowledgement counter row is missing');
    await this.unitOfWork.insert(ISSUE_ACKNOWLEDGEMENT, {
      number: counter.lastNumber,
      paymentId: payment.id,
      amount: payment.amount,
      issuedAt: now,
      voidedAt: null,
    });
    await this.addToEventSales(manilaToday(now), payment.amount);
  }

  private addToEventSales(day: string, amount: number): Promise<void> {
    return addToCounters(this.unitOfWork.manager, 'daily_event_sales', ['day'], 'total', [[day, amount]]);
  }

  /** After the rejection committed: the customer is told why, at the booking's e-mail address; a failure is logged. */
  private async mailRejection(booking: Booking, payment: BookingPayment, reason: string): Promise<void> {
    const mail = BOOKING_PAYMENT_MAILS.rejected;
    const text = mail.text(
      {
        name: booking.name,
        eventTitle: booking.eventTitle,
        kind: payment.kind,
        amount: formatPesos(payment.amount),
        dueOn: payment.dueOn,
      },
      reason,
    );
    try {
      await this.mail.send({ to: booking.email, subject: mail.subject, text: `${text}\n\n${BUSINESS.name}` });
    } catch (error) {
      this.logger.warn(`could not mail the rejection of payment ${payment.id}: ${(error as Error).message}`);
    }
  }

  /** After the rollback: the payment's state now (committed), for the 409's message. */
  private async staleConflict(error: StalePaymentState): Promise<Error> {
    const current = await this.unitOfWork.manager.findOne(BookingPayment, {
      where: { id: error.paymentId },
      select: { id: true, state: true },
    });
    if (!current) return new NotFoundException(BOOKING_PAYMENT_MESSAGES.paymentMissing);
    return new ConflictException(bookingPaymentStateConflict(current.state, error.action));
  }
}
