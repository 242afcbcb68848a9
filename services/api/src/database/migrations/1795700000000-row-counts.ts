import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { integer, varchar } from './columns.js';
import { startCounting, stopCounting } from './row-counting.js';

/** The columns counted per value, as `<table>.<column>`. */
const COUNTED = [
  ['orders', 'status'],
  ['bookings', 'status'],
  ['users', 'role'],
] as const;

/**
 * The list totals kept by the database (docs/architecture.md#counted-lists): `row_counts` and, for
 * each counted column, triggers that add a row's insert, its change of value and its delete to the
 * counter of its value and slot in the same transaction, whichever code or tool writes the row.
 * The counters start from the rows already there.
 */
export class RowCounts1795700000000 implements MigrationInterface {
  name = 'RowCounts1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'row_counts',
        columns: [
          { ...varchar('counted', 64), isPrimary: true },
          { ...varchar('value', 64), isPrimary: true },
          { ...integer('slot'), isPrimary: true },
          integer('total'),
        ],
      }),
    );
    for (const [table, column] of COUNTED) await startCounting(queryRunner, table, column);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, column] of [...COUNTED].reverse()) await stopCounting(queryRunner, table, column);
    await queryRunner.dropTable('row_counts');
  }
}
