import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { integer, varchar } from './columns.js';

// Frozen copy of the sale statuses as they were when this migration was written.
const SALE_STATUSES = ['approved', 'delivering', 'received'];

/** The dashboard's daily sales per category and the visitor counts per day (docs/dashboard.md). */
export class Dashboard1764600000000 implements MigrationInterface {
  name = 'Dashboard1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'daily_sales',
        columns: [
          { ...varchar('day', 10), isPrimary: true },
          { ...integer('categoryId'), isPrimary: true },
          integer('total'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({ name: 'daily_visitors', columns: [{ ...varchar('day', 10), isPrimary: true }, integer('visitors')] }),
    );
    // The sales made before this table: each approval's Manila day (UTC+8 all year, no daylight saving).
    const manilaDay =
      queryRunner.dataSource.driver.options.type === 'better-sqlite3'
        ? "strftime('%Y-%m-%d', approvedAt, '+8 hours')"
        : "DATE_FORMAT(DATE_ADD(approvedAt, INTERVAL 8 HOUR), '%Y-%m-%d')";
    await queryRunner.query(
      `INSERT INTO daily_sales (day, categoryId, total)
       SELECT ${manilaDay}, categoryId, SUM(total) FROM orders
       WHERE status IN (${SALE_STATUSES.map(() => '?').join(', ')}) AND approvedAt IS NOT NULL
       GROUP BY ${manilaDay}, categoryId`,
      SALE_STATUSES,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('daily_visitors');
    await queryRunner.dropTable('daily_sales');
  }
}
