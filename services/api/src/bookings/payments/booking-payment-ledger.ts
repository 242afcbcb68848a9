import { Injectable, NotFoundException } from '@nestjs/common';
import {
  type AdminBookingPaymentsQuery,
  BOOKING_PAYMENT_KINDS,
  BOOKING_PAYMENT_MESSAGES,
  type BookingPayment as BookingPaymentView,
  type BookingStatus,
  type ListedPaymentStanding,
  manilaToday,
  PAYABLE_BOOKING_STATUSES,
  type Page,
  paymentStanding,
  type ReceiptReading as ReceiptReadingView,
} from '@qmj/contracts';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { Clock } from '../../common/clock.js';
import { containsPattern, isoDate, matchesSearch } from '../../common/database-rows.js';
import { type EntityWithValues, type PageQueries, PreparedQuery, pageQueries } from '../../database/prepared-query.js';
import { UnitOfWork } from '../../database/unit-of-work.js';
import { ReceiptReadings, receiptBadgeValues, withReceiptBadge } from '../../receipts/receipt-readings.service.js';
import { Booking } from '../booking.entity.js';
import { BookingPayment } from './booking-payment.entity.js';
import { DailyEventSale } from './daily-event-sale.entity.js';
import { PaymentAcknowledgement } from './payment-acknowledgement.entity.js';

/** A payment with the number of its acknowledgement in force: null until it is confirmed, and again once undone. */
export interface LedgerPayment {
  payment: BookingPayment;
  acknowledgementNumber: number | null;
}

/** A payment's row as its queries read it: the payment, and the acknowledgement number beside it as the driver gives it. */
type PaymentRow = EntityWithValues<BookingPayment, { acknowledgementNumber: number | string | null }>;

/**
 * Payments (`p`) with the acknowledgement in force beside each, in the same statement: every read of payments
 * that become views takes it, so no page reads the acknowledgements in a query of its own. A payment has at most
 * one acknowledgement in force (an undone one's is voided before another is issued).
 */
function withAcknowledgementNumber(payments: SelectQueryBuilder<BookingPayment>): SelectQueryBuilder<BookingPayment> {
  return payments
    .leftJoin(PaymentAcknowledgement, 'a', 'a.paymentId = p.id AND a.voidedAt IS NULL')
    .addSelect('a.number', 'acknowledgementNumber');
}

function ledgerPayment({ entity, values }: PaymentRow): LedgerPayment {
  const number = values.acknowledgementNumber;
  return { payment: entity, acknowledgementNumber: number === null ? null : Number(number) };
}

const PAYMENTS_OF_BOOKINGS = PreparedQuery.entitiesWithValues<BookingPayment, PaymentRow['values']>(
  'payments of bookings',
  (manager) =>
    withAcknowledgementNumber(manager.createQueryBuilder(BookingPayment, 'p'))
      .where('p.bookingId IN (:...bookingIds)')
      .orderBy('p.id', 'ASC'),
);

const PAYMENT_BY_ID = PreparedQuery.entitiesWithValues<BookingPayment, PaymentRow['values']>(
  'booking payment by id',
  (manager) => withAcknowledgementNumber(manager.createQueryBuilder(BookingPayment, 'p')).where('p.id = :id'),
);

const EVENT_SALES_OF_DAYS = PreparedQuery.entities('event sales of days', (manager) =>
  manager.createQueryBuilder(DailyEventSale, 'd').where('d.day BETWEEN :from AND :to AND d.total <> 0'),
);

/** The booking payments confirmed over a range of days, summed on `IDX_daily_event_sales_day_total` alone. */
const EVENT_SALES_SUM = PreparedQuery.values<{ total: number | string | null }>('event sales summed', (manager) =>
  manager.createQueryBuilder(DailyEventSale, 'd').select('SUM(d.total)', 'total').where('d.day BETWEEN :from AND :to'),
);

const ACKNOWLEDGEMENT_OF_PAYMENT = PreparedQuery.entities('acknowledgement of a payment', (manager) =>
  manager.createQueryBuilder(PaymentAcknowledgement, 'a').where('a.paymentId = :paymentId AND a.voidedAt IS NULL'),
);

