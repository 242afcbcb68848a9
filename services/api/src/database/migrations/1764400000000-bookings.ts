import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableForeignKey } from 'typeorm';
import { datetime, enumColumn, id, integer, text, varchar } from './columns.js';

// Frozen copies of the contracts' lists as they were when this migration was written.
const BOOKING_STATUSES = ['pending', 'approved', 'declined', 'done', 'withdrawn'];
const NOTIFICATION_KINDS_BEFORE = ['approved', 'denied'];
const NOTIFICATION_KINDS = ['approved', 'denied', 'bookingApproved', 'bookingDeclined'];

const foreignKey = (name: string, column: string, table: string, onDelete: 'CASCADE' | 'RESTRICT' | 'SET NULL') => ({
  name,
  columnNames: [column],
  referencedTableName: table,
  referencedColumnNames: ['id'],
  onDelete,
});

/**
 * Services with their six add-on slots, bookings with their add-ons, the per-day approval counter,
 * the scheduler's events, the booked list; notifications about bookings (docs/bookings.md).
 */
export class Bookings1764400000000 implements MigrationInterface {
  name = 'Bookings1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'services',
        columns: [
          id,
          varchar('title', 120),
          text('information'),
          integer('lowPricing'),
          varchar('imageKey', 64, true),
          datetime('createdAt'),
          datetime('updatedAt'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'service_add_ons',
        columns: [id, integer('serviceId'), integer('slot'), varchar('name', 60), integer('price'), integer('stock')],
        indices: [{ name: 'UQ_service_add_ons_slot', columnNames: ['serviceId', 'slot'], isUnique: true }],
        foreignKeys: [foreignKey('FK_service_add_ons_service', 'serviceId', 'services', 'CASCADE')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'bookings',
        columns: [
          id,
          enumColumn(queryRunner, 'status', BOOKING_STATUSES),
          integer('ownerId'),
          integer('serviceId'),
          // A snapshot of the service when the booking was requested.
          varchar('serviceTitle', 120),
          varchar('eventTitle', 120),
          varchar('startDate', 10),
          varchar('endDate', 10),
          varchar('meetingDate', 10),
          varchar('meetingTime', 5),
          varchar('startTime', 5),
          varchar('endTime', 5),
          varchar('location', 255),
          text('description'),
          varchar('name', 100),
          varchar('email', 254),
          varchar('phone', 11),
          integer('lowPricing'),
          integer('total'),
          integer('downPayment'),
          varchar('receiptKey', 64, true),
          varchar('reason', 255, true),
          datetime('decidedAt', true),
          datetime('createdAt'),
          datetime('updatedAt'),
        ],
        indices: [
          { name: 'IDX_bookings_owner', columnNames: ['ownerId', 'id'] },
          { name: 'IDX_bookings_status', columnNames: ['status', 'id'] },
          { name: 'IDX_bookings_service_status', columnNames: ['serviceId', 'status'] },
          { name: 'IDX_bookings_status_days', columnNames: ['status', 'startDate', 'endDate'] },
        ],
        foreignKeys: [
          foreignKey('FK_bookings_owner', 'ownerId', 'users', 'RESTRICT'),
          foreignKey('FK_bookings_service', 'serviceId', 'services', 'RESTRICT'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'booking_add_ons',
        columns: [
          id,
          integer('bookingId'),
          integer('slot'),
          varchar('name', 60),
          integer('price'),
          integer('quantity'),
        ],
        indices: [{ name: 'UQ_booking_add_ons_slot', columnNames: ['bookingId', 'slot'], isUnique: true }],
        foreignKeys: [foreignKey('FK_booking_add_ons_booking', 'bookingId', 'bookings', 'CASCADE')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'booking_days',
        columns: [
          { ...varchar('day', 10), isPrimary: true },
          { ...integer('approved'), default: 0 },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'schedule_events',
        columns: [
          id,
          varchar('text', 200),
          datetime('startDate'),
          datetime('endDate'),
          datetime('createdAt'),
          datetime('updatedAt'),
        ],
        indices: [{ name: 'IDX_schedule_events_start', columnNames: ['startDate'] }],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'booked_records',
        columns: [
          id,
          varchar('trackcode', 40),
          varchar('firstname', 80),
          varchar('middlename', 80),
          varchar('lastname', 80),
          varchar('email', 254),
        ],
      }),
    );

    await queryRunner.changeColumn(
      'notifications',
      'kind',
      new TableColumn(enumColumn(queryRunner, 'kind', NOTIFICATION_KINDS)),
    );
    await queryRunner.addColumn('notifications', new TableColumn(integer('bookingId', true)));
    await queryRunner.createForeignKey(
      'notifications',
      new TableForeignKey(foreignKey('FK_notifications_booking', 'bookingId', 'bookings', 'SET NULL')),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropForeignKey('notifications', 'FK_notifications_booking');
    await queryRunner.dropColumn('notifications', 'bookingId');
    await queryRunner.query(`DELETE FROM notifications WHERE kind IN ('bookingApproved', 'bookingDeclined')`);
    await queryRunner.changeColumn(
      'notifications',
      'kind',
      new TableColumn(enumColumn(queryRunner, 'kind', NOTIFICATION_KINDS_BEFORE)),
    );
    for (const table of [
      'booked_records',
      'schedule_events',
      'booking_days',
      'booking_add_ons',
      'bookings',
      'service_add_ons',
      'services',
    ]) {
      await queryRunner.dropTable(table);
    }
  }
}
