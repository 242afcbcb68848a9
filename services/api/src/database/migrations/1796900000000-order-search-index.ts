import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * The administrator's orders of a status, searched by product, transaction code or customer, read from
 * the index alone (docs/architecture.md#searches): on `(status)` every order of the status was looked up
 * in the table to compare its names, 29 ms at 10,000 pending orders on SQLite. The new index keeps the
 * status's orders newest first, as a page reads them. Its `id` is descending so that MySQL/MariaDB walks
 * it forwards and compares the names in it before reading a row (its index condition pushdown, which a
 * backward walk does not get); TypeORM's `TableIndex` has no column order, so the index is written out.
 */
const STATUS = new TableIndex({ name: 'IDX_orders_status', columnNames: ['status'] });
const STATUS_SEARCH = 'IDX_orders_status_search';

export class OrderSearchIndex1796900000000 implements MigrationInterface {
  name = 'OrderSearchIndex1796900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX ${STATUS_SEARCH} ON orders (status, id DESC, productName, transactionCode, customerName)`,
    );
    await queryRunner.dropIndex('orders', STATUS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('orders', STATUS);
    await queryRunner.dropIndex('orders', STATUS_SEARCH);
  }
}
