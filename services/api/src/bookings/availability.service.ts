import { Injectable } from '@nestjs/common';
import {
  type Availability,
  CAPACITY_STATUSES,
  type DayEvents,
  daysOfMonth,
  earliestStartCovering,
  isDayFull,
  MAX_APPROVED_BOOKINGS_PER_DAY,
} from '@qmj/contracts';
import { selectColumns } from '../common/database-rows.js';
import { PreparedQuery } from '../database/prepared-query.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { Booking } from './booking.entity.js';
import { BookingCapacity } from './booking-capacity.js';

/** The public part of the approved (or done) bookings covering a day (docs/architecture.md#prepared-queries). */
const EVENTS_OF_DAY = PreparedQuery.values<DayEvents['events'][number]>('events of a day', (manager) =>
  selectColumns(manager.createQueryBuilder(Booking, 'b'), {
    serviceTitle: 'b.serviceTitle',
    startTime: 'b.startTime',
    endTime: 'b.endTime',
  })
    .where('b.status IN (:...statuses) AND b.startDate BETWEEN :earliestStart AND :date AND b.endDate >= :date', {
      statuses: CAPACITY_STATUSES,
    })
    .orderBy('b.startTime', 'ASC')
    .addOrderBy('b.id', 'ASC'),
);

/**
 * The public calendar of bookings (docs/bookings.md): counts per day and a day's times, never a
 * name, e-mail, phone, location or event title — the queries do not even read them.
 */
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly capacity: BookingCapacity,
  ) {}

  async month(month: string): Promise<Availability> {
    const days = daysOfMonth(month);
    const approved = await this.capacity.approvedPerDay(days[0], days[days.length - 1]);
    return {
      month,
      days: days.map((date) => {
        const count = approved.get(date) ?? 0;
        return {
          date,
          approved: count,
          slotsLeft: Math.max(0, MAX_APPROVED_BOOKINGS_PER_DAY - count),
          full: isDayFull(count),
        };
      }),
    };
  }

  /** The approved (or done) events covering `date`, by start time: the service and the times only. */
  async day(date: string): Promise<DayEvents> {
    return {
      date,
      events: await this.unitOfWork.rows(EVENTS_OF_DAY, { date, earliestStart: earliestStartCovering(date) }),
    };
  }
}
