import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * The administrator's searches of the orders of a status and of the customers read the index alone
 * (docs/architecture.md#searches): on `(status)` and `(role, id)` every order of the status, every
 * customer, was looked up in the table to compare its names, 29 ms at 10,000 pending orders on SQLite.
 * Each new index keeps its rows newest first, as a page reads them, with the columns the search
 * compares. `id` is descending so that MySQL/MariaDB walks it forwards and compares the names in it
 * before reading a row (its index condition pushdown, which a backward walk does not get); TypeORM's
 * `TableIndex` has no column order, so the indexes are written out.
 */
const SEARCH_INDEXES = [
  {
    table: 'orders',
    name: 'IDX_orders_status_search',
    columns: 'status, id DESC, productName, transactionCode, customerName',
    replaces: new TableIndex({ name: 'IDX_orders_status', columnNames: ['status'] }),
  },
  {
    table: 'users',
    name: 'IDX_users_role_search',
    columns: 'role, id DESC, username, showedUsername, legitName, contact',
    replaces: new TableIndex({ name: 'IDX_users_role', columnNames: ['role', 'id'] }),
  },
];

export class SearchIndexes1796900000000 implements MigrationInterface {
  name = 'SearchIndexes1796900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const { table, name, columns, replaces } of SEARCH_INDEXES) {
      await queryRunner.query(`CREATE INDEX ${name} ON ${table} (${columns})`);
      await queryRunner.dropIndex(table, replaces);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table, name, replaces } of SEARCH_INDEXES) {
      await queryRunner.createIndex(table, replaces);
      await queryRunner.dropIndex(table, name);
    }
  }
}
