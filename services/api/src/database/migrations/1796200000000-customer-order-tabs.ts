import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * A customer's order tabs (docs/architecture.md#lists): their orders not hidden, newest first. Read through
 * (ownerId, status) they were sorted after reading every one of the customer's orders; through this index they are
 * read in id order and the read stops at the page's end.
 */
const CUSTOMER_ORDER_TABS = new TableIndex({
  name: 'IDX_orders_owner_shown',
  columnNames: ['ownerId', 'hiddenByCustomer', 'id'],
});

export class CustomerOrderTabs1796200000000 implements MigrationInterface {
  name = 'CustomerOrderTabs1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('orders', CUSTOMER_ORDER_TABS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('orders', CUSTOMER_ORDER_TABS);
  }
}
