import { ConflictException, Injectable } from '@nestjs/common';
import {
  BOOKING_MESSAGES,
  CAPACITY_STATUSES,
  earliestStartCovering,
  exceedsStockMessage,
  isDayFull,
  MAX_APPROVED_BOOKINGS_PER_DAY,
} from '@qmj/contracts';
import { PreparedQuery } from '../database/prepared-query.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { Booking } from './booking.entity.js';
import { BookingAddOn } from './booking-add-on.entity.js';
import { BookingDay } from './booking-day.entity.js';
import { SLOTS_OF_SERVICES } from './service-queries.js';

// The queries of every request and approval (docs/architecture.md#prepared-queries).

const APPROVED_PER_DAY = PreparedQuery.values<{ day: string; approved: number | string }>(
  'approved bookings per day',
  (manager) =>
    manager
      .createQueryBuilder(BookingDay, 'd')
      .select('d.day', 'day')
      .addSelect('d.approved', 'approved')
      .where('d.day >= :first AND d.day <= :last'),
);

/** One place of a day, only while it has one: the database decides (`claimDays`). */
const CLAIM_DAY = PreparedQuery.change('claim a place of a day', (manager) =>
  manager
    .createQueryBuilder()
    .update(BookingDay)
    .set({ approved: () => 'approved + 1' })
    .where('day = :day AND approved < :most', { most: MAX_APPROVED_BOOKINGS_PER_DAY }),
);

/** What approved (or done) bookings of a service whose days overlap a range take of each slot, but one booking's (`except`; 0 for none). */
const TAKEN_PER_SLOT = PreparedQuery.values<{ slot: number | string; quantity: number | string }>(
  'add-on quantities taken per slot',
  (manager) =>
    manager
      .createQueryBuilder(BookingAddOn, 'a')
      .innerJoin(Booking, 'b', 'b.id = a.bookingId')
      .select('a.slot', 'slot')
      .addSelect('SUM(a.quantity)', 'quantity')
      .where('b.serviceId = :serviceId AND b.status IN (:...statuses)', { statuses: CAPACITY_STATUSES })
      .andWhere('b.startDate BETWEEN :earliestStart AND :end AND b.endDate >= :start AND b.id <> :except')
      .groupBy('a.slot'),
);

/** The add-ons of some bookings (`:...bookingIds`). */
export const ADD_ONS_OF_BOOKINGS = PreparedQuery.entities('add-ons of bookings', (manager) =>
  manager.createQueryBuilder(BookingAddOn, 'a').where('a.bookingId IN (:...bookingIds)'),
);

/** The days and add-ons a booking asks for: what the capacity checks read. */
export interface CapacityAsk {
  serviceId: number;
  startDate: string;
  endDate: string;
  addOns: readonly { slot: number; quantity: number }[];
}

/** What a slot has left for a date range. */
export interface SlotRemaining {
  slot: number;
  name: string;
  price: number;
  stock: number;
  remaining: number;
}

/**
 * Daily capacity and add-on stock (docs/bookings.md). A day holds at most three approved (or done)
 * bookings, counted in `booking_days`; a slot's remaining for a range is its stock less the
 * quantities on approved (or done) bookings of the service whose days overlap the range. Every
 * read is of the caller's open transaction when it has one (the state machine's, after the
 * service's row lock), else of the committed rows.
 */
@Injectable()
export class BookingCapacity {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  /** Approved bookings on each day from `first` to `last` that has any. */
  async approvedPerDay(first: string, last: string): Promise<Map<string, number>> {
    const rows = await this.unitOfWork.rows(APPROVED_PER_DAY, { first, last });
    return new Map(rows.map((row) => [row.day, Number(row.approved)]));
  }

  /** 409 'One of the chosen days is already fully booked…' when a covered day is full. */
  async requireOpenDays(days: readonly string[]): Promise<void> {
    refuseFullDays(days, await this.approvedPerDay(days[0], days[days.length - 1]));
  }

