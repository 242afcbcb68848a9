import { Injectable, NotFoundException } from '@nestjs/common';
import { BOOKING_MESSAGES, type ScheduleEvent as ScheduleEventView } from '@qmj/contracts';
import type { SelectQueryBuilder } from 'typeorm';
import { isoDate } from '../common/database-rows.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { ScheduleEvent } from './schedule-event.entity.js';

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
    const query: SelectQueryBuilder<ScheduleEvent> = this.unitOfWork.manager
      .createQueryBuilder(ScheduleEvent, 'e')
      .orderBy('e.startDate', 'ASC')
      .addOrderBy('e.id', 'ASC');
    if (range.from) query.andWhere('e.endDate >= :from', { from: new Date(range.from) });
    if (range.to) query.andWhere('e.startDate <= :to', { to: new Date(range.to) });
    return (await query.getMany()).map(toScheduleEvent);
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
