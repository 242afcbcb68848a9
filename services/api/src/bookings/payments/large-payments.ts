import {
  BALANCE_DUE_DAYS_DEFAULT,
  type BookingPaymentKind,
  type BookingPaymentState,
  bookingPaymentSchedule,
  manilaToday,
} from '@qmj/contracts';
import { MoreThan } from 'typeorm';
import { insertSeededRows, type SeededValue } from '../../database/large-rows.js';
import { addToCounters } from '../../database/raw-sql.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import { Booking } from '../booking.entity.js';
import { AcknowledgementCounter } from './acknowledgement-counter.entity.js';
import { BookingPayment } from './booking-payment.entity.js';

const COLUMNS = [
  'bookingId',
  'kind',
  'amount',
  'dueOn',
  'method',
  'state',
  'receiptKey',
  'reason',
  'sentAt',
  'confirmedAt',
  'createdAt',
  'updatedAt',
];

/** A seeded done event's balance is paid in cash on the day, at this Manila hour. */
const PAID_ON_THE_DAY = 'T18:00:00+08:00';

/**
 * The two payments of each booking seeded after `lastIdBefore`, as the requests and decisions would have made them
 * (docs/bookings.md, Payments): the down payment sent with the request and confirmed with its approval, void with a
 * decline or withdrawal; the balance due, or paid in cash on the day of a done event. Each confirmation has its
 * acknowledgement, numbered after the last one, and counts in its day's event sales.
 */
export async function fillLargePayments(unitOfWork: UnitOfWork, lastIdBefore: number): Promise<void> {
  const bookings = await unitOfWork
    .repository(Booking)
    .find({ where: { id: MoreThan(lastIdBefore) }, order: { id: 'ASC' } });
  const rows: SeededValue[][] = [];
  for (const booking of bookings) {
    const schedule = bookingPaymentSchedule(booking, manilaToday(booking.createdAt), BALANCE_DUE_DAYS_DEFAULT);
    const closed = booking.status === 'declined' || booking.status === 'withdrawn';
    const approvedAt = booking.status === 'approved' || booking.status === 'done' ? booking.decidedAt : null;
    const paidOnTheDay = booking.status === 'done' ? new Date(`${booking.startDate}${PAID_ON_THE_DAY}`) : null;
    const payment = (
      kind: BookingPaymentKind,
      state: BookingPaymentState,
      method: string | null,
      sentAt: Date | null,
      confirmedAt: Date | null,
    ): SeededValue[] => [
      booking.id,
      kind,
      schedule[kind].amount,
      schedule[kind].dueOn,
      method,
      state,
      null,
      null,
      sentAt,
      confirmedAt,
      booking.createdAt,
      confirmedAt ?? booking.createdAt,
    ];
    rows.push(
      payment(
        'down-payment',
        closed ? 'void' : approvedAt ? 'confirmed' : 'sent',
        'gcash',
        booking.createdAt,
        approvedAt,
      ),
      paidOnTheDay
        ? payment('balance', 'confirmed', 'cash', null, paidOnTheDay)
        : payment('balance', closed ? 'void' : 'due', null, null, null),
    );
  }
  await insertSeededRows(unitOfWork, 'booking_payments', COLUMNS, rows);

  const confirmed = await unitOfWork.repository(BookingPayment).find({
    where: { bookingId: MoreThan(lastIdBefore), state: 'confirmed' },
    order: { confirmedAt: 'ASC', id: 'ASC' },
  });
  const counter = await unitOfWork.repository(AcknowledgementCounter).findOneByOrFail({ id: 1 });
  const acknowledgements = confirmed.map((paid, index): SeededValue[] => [
    counter.lastNumber + index + 1,
    paid.id,
    paid.amount,
    paid.confirmedAt,
    null,
  ]);
  const sales = new Map<string, number>();
  for (const paid of confirmed) {
    const day = manilaToday(paid.confirmedAt as Date);
    sales.set(day, (sales.get(day) ?? 0) + paid.amount);
  }
  await insertSeededRows(
    unitOfWork,
    'payment_acknowledgements',
    ['number', 'paymentId', 'amount', 'issuedAt', 'voidedAt'],
    acknowledgements,
  );
  await unitOfWork.transaction(async (manager) => {
    await manager.update(AcknowledgementCounter, { id: 1 }, { lastNumber: counter.lastNumber + confirmed.length });
    await addToCounters(manager, 'daily_event_sales', ['day'], 'total', [...sales]);
  });
}