  /**
   * Before an approval's transaction: makes the counter rows of `days` that do not exist yet, in a
   * short transaction of its own, so that the approval only ever updates rows (inserting inside it
   * would make two approvals of one new day wait on each other's insert). With `refuseFull`, a day
   * already full as committed is 409 at once, without queueing for the writer; the claim inside the
   * approval still decides.
   */
  async ensureDayRows(days: readonly string[], { refuseFull }: { refuseFull: boolean }): Promise<void> {
    const known = await this.approvedPerDay(days[0], days[days.length - 1]);
    if (refuseFull) refuseFullDays(days, known);
    const missing = days.filter((day) => !known.has(day));
    if (missing.length === 0) return;
    await this.unitOfWork.transaction((manager) =>
      manager
        .createQueryBuilder()
        .insert()
        .into(BookingDay)
        .values(missing.map((day) => ({ day, approved: 0 })))
        .orIgnore()
        .execute(),
    );
  }

  /**
   * Takes one place on each day, in date order, each with ONE conditional update
   * (`approved = approved + 1 WHERE day = ? AND approved < 3`): the database decides, so two
   * approvals can never both take a day's last place. A full day is 409 and the caller's
   * transaction rolls back every place taken.
   */
  claimDays(days: readonly string[]): Promise<void> {
    return this.unitOfWork.transaction(async () => {
      for (const day of [...days].sort()) {
        if (!(await this.unitOfWork.run(CLAIM_DAY, { day }))) throw new ConflictException(BOOKING_MESSAGES.dayFull);
      }
    });
  }

  /**
   * Each of the service's six slots with what remains of it for the range; `except` leaves a
   * booking out (the one being approved). A plain read: inside an approval it runs at READ
   * COMMITTED after the service's row lock, so it sees every approval of the service committed
   * before, and none can commit meanwhile (docs/bookings.md). A locking read would lock every row
   * the join scans, other services' too, and make approvals of different services deadlock.
   */
  async remaining(ask: Omit<CapacityAsk, 'addOns'>, except?: number): Promise<SlotRemaining[]> {
    const taken = await this.unitOfWork.rows(TAKEN_PER_SLOT, {
      serviceId: ask.serviceId,
      start: ask.startDate,
      earliestStart: earliestStartCovering(ask.startDate),
      end: ask.endDate,
      // Record ids start at 1: 0 leaves no booking out.
      except: except ?? 0,
    });
    const slots = await this.unitOfWork.rows(SLOTS_OF_SERVICES, { serviceIds: [ask.serviceId] });
    const takenBySlot = new Map(taken.map((row) => [Number(row.slot), Number(row.quantity)]));
    return slots.map((slot) => ({
      slot: slot.slot,
      name: slot.name,
      price: slot.price,
      stock: slot.stock,
      remaining: Math.max(0, slot.stock - (takenBySlot.get(slot.slot) ?? 0)),
    }));
  }

  /** 409 'Input exceeds the limit for <ordinal> stock.' for the first add-on asked beyond what remains. */
  async requireAddOns(ask: CapacityAsk, except?: number): Promise<void> {
    const asked = ask.addOns.filter((addOn) => addOn.quantity > 0);
    if (asked.length === 0) return;
    const remaining = new Map((await this.remaining(ask, except)).map((slot) => [slot.slot, slot.remaining]));
    const short = asked
      .filter((addOn) => addOn.quantity > (remaining.get(addOn.slot) ?? 0))
      .sort((a, b) => a.slot - b.slot)[0];
    if (short) throw new ConflictException(exceedsStockMessage(short.slot));
  }
}

/** 409 'One of the chosen days is already fully booked…' when a covered day is full. */
function refuseFullDays(days: readonly string[], approved: ReadonlyMap<string, number>): void {
  if (days.some((day) => isDayFull(approved.get(day) ?? 0))) throw new ConflictException(BOOKING_MESSAGES.dayFull);
}
