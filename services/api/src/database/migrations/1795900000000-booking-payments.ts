import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';
import { datetime, enumColumn, id, integer, varchar } from './columns.js';

// Frozen copies of the lists and rules as they were when this migration was written.
const PAYMENT_KINDS = ['down-payment', 'balance'];
const PAYMENT_METHODS = ['gcash', 'bank-transfer', 'cash'];
const PAYMENT_STATES = ['due', 'sent', 'confirmed', 'void'];
const REMINDER_KINDS = ['due-soon', 'overdue'];
const BALANCE_DUE_DAYS_BEFORE = 7;
const BALANCE_REMINDER_DAYS_BEFORE = 3;
const ROWS_PER_INSERT = 200;

const bigint = (name: string) => ({ name, type: 'bigint', isNullable: false });

interface BookingRow {
  id: number | string;
  status: string;
  total: number | string;
  downPayment: number | string;
  startDate: string;
  receiptKey: string | null;
  createdAt: Date | string;
  decidedAt: Date | string | null;
}

/** A stored instant as each driver reads it (SQLite: UTC text; MySQL/MariaDB: a Date). */
const instant = (value: Date | string) => (value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`));
/** An instant as DATETIME(3) text, which both engines take. */
const datetimeText = (value: Date) => value.toISOString().replace('T', ' ').replace('Z', '');
const manilaDay = (value: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(value);

function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * A payment schedule per booking (docs/bookings.md, Payments): `booking_payments`, the numbered
 * acknowledgements and their counter, the event sales per Manila day, the reminders sent, and the
 * balance settings. The bookings made before get their two payments: the down payment confirmed at
 * the decision (approved or done; numbered and counted in that day's event sales), sent (pending) or
 * void (declined, withdrawn); the balance due, or void.
 */
export class BookingPayments1795900000000 implements MigrationInterface {
  name = 'BookingPayments1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'booking_payments',
        columns: [
          id,
          integer('bookingId'),
          enumColumn(queryRunner, 'kind', PAYMENT_KINDS),
          bigint('amount'),
          varchar('dueOn', 10),
          enumColumn(queryRunner, 'method', PAYMENT_METHODS, { isNullable: true }),
          enumColumn(queryRunner, 'state', PAYMENT_STATES),
          varchar('receiptKey', 64, true),
          varchar('reason', 255, true),
          datetime('sentAt', true),
          datetime('confirmedAt', true),
          datetime('createdAt'),
          datetime('updatedAt'),
        ],
        indices: [
          { name: 'UQ_booking_payments_booking_kind', columnNames: ['bookingId', 'kind'], isUnique: true },
          { name: 'IDX_booking_payments_state_due', columnNames: ['state', 'dueOn', 'id'] },
          { name: 'IDX_booking_payments_state_confirmed', columnNames: ['state', 'confirmedAt'] },
          { name: 'IDX_booking_payments_receipt', columnNames: ['receiptKey'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'payment_acknowledgements',
        columns: [
          id,
          integer('number'),
          integer('paymentId'),
          bigint('amount'),
          datetime('issuedAt'),
          datetime('voidedAt', true),
        ],
        indices: [
          { name: 'UQ_payment_acknowledgements_number', columnNames: ['number'], isUnique: true },
          { name: 'IDX_payment_acknowledgements_payment', columnNames: ['paymentId', 'voidedAt'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'acknowledgement_counter',
        columns: [{ ...integer('id'), isPrimary: true }, integer('lastNumber')],
      }),
    );
    await queryRunner.createTable(
      new Table({ name: 'daily_event_sales', columns: [{ ...varchar('day', 10), isPrimary: true }, bigint('total')] }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'booking_payment_reminders',
        columns: [
          { ...integer('paymentId'), isPrimary: true },
          { ...enumColumn(queryRunner, 'kind', REMINDER_KINDS), isPrimary: true },
          datetime('sentAt'),
        ],
      }),
    );
    await queryRunner.addColumns('business_settings', [
      new TableColumn({ ...integer('balanceDueDaysBefore'), default: BALANCE_DUE_DAYS_BEFORE }),
      new TableColumn({ ...integer('balanceReminderDaysBefore'), default: BALANCE_REMINDER_DAYS_BEFORE }),
    ]);
    await this.backfill(queryRunner);
  }

  private async backfill(queryRunner: QueryRunner): Promise<void> {
    const bookings: BookingRow[] = await queryRunner.query(
      'SELECT id, status, total, downPayment, startDate, receiptKey, createdAt, decidedAt FROM bookings ORDER BY id',
    );
    const now = datetimeText(new Date());
    const payments: unknown[][] = [];
    const confirmed: { bookingId: number; amount: number; at: Date }[] = [];
    for (const booking of bookings) {
      const bookingId = Number(booking.id);
      const total = Number(booking.total);
      const down = Number(booking.downPayment);
      const requested = instant(booking.createdAt);
      const requestDay = manilaDay(requested);
      const balanceDue = daysBefore(booking.startDate, BALANCE_DUE_DAYS_BEFORE);
      const closed = booking.status === 'declined' || booking.status === 'withdrawn';
      const decided = booking.decidedAt === null ? null : instant(booking.decidedAt);
      const downConfirmed = (booking.status === 'approved' || booking.status === 'done') && decided !== null;
      if (downConfirmed) confirmed.push({ bookingId, amount: down, at: decided });
      payments.push(
        [
          bookingId,
          'down-payment',
          down,
          requestDay,
          'gcash',
          closed ? 'void' : downConfirmed ? 'confirmed' : 'sent',
          booking.receiptKey,
          booking.receiptKey ? datetimeText(requested) : null,
          downConfirmed ? datetimeText(decided) : null,
          now,
          now,
        ],
        [
          bookingId,
          'balance',
          total - down,
          balanceDue < requestDay ? requestDay : balanceDue,
          null,
          closed ? 'void' : 'due',
          null,
          null,
          null,
          now,
          now,
        ],
      );
    }
    const columns =
      'bookingId, kind, amount, dueOn, method, state, receiptKey, sentAt, confirmedAt, createdAt, updatedAt';
    await insertRows(queryRunner, 'booking_payments', columns, payments);

    const paymentIds = new Map<number, number>();
    const downPayments: { id: number | string; bookingId: number | string }[] = await queryRunner.query(
      "SELECT id, bookingId FROM booking_payments WHERE kind = 'down-payment'",
    );
    for (const row of downPayments) paymentIds.set(Number(row.bookingId), Number(row.id));
    confirmed.sort((a, b) => a.at.getTime() - b.at.getTime() || a.bookingId - b.bookingId);
    await insertRows(
      queryRunner,
      'payment_acknowledgements',
      'number, paymentId, amount, issuedAt, voidedAt',
      confirmed.map((payment, index) => [
        index + 1,
        paymentIds.get(payment.bookingId),
        payment.amount,
        datetimeText(payment.at),
        null,
      ]),
    );
    await queryRunner.query('INSERT INTO acknowledgement_counter (id, lastNumber) VALUES (1, ?)', [confirmed.length]);
    const byDay = new Map<string, number>();
    for (const payment of confirmed) {
      const day = manilaDay(payment.at);
      byDay.set(day, (byDay.get(day) ?? 0) + payment.amount);
    }
    await insertRows(queryRunner, 'daily_event_sales', 'day, total', [...byDay]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('business_settings', 'balanceReminderDaysBefore');
    await queryRunner.dropColumn('business_settings', 'balanceDueDaysBefore');
    await queryRunner.dropTable('booking_payment_reminders');
    await queryRunner.dropTable('daily_event_sales');
    await queryRunner.dropTable('acknowledgement_counter');
    await queryRunner.dropTable('payment_acknowledgements');
    await queryRunner.dropTable('booking_payments');
  }
}

async function insertRows(queryRunner: QueryRunner, table: string, columns: string, rows: unknown[][]): Promise<void> {
  const placeholders = `(${columns
    .split(', ')
    .map(() => '?')
    .join(', ')})`;
  for (let offset = 0; offset < rows.length; offset += ROWS_PER_INSERT) {
    const batch = rows.slice(offset, offset + ROWS_PER_INSERT);
    await queryRunner.query(
      `INSERT INTO ${table} (${columns}) VALUES ${batch.map(() => placeholders).join(', ')}`,
      batch.flat(),
    );
  }
}
