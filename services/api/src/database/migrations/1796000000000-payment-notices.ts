import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { enumColumn } from './columns.js';

// Frozen copies of the contracts' lists as they were when this migration was written.
const NOTIFICATION_KINDS_BEFORE = ['approved', 'denied', 'bookingApproved', 'bookingDeclined', 'shipped', 'received'];
const PAYMENT_NOTICE_KINDS = ['balanceDueSoon', 'balanceOverdue', 'paymentRejected'];

/** In-app notices of a booking's payments: the balance due soon or overdue, a receipt rejected (docs/bookings.md). */
export class PaymentNotices1796000000000 implements MigrationInterface {
  name = 'PaymentNotices1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.changeColumn(
      'notifications',
      'kind',
      new TableColumn(enumColumn(queryRunner, 'kind', [...NOTIFICATION_KINDS_BEFORE, ...PAYMENT_NOTICE_KINDS])),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM notifications WHERE kind IN (${PAYMENT_NOTICE_KINDS.map((kind) => `'${kind}'`).join(', ')})`,
    );
    await queryRunner.changeColumn(
      'notifications',
      'kind',
      new TableColumn(enumColumn(queryRunner, 'kind', NOTIFICATION_KINDS_BEFORE)),
    );
  }
}
