import { Injectable, NotFoundException } from '@nestjs/common';
import { BOOKING_MESSAGES, type ScheduleEvent as ScheduleEventView } from '@qmj/contracts';
import { isoDate } from '../common/database-rows.js';
import { PreparedQuery } from '../database/prepared-query.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { ScheduleEvent } from './schedule-event.entity.js';

/** A range's open end: the earliest and the latest instants both databases' DATETIME hold. */
const EARLIEST = new Date('1000-01-01T00:00:00Z');
const LATEST = new Date('9999-12-31T23:59:59Z');

const EVENTS_OVERLAPPING = PreparedQuery.entities('schedule events overlapping a range, by start', (manager) =>
  manager
    .createQueryBuilder(ScheduleEvent, 'e')
    .where('e.endDate >= :from AND e.startDate <= :to')
    .orderBy('e.startDate', 'ASC')
    .addOrderBy('e.id', 'ASC'),
);

/** What a scheduler event is made of: its text and its start and end (ISO date-times). */
export interface ScheduleEventFields {
  text: string;
  startDate: string;
  endDate: string;
}

function toScheduleEvent(event: ScheduleEvent): ScheduleEventView {
  return { id: event.id, text: event.text, startDate: isoDate(event.startDate), endDate: isoDate(event.endDate) };
}

/** The administrator's scheduler events (docs/bookings.md, the scheduler). */
@Injectable()
export class SchedulerService {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  /** The events that overlap `from`..`to` (either end open), by start. */
  async list(range: { from?: string; to?: string }): Promise<ScheduleEventView[]> {
    const events = await this.unitOfWork.rows(EVENTS_OVERLAPPING, {
      from: range.from ? new Date(range.from) : EARLIEST,
      to: range.to ? new Date(range.to) : LATEST,
    });
    return events.map(toScheduleEvent);
  }

  async create(fields: ScheduleEventFields): Promise<ScheduleEventView> {
    const event = await this.unitOfWork.transaction((manager) =>
      manager.save(manager.create(ScheduleEvent, instants(fields))),
    );
    return toScheduleEvent(event);
  }

  /** Changes or moves an event (404 'That event does not exist.'). */
  async update(id: number, fields: ScheduleEventFields): Promise<ScheduleEventView> {
    const result = await this.unitOfWork.transaction((manager) =>
      manager.update(ScheduleEvent, id, { ...instants(fields), updatedAt: new Date() }),
    );
    if (!result.affected) throw new NotFoundException(BOOKING_MESSAGES.scheduleEventMissing);
    return toScheduleEvent(await this.unitOfWork.manager.findOneByOrFail(ScheduleEvent, { id }));
  }

  async remove(id: number): Promise<void> {
    const result = await this.unitOfWork.transaction((manager) => manager.delete(ScheduleEvent, { id }));
    if (!result.affected) throw new NotFoundException(BOOKING_MESSAGES.scheduleEventMissing);
  }
}

function instants(fields: ScheduleEventFields) {
  return { text: fields.text, startDate: new Date(fields.startDate), endDate: new Date(fields.endDate) };
}
