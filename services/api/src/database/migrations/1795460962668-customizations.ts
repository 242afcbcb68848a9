import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableForeignKey } from 'typeorm';
import { boolean, datetime, enumColumn, id, integer, varchar } from './columns.js';

// Frozen copies of the customizer's rules as they were when this migration was written.
const MUG_SIZES = ['S', 'M', 'L'];
const MUG_TEXT_MAX_LENGTH = 40;

/** Saved mug designs, the products a design is made for, and the design an order carries (docs/customizer.md). */
export class Customizations1795460962668 implements MigrationInterface {
  name = 'Customizations1795460962668';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'customizations',
        columns: [
          id,
          integer('ownerId'),
          enumColumn(queryRunner, 'size', MUG_SIZES),
          varchar('color', 7),
          varchar('text', MUG_TEXT_MAX_LENGTH, false, ''),
          varchar('font', 30),
          boolean('bold'),
          boolean('italic'),
          varchar('imageKey', 64, true),
          varchar('previewKey', 64),
          datetime('createdAt'),
        ],
        indices: [{ name: 'IDX_customizations_owner', columnNames: ['ownerId', 'id'] }],
        foreignKeys: [
          {
            name: 'FK_customizations_owner',
            columnNames: ['ownerId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
    await queryRunner.addColumn(
      'products',
      new TableColumn(enumColumn(queryRunner, 'customizableSize', MUG_SIZES, { isNullable: true })),
    );
    await queryRunner.addColumn('orders', new TableColumn(integer('customizationId', true)));
    await queryRunner.createForeignKey(
      'orders',
      new TableForeignKey({
        name: 'FK_orders_customization',
        columnNames: ['customizationId'],
        referencedTableName: 'customizations',
        referencedColumnNames: ['id'],
        onDelete: 'RESTRICT',
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropForeignKey('orders', 'FK_orders_customization');
    await queryRunner.dropColumn('orders', 'customizationId');
    await queryRunner.dropColumn('products', 'customizableSize');
    await queryRunner.dropTable('customizations');
  }
}
