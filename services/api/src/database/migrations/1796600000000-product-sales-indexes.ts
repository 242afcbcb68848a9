import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * A product's sales read on indexes (docs/orders.md#sales):
 * - its units sold (every product card and page) and the sums of its Product Sales screen, from the
 *   index alone: `(productId, status)` left every sale's quantity and total to a lookup in the table;
 * - a page of its sales, newest approval first, read in that order and stopped at the page's end, not
 *   every sale read and sorted.
 */
const PRODUCT_STATUS = new TableIndex({ name: 'IDX_orders_product_status', columnNames: ['productId', 'status'] });
const PRODUCT_SALES = new TableIndex({
  name: 'IDX_orders_product_sales',
  columnNames: ['productId', 'status', 'quantity', 'total'],
});
const PRODUCT_APPROVED = new TableIndex({
  name: 'IDX_orders_product_approved',
  columnNames: ['productId', 'approvedAt'],
});

export class ProductSalesIndexes1796600000000 implements MigrationInterface {
  name = 'ProductSalesIndexes1796600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('orders', PRODUCT_SALES);
    await queryRunner.createIndex('orders', PRODUCT_APPROVED);
    await queryRunner.dropIndex('orders', PRODUCT_STATUS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('orders', PRODUCT_STATUS);
    await queryRunner.dropIndex('orders', PRODUCT_APPROVED);
    await queryRunner.dropIndex('orders', PRODUCT_SALES);
  }
}
