import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { enumColumn } from './columns.js';

// A frozen copy of the booking statuses as they were when this migration was written.
const BOOKING_STATUSES = ['pending', 'approved', 'declined', 'done', 'withdrawn'];

const TRIGGERS = ['payments_booking_status_insert', 'payments_booking_status_follow'] as const;

/** The Payments view's indexes before (`as`) and after (`to`): each standing's rows and count read on the index alone. */
const INDEXES = [
  {
    as: new TableIndex({ name: 'IDX_booking_payments_state_due', columnNames: ['state', 'dueOn', 'id'] }),
    to: new TableIndex({
      name: 'IDX_booking_payments_standing_due',
      columnNames: ['state', 'dueOn', 'id', 'bookingStatus'],
    }),
  },
  {
    as: new TableIndex({ name: 'IDX_booking_payments_state_confirmed', columnNames: ['state', 'confirmedAt'] }),
    to: new TableIndex({
      name: 'IDX_booking_payments_standing_confirmed',
      columnNames: ['state', 'confirmedAt', 'id', 'bookingStatus'],
    }),
  },
];

/**
 * Each booking payment carries its booking's status (docs/bookings.md, Payments), kept by the
 * database: a payment takes it as it is inserted and follows every change of it, whichever code or
 * tool writes, in the same transaction. The Payments view's standing (due, overdue, sent, confirmed)
 * depends on it; read from `bookings` it joined each of a standing's payments to its booking to count
 * them, about 1,000 lookups a page at 2,000 bookings.
 */
export class PaymentsBookingStatus1796400000000 implements MigrationInterface {
  name = 'PaymentsBookingStatus1796400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    await queryRunner.addColumn(
      'booking_payments',
      new TableColumn(enumColumn(queryRunner, 'bookingStatus', BOOKING_STATUSES, { default: "'pending'" })),
    );
    await queryRunner.query(
      `UPDATE ${q('booking_payments')} SET ${q('bookingStatus')} =
       (SELECT ${q('status')} FROM ${q('bookings')} WHERE ${q('bookings')}.${q('id')} = ${q('booking_payments')}.${q('bookingId')})`,
    );
    for (const { as, to } of INDEXES) {
      await queryRunner.dropIndex('booking_payments', as.name as string);
      await queryRunner.createIndex('booking_payments', to);
    }
    for (const statement of followingTriggers(queryRunner)) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of TRIGGERS) await queryRunner.query(`DROP TRIGGER ${name}`);
    for (const { as, to } of INDEXES) {
      await queryRunner.dropIndex('booking_payments', to.name as string);
      await queryRunner.createIndex('booking_payments', as);
    }
    await queryRunner.dropColumn('booking_payments', 'bookingStatus');
  }
}

/**
 * The two triggers in the engine's dialect: SQLite cannot change `NEW` before an insert, so it sets the
 * inserted row after it; MySQL/MariaDB cannot change the table whose insert fires, so it sets `NEW` before.
 */
function followingTriggers(queryRunner: QueryRunner): string[] {
  const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
  const q = (name: string) => queryRunner.connection.driver.escape(name);
  const [insert, follow] = TRIGGERS;
  const statusOfBooking = `(SELECT ${q('status')} FROM ${q('bookings')} WHERE ${q('id')} = NEW.${q('bookingId')})`;
  const followed = `UPDATE ${q('booking_payments')} SET ${q('bookingStatus')} = NEW.${q('status')} WHERE ${q('bookingId')} = NEW.${q('id')}`;
  if (sqlite) {
    return [
      `CREATE TRIGGER ${insert} AFTER INSERT ON ${q('booking_payments')} BEGIN
         UPDATE ${q('booking_payments')} SET ${q('bookingStatus')} = ${statusOfBooking} WHERE ${q('id')} = NEW.${q('id')}; END`,
      `CREATE TRIGGER ${follow} AFTER UPDATE OF ${q('status')} ON ${q('bookings')} WHEN OLD.${q('status')} <> NEW.${q('status')} BEGIN ${followed}; END`,
    ];
  }
  return [
    `CREATE TRIGGER ${insert} BEFORE INSERT ON ${q('booking_payments')} FOR EACH ROW SET NEW.${q('bookingStatus')} = ${statusOfBooking}`,
    `CREATE TRIGGER ${follow} AFTER UPDATE ON ${q('bookings')} FOR EACH ROW BEGIN IF OLD.${q('status')} <> NEW.${q('status')} THEN ${followed}; END IF; END`,
  ];
}
