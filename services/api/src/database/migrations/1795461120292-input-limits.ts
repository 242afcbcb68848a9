import type { MigrationInterface, QueryRunner } from 'typeorm';
import { modifyColumn } from './columns.js';

// Frozen copies of the sizes as they were when this migration was written (docs/money-and-time.md).
const MONEY_TOTALS: [table: string, column: string][] = [
  ['orders', 'total'],
  ['notifications', 'total'],
  ['daily_sales', 'total'],
  ['bookings', 'total'],
  ['bookings', 'downPayment'],
];
const CATEGORY_KEY_LENGTH = 120;
const CATEGORY_KEY_LENGTH_BEFORE = 60;

/**
 * Columns as wide as the inputs the validation allows: totals and sums of totals BIGINT (an order of
 * the dearest product at the largest quantity exceeds an INT), and the category key twice the name
 * (lower-casing can double a character).
 */
export class InputLimits1795461120292 implements MigrationInterface {
  name = 'InputLimits1795461120292';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, column] of MONEY_TOTALS) await modifyColumn(queryRunner, table, column, 'BIGINT NOT NULL');
    await modifyColumn(queryRunner, 'categories', 'nameKey', `VARCHAR(${CATEGORY_KEY_LENGTH}) NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await modifyColumn(queryRunner, 'categories', 'nameKey', `VARCHAR(${CATEGORY_KEY_LENGTH_BEFORE}) NOT NULL`);
    for (const [table, column] of MONEY_TOTALS) await modifyColumn(queryRunner, table, column, 'INT NOT NULL');
  }
}
