import { Injectable, NotFoundException } from '@nestjs/common';
import { BOOKING_MESSAGES, type BookedRecordFields, type BookedRecord as BookedRecordView } from '@qmj/contracts';
import { DataSource } from 'typeorm';
import { inTransaction } from '../common/transaction.js';
import { BookedRecord } from './booked-record.entity.js';

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
  constructor(private readonly dataSource: DataSource) {}

  async list(): Promise<BookedRecordView[]> {
    return (await this.dataSource.manager.find(BookedRecord, { order: { id: 'ASC' } })).map(toBookedRecord);
  }

  async create(fields: BookedRecordFields): Promise<BookedRecordView> {
    return toBookedRecord(
      await inTransaction(this.dataSource, (manager) => manager.save(manager.create(BookedRecord, fields))),
    );
  }

  /** 404 'That record does not exist.' */
  async update(id: number, fields: BookedRecordFields): Promise<BookedRecordView> {
    const result = await inTransaction(this.dataSource, (manager) => manager.update(BookedRecord, id, fields));
    if (!result.affected) throw new NotFoundException(BOOKING_MESSAGES.bookedRecordMissing);
    return toBookedRecord(await this.dataSource.manager.findOneByOrFail(BookedRecord, { id }));
  }

  async remove(id: number): Promise<void> {
    const result = await inTransaction(this.dataSource, (manager) => manager.delete(BookedRecord, { id }));
    if (!result.affected) throw new NotFoundException(BOOKING_MESSAGES.bookedRecordMissing);
  }
}
