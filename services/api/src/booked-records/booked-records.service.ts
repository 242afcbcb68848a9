import { Injectable, NotFoundException } from '@nestjs/common';
import { BOOKING_MESSAGES, type BookedRecordFields, type BookedRecord as BookedRecordView } from '@qmj/contracts';
import { PreparedQuery } from '../database/prepared-query.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { BookedRecord } from './booked-record.entity.js';

const BOOKED_RECORDS = PreparedQuery.entities('booked records, oldest first', (manager) =>
  manager.createQueryBuilder(BookedRecord, 'r').orderBy('r.id', 'ASC'),
);

function toBookedRecord(record: BookedRecord): BookedRecordView {
  return {
    id: record.id,
    trackcode: record.trackcode,
    firstname: record.firstname,
    middlename: record.middlename,
    lastname: record.lastname,
    email: record.email,
  };
}

/** The legacy booked list (docs/bookings.md, the booked list): plain records, inserted, edited and deleted. */
@Injectable()
export class BookedRecordsService {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async list(): Promise<BookedRecordView[]> {
    return (await this.unitOfWork.rows(BOOKED_RECORDS)).map(toBookedRecord);
  }

  async create(fields: BookedRecordFields): Promise<BookedRecordView> {
    return toBookedRecord(
      await this.unitOfWork.transaction((manager) => manager.save(manager.create(BookedRecord, fields))),
    );
  }

  /** 404 'That record does not exist.' */
  async update(id: number, fields: BookedRecordFields): Promise<BookedRecordView> {
    const result = await this.unitOfWork.transaction((manager) => manager.update(BookedRecord, id, fields));
    if (!result.affected) throw new NotFoundException(BOOKING_MESSAGES.bookedRecordMissing);
    return toBookedRecord(await this.unitOfWork.manager.findOneByOrFail(BookedRecord, { id }));
  }

  async remove(id: number): Promise<void> {
    const result = await this.unitOfWork.transaction((manager) => manager.delete(BookedRecord, { id }));
    if (!result.affected) throw new NotFoundException(BOOKING_MESSAGES.bookedRecordMissing);
  }
}
