import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';
import { datetime, enumColumn, integer, varchar } from './columns.js';

// Frozen copies of the contracts' lists as they were when this migration was written.
const NOTIFICATION_KINDS_BEFORE = ['approved', 'denied', 'bookingApproved', 'bookingDeclined'];
const NOTIFICATION_KINDS = [...NOTIFICATION_KINDS_BEFORE, 'shipped', 'received'];

/** Notices when an order ships and when it is received; the business's payment settings (docs/orders.md). */
export class NoticesAndSettings1795460978186 implements MigrationInterface {
  name = 'NoticesAndSettings1795460978186';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.changeColumn(
      'notifications',
      'kind',
      new TableColumn(enumColumn(queryRunner, 'kind', NOTIFICATION_KINDS)),
    );
    await queryRunner.createTable(
      new Table({
        name: 'business_settings',
        columns: [
          { ...integer('id'), isPrimary: true },
          varchar('gcashNumber', 11, true),
          varchar('gcashQrKey', 64, true),
          datetime('updatedAt'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('business_settings');
    await queryRunner.query(`DELETE FROM notifications WHERE kind IN ('shipped', 'received')`);
    await queryRunner.changeColumn(
      'notifications',
      'kind',
      new TableColumn(enumColumn(queryRunner, 'kind', NOTIFICATION_KINDS_BEFORE)),
    );
  }
}
