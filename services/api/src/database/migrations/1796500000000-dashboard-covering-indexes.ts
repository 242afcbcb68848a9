import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * The dashboard's year figures read from indexes alone (docs/dashboard.md): a category's days with
 * their totals, and the event sales' days with theirs. Through the primary keys SQLite looked up
 * every day's row in the table, and sorted the year's rows to group them by category.
 */
const INDEXES: [table: string, index: TableIndex][] = [
  [
    'daily_sales',
    new TableIndex({ name: 'IDX_daily_sales_category_day', columnNames: ['categoryId', 'day', 'total'] }),
  ],
  ['daily_event_sales', new TableIndex({ name: 'IDX_daily_event_sales_day_total', columnNames: ['day', 'total'] })],
];

export class DashboardCoveringIndexes1796500000000 implements MigrationInterface {
  name = 'DashboardCoveringIndexes1796500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, index] of INDEXES) await queryRunner.createIndex(table, index);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, index] of INDEXES) await queryRunner.dropIndex(table, index);
  }
}
