import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * The indexes of the lists' filters and sorts that had none (docs/architecture.md#lists): the
 * customers list (role, newest first), the dashboard's new customers (role, joined since) and the
 * catalogue of the customizer's mugs or of the other products (customizable or not).
 */
const LIST_INDEXES: [table: string, index: TableIndex][] = [
  ['users', new TableIndex({ name: 'IDX_users_role', columnNames: ['role', 'id'] })],
  ['users', new TableIndex({ name: 'IDX_users_role_created', columnNames: ['role', 'createdAt'] })],
  ['products', new TableIndex({ name: 'IDX_products_customizable', columnNames: ['customizableSize', 'id'] })],
];

export class ListIndexes1795600000000 implements MigrationInterface {
  name = 'ListIndexes1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, index] of LIST_INDEXES) await queryRunner.createIndex(table, index);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, index] of [...LIST_INDEXES].reverse()) await queryRunner.dropIndex(table, index);
  }
}
