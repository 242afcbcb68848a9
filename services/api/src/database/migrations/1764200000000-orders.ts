import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { boolean, datetime, enumColumn, id, integer, varchar } from './columns.js';

// Frozen copies of the contracts' lists as they were when this migration was written.
const ORDER_STATUSES = ['cart', 'pending', 'approved', 'denied', 'delivering', 'received', 'cancelled'];
const PAYMENT_METHODS = ['COD', 'GCASH'];
const NOTIFICATION_KINDS = ['approved', 'denied'];

/** Orders (one product line each), the customers' notifications and reviews. */
export class Orders1764200000000 implements MigrationInterface {
  name = 'Orders1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'orders',
        columns: [
          id,
          varchar('transactionCode', 8),
          enumColumn(queryRunner, 'status', ORDER_STATUSES),
          integer('ownerId'),
          integer('productId'),
          // A snapshot of the product when the order was made (or placed from the cart).
          varchar('productName', 120),
          varchar('imageKey', 64, true),
          integer('categoryId'),
          integer('sizeId'),
          integer('unitPrice'),
          integer('quantity'),
          integer('shippingFee'),
          integer('total'),
          varchar('address', 255),
          varchar('contact', 30),
          varchar('otherInfo', 255),
          varchar('customerName', 100),
          enumColumn(queryRunner, 'paymentMethod', PAYMENT_METHODS, { default: "'COD'" }),
          varchar('receiptKey', 64, true),
          varchar('reason', 255, true),
          boolean('hiddenByCustomer'),
          datetime('approvedAt', true),
          datetime('createdAt'),
          datetime('updatedAt'),
        ],
        indices: [
          { name: 'UQ_orders_transaction_code', columnNames: ['transactionCode'], isUnique: true },
          { name: 'IDX_orders_owner_status', columnNames: ['ownerId', 'status'] },
          { name: 'IDX_orders_status', columnNames: ['status'] },
          { name: 'IDX_orders_product_status', columnNames: ['productId', 'status'] },
        ],
        foreignKeys: [
          {
            name: 'FK_orders_owner',
            columnNames: ['ownerId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
          },
          {
            name: 'FK_orders_product',
            columnNames: ['productId'],
            referencedTableName: 'products',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
          },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'notifications',
        columns: [
          id,
          integer('userId'),
          enumColumn(queryRunner, 'kind', NOTIFICATION_KINDS),
          varchar('message', 500),
          integer('orderId', true),
          varchar('productName', 120),
          varchar('imageKey', 64, true),
          integer('quantity'),
          integer('total'),
          datetime('readAt', true),
          datetime('createdAt'),
        ],
        indices: [{ name: 'IDX_notifications_user', columnNames: ['userId', 'id'] }],
        foreignKeys: [
          {
            name: 'FK_notifications_user',
            columnNames: ['userId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
          {
            name: 'FK_notifications_order',
            columnNames: ['orderId'],
            referencedTableName: 'orders',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'reviews',
        columns: [
          id,
          integer('orderId'),
          integer('productId'),
          integer('userId'),
          integer('rating'),
          { name: 'comment', type: 'text' },
          boolean('anonymous'),
          { name: 'imageKeys', type: 'text' },
          datetime('createdAt'),
        ],
        indices: [
          { name: 'UQ_reviews_order', columnNames: ['orderId'], isUnique: true },
          { name: 'IDX_reviews_product', columnNames: ['productId', 'id'] },
        ],
        foreignKeys: [
          {
            name: 'FK_reviews_order',
            columnNames: ['orderId'],
            referencedTableName: 'orders',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
          {
            name: 'FK_reviews_product',
            columnNames: ['productId'],
            referencedTableName: 'products',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
          {
            name: 'FK_reviews_user',
            columnNames: ['userId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('reviews');
    await queryRunner.dropTable('notifications');
    await queryRunner.dropTable('orders');
  }
}