/** A page of bookings' payment schedules, by booking id, and the readings of the receipts asked for with them. */
export interface PaymentSchedules {
  byBooking: Map<number, BookingPaymentView[]>;
  readings: Map<string, ReceiptReadingView>;
}

/** The shape of one filter of the Payments view: its standing, with a search or not, with a receipt badge or not. */
interface PaymentsShape {
  standing: ListedPaymentStanding;
  search: boolean;
  receipt: boolean;
}

/**
 * The payments of one standing, of approved (or done) bookings: overdue while an approved booking's
 * payment is due or sent after its due day, so `due` and `sent` leave those out and each payment is
 * in one list, as `paymentStanding` reads it. The booking's status is the payment's copy of it, so
 * only a search reads the bookings.
 */
function paymentsOfStanding(manager: EntityManager, shape: PaymentsShape): SelectQueryBuilder<BookingPayment> {
  const payments = manager
    .createQueryBuilder(BookingPayment, 'p')
    .where('p.bookingStatus IN (:...payable)', { payable: PAYABLE_BOOKING_STATUSES, approved: 'approved' });
  if (shape.standing === 'overdue') {
    payments.andWhere("p.state IN ('due', 'sent') AND p.dueOn < :today AND p.bookingStatus = :approved");
  } else if (shape.standing === 'confirmed') {
    payments.andWhere("p.state = 'confirmed'");
  } else {
    payments.andWhere('p.state = :state AND (p.dueOn >= :today OR p.bookingStatus <> :approved)', {
      state: shape.standing,
    });
  }
  if (shape.search) {
    payments
      .innerJoin(Booking, 'b', 'b.id = p.bookingId')
      .andWhere(matchesSearch('b.eventTitle', 'b.name', 'b.serviceTitle'));
  }
  return shape.receipt ? withReceiptBadge(payments, 'p.receiptKey') : payments;
}

/** The Payments view's queries, written once per shape (docs/architecture.md#prepared-queries). */
const PAYMENT_PAGES = new Map<string, PageQueries<PaymentRow>>();

function paymentPage(shape: PaymentsShape): PageQueries<PaymentRow> {
  const key = `${shape.standing}:${shape.search}:${shape.receipt}`;
  let queries = PAYMENT_PAGES.get(key);
  if (!queries) {
    queries = pageQueries(
      `payments ${key}`,
      PreparedQuery.entitiesWithValuesWindow<BookingPayment, PaymentRow['values']>,
      (manager) => {
        const rows = withAcknowledgementNumber(paymentsOfStanding(manager, shape));
        // Money still to come in: the earliest due first. Money in: the latest confirmed first.
        return shape.standing === 'confirmed'
          ? rows.orderBy('p.confirmedAt', 'DESC').addOrderBy('p.id', 'DESC')
          : rows.orderBy('p.dueOn', 'ASC').addOrderBy('p.id', 'ASC');
      },
      (manager) => paymentsOfStanding(manager, shape).select('COUNT(1)', 'total'),
    );
    PAYMENT_PAGES.set(key, queries);
  }
  return queries;
}

/**
 * The booking payments as they are read (docs/bookings.md, Payments): the schedules of a page of
 * bookings in two queries (payments with their acknowledgement numbers, receipt readings), a payment by id,
 * the administrator's Payments view, and the event sales per Manila day for the dashboard.
 */
