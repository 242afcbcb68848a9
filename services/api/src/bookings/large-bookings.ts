import {
  BOOKING_DECLINE_REASON,
  type BookingStatus,
  bookingTotal,
  CAPACITY_STATUSES,
  downPayment,
  isDayFull,
  manilaToday,
} from '@qmj/contracts';
import { drawByShare, insertSeededRows, type SeededValue } from '../database/large-rows.js';
import { addToCounters } from '../database/raw-sql.js';
import type { UnitOfWork } from '../database/unit-of-work.js';
import { User } from '../users/user.entity.js';
import { Booking } from './booking.entity.js';
import { BookingDay } from './booking-day.entity.js';
import { fillLargePayments } from './payments/large-payments.js';
import { Service } from './service.entity.js';

const COLUMNS = [
  'status',
  'ownerId',
  'serviceId',
  'serviceTitle',
  'eventTitle',
  'startDate',
  'endDate',
  'meetingDate',
  'meetingTime',
  'startTime',
  'endTime',
  'location',
  'description',
  'name',
  'email',
  'phone',
  'lowPricing',
  'total',
  'downPayment',
  'reason',
  'decidedAt',
  'createdAt',
  'updatedAt',
];
const STATUS = COLUMNS.indexOf('status');
const START_DATE = COLUMNS.indexOf('startDate');
const DAY_MS = 86_400_000;
const EVENTS = ["Ana's 7th Birthday", 'Santos-Reyes Wedding', 'Company Year-End Party', 'Baptism of Baby Luis'];

/** Most seeded bookings wait or are over; a share are approved (held days) or were turned down. */
const STATUS_SHARES: readonly [BookingStatus, number][] = [
  ['pending', 0.3],
  ['approved', 0.2],
  ['done', 0.2],
  ['declined', 0.15],
  ['withdrawn', 0.15],
];

/**
 * Adds `count` one-day bookings without add-ons (total and down payment by the contracts' rules)
 * over the customers and the existing services. Approved ones take the next coming days and done
 * ones the past days that still have room, and raise the days' counters in their transaction, so
 * no day holds more than the rule allows (docs/bookings.md); the others are on coming days that are
 * not full. Each gets its two payments (./payments/large-payments.ts).
 */
export async function fillLargeBookings(unitOfWork: UnitOfWork, count: number): Promise<{ seconds: number }> {
  const started = Date.now();
  const lastIdBefore = (await unitOfWork.repository(Booking).maximum('id')) ?? 0;
  const services = await unitOfWork.repository(Service).find({ order: { id: 'ASC' } });
  if (services.length === 0) throw new Error('seed:large --bookings needs services: add one as the administrator');
  const customers = await unitOfWork.repository(User).find({
    select: { id: true, showedUsername: true, username: true },
    where: { role: 'customer' },
  });
  if (customers.length === 0) throw new Error('seed:large --bookings needs customers: add some with --customers N');
  const approved = new Map(
    (await unitOfWork.repository(BookingDay).find()).map((day) => [day.day, day.approved] as const),
  );
  const now = Date.now();
  const dayAt = (offset: number) => manilaToday(new Date(now + offset * DAY_MS));
  /** The next day with room walking away from today by `step` (1: coming days, -1: past days); a place there is taken. */
  const next = { 1: 1, [-1]: -1 };
  const claimDay = (step: 1 | -1): string => {
    while (isDayFull(approved.get(dayAt(next[step])) ?? 0)) next[step] += step;
    const day = dayAt(next[step]);
    approved.set(day, (approved.get(day) ?? 0) + 1);
    return day;
  };
  /** A coming day in the next six months, or past the held days when that one is full. */
  const openDay = (): string => {
    const day = dayAt(1 + Math.floor(Math.random() * 180));
    return isDayFull(approved.get(day) ?? 0) ? dayAt(next[1] + 1 + Math.floor(Math.random() * 30)) : day;
  };
  const rows: SeededValue[][] = [];
  const statuses = Array.from({ length: count }, () => drawByShare(STATUS_SHARES));
  // The held days first, so that no waiting request lands on a day filled after it.
  const heldDays = statuses.map((status) =>
    status === 'done' ? claimDay(-1) : status === 'approved' ? claimDay(1) : undefined,
  );
  for (const [i, status] of statuses.entries()) {
    const service = services[i % services.length];
    const customer = customers[Math.floor(Math.random() * customers.length)];
    const day = heldDays[i] ?? openDay();
    const startsAt = Date.parse(`${day}T00:00:00+08:00`);
    const requestedAt = new Date(Math.min(now, startsAt - (7 + Math.random() * 60) * DAY_MS));
    const decidedAt = ['pending', 'withdrawn'].includes(status)
      ? null
      : new Date(Math.min(now, requestedAt.getTime() + Math.random() * 2 * DAY_MS));
    const total = bookingTotal(service.lowPricing, []);
    const name = customer.showedUsername ?? customer.username;
    rows.push([
      status,
      customer.id,
      service.id,
      service.title,
      EVENTS[i % EVENTS.length],
      day,
      day,
      manilaToday(requestedAt),
      '10:00',
      '14:00',
      '18:00',
      'Poblacion Clubhouse, Lipa City',
      'Seeded for the benchmarks',
      name,
      `${customer.username}@example.com`,
      '09171234567',
      service.lowPricing,
      total,
      downPayment(total),
      status === 'declined' ? BOOKING_DECLINE_REASON : null,
      decidedAt,
      requestedAt,
      decidedAt ?? requestedAt,
    ]);
  }
  await insertSeededRows(unitOfWork, 'bookings', COLUMNS, rows, async (manager, batch) => {
    const held = new Map<string, number>();
    for (const row of batch) {
      if (!CAPACITY_STATUSES.includes(row[STATUS] as BookingStatus)) continue;
      const day = row[START_DATE] as string;
      held.set(day, (held.get(day) ?? 0) + 1);
    }
    await addToCounters(manager, 'booking_days', ['day'], 'approved', [...held]);
  });
  await fillLargePayments(unitOfWork, lastIdBefore);
  return { seconds: (Date.now() - started) / 1000 };
}