@Injectable()
export class BookingPaymentLedger {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly receiptReadings: ReceiptReadings,
    private readonly clock: Clock,
  ) {}

  /**
   * The schedules of these bookings (down payment, then balance), by booking id, and the readings of
   * their receipts with those of `otherReceipts` (the bookings' own), read in the same query.
   */
  async schedules(
    bookings: readonly Pick<Booking, 'id' | 'status'>[],
    otherReceipts: readonly (string | null)[] = [],
  ): Promise<PaymentSchedules> {
    const byBooking = new Map<number, BookingPaymentView[]>(bookings.map((booking) => [booking.id, []]));
    if (bookings.length === 0) return { byBooking, readings: new Map() };
    const payments = (
      await this.unitOfWork.rows(PAYMENTS_OF_BOOKINGS, { bookingIds: bookings.map((booking) => booking.id) })
    ).map(ledgerPayment);
    const statuses = new Map(bookings.map((booking) => [booking.id, booking.status]));
    const { views, readings } = await this.read(payments, statuses, otherReceipts);
    for (const view of views) byBooking.get(view.bookingId)?.push(view);
    return { byBooking, readings };
  }

  /** Payments as the API answers them: standing today, receipt reading and acknowledgement number. */
  async views(
    payments: readonly LedgerPayment[],
    statuses: ReadonlyMap<number, BookingStatus>,
  ): Promise<BookingPaymentView[]> {
    return (await this.read(payments, statuses)).views;
  }

  /** `views`, with the readings of the payments' receipts and `otherReceipts`, in one query. */
  private async read(
    payments: readonly LedgerPayment[],
    statuses: ReadonlyMap<number, BookingStatus>,
    otherReceipts: readonly (string | null)[] = [],
  ): Promise<{ views: BookingPaymentView[]; readings: Map<string, ReceiptReadingView> }> {
    const readings = await this.receiptReadings.ofFiles([
      ...payments.map(({ payment }) => payment.receiptKey),
      ...otherReceipts,
    ]);
    const today = manilaToday(this.clock.now());
    const views = payments.map(({ payment, acknowledgementNumber }) => ({
      id: payment.id,
      bookingId: payment.bookingId,
      kind: payment.kind,
      amount: payment.amount,
      dueOn: payment.dueOn,
      method: payment.method,
      state: payment.state,
      standing: paymentStanding(payment, statuses.get(payment.bookingId) ?? 'pending', today),
      reason: payment.state === 'due' ? payment.reason : null,
      hasReceipt: Boolean(payment.receiptKey),
      receipt: readings.get(payment.receiptKey ?? '') ?? null,
      sentAt: payment.sentAt === null ? null : isoDate(payment.sentAt),
      confirmedAt: payment.confirmedAt === null ? null : isoDate(payment.confirmedAt),
      acknowledgementNumber,
    }));
    return { views, readings };
  }

  /** A booking's down payment and balance, in that order. */
  async paymentsOf(bookingId: number): Promise<BookingPayment[]> {
    const payments = (await this.unitOfWork.rows(PAYMENTS_OF_BOOKINGS, { bookingIds: [bookingId] })).map(
      ({ entity }) => entity,
    );
    return BOOKING_PAYMENT_KINDS.flatMap((kind) => payments.filter((payment) => payment.kind === kind));
  }

  /** The payment with its acknowledgement number; 404 'That payment does not exist.' */
  async find(id: number): Promise<LedgerPayment> {
    const row = await this.unitOfWork.row(PAYMENT_BY_ID, { id });
    if (!row) throw new NotFoundException(BOOKING_PAYMENT_MESSAGES.paymentMissing);
    return ledgerPayment(row);
  }

  /** The confirmed payment's acknowledgement in force, or null. */
  async acknowledgement(paymentId: number): Promise<PaymentAcknowledgement | null> {
    return this.unitOfWork.row(ACKNOWLEDGEMENT_OF_PAYMENT, { paymentId });
  }

  /** One page of the administrator's Payments view: due, overdue and sent by due day, confirmed newest first. */
  async page(query: AdminBookingPaymentsQuery): Promise<Page<LedgerPayment>> {
    const queries = paymentPage({
      standing: query.standing,
      search: Boolean(query.q),
      receipt: Boolean(query.receipt),
    });
    const values = {
      today: manilaToday(this.clock.now()),
      ...(query.q ? { pattern: containsPattern(query.q) } : {}),
      ...receiptBadgeValues(query.receipt),
    };
    const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
    const { rows, total } = await this.unitOfWork.page(queries, values, window);
    return { items: rows.map(ledgerPayment), total, page: query.page, pageSize: query.pageSize };
  }

  /** The booking payments confirmed per Manila day from `from` to `to` (`YYYY-MM-DD`, both included), days with any. */
  async eventSalesByDay(from: string, to: string): Promise<Map<string, number>> {
    const rows = await this.unitOfWork.rows(EVENT_SALES_OF_DAYS, { from, to });
    return new Map(rows.map((row) => [row.day, row.total]));
  }

  /** The booking payments confirmed from `from` to `to` (Manila days, both included), in centavos. */
  async eventSalesTotal(from: string, to: string): Promise<number> {
    return Number((await this.unitOfWork.row(EVENT_SALES_SUM, { from, to }))?.total ?? 0);
  }
}
