import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { datetime, enumColumn, id, integer, varchar } from './columns.js';

/** The sizes products come in (docs/catalogue.md, categories and sizes). */
export const SEEDED_SIZES = [
  'Small',
  'Medium',
  'Large',
  'Extra Large',
  '11 oz',
  '15 oz',
  'A4',
  '2x3 ft',
  '3x6 ft',
  'Standard',
];

/** Categories, sizes (seeded), products and their history snapshots. */
export class Catalog1764000000000 implements MigrationInterface {
  name = 'Catalog1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'categories',
        columns: [id, varchar('name', 60), varchar('nameKey', 60)],
        indices: [{ name: 'UQ_categories_name_key', columnNames: ['nameKey'], isUnique: true }],
      }),
    );

    await queryRunner.createTable(new Table({ name: 'sizes', columns: [id, varchar('label', 30)] }));
    for (const label of SEEDED_SIZES) {
      await queryRunner.manager.createQueryBuilder().insert().into('sizes').values({ label }).execute();
    }

    await queryRunner.createTable(
      new Table({
        name: 'products',
        columns: [
          id,
          varchar('upc', 12),
          integer('categoryId'),
          integer('sizeId'),
          varchar('name', 120),
          { name: 'description', type: 'text' },
          varchar('imageKey', 64, true),
          integer('stock'),
          integer('unitPrice'),
          varchar('ships', 120, false, 'Lipa City, Batangas'),
          datetime('createdAt'),
          datetime('updatedAt'),
        ],
        indices: [
          { name: 'UQ_products_upc', columnNames: ['upc'], isUnique: true },
          // The filtered list pages by id within a category; the name index serves prefix searches.
          { name: 'IDX_products_category_id', columnNames: ['categoryId', 'id'] },
          { name: 'IDX_products_name', columnNames: ['name'] },
        ],
        foreignKeys: [
          {
            name: 'FK_products_category',
            columnNames: ['categoryId'],
            referencedTableName: 'categories',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
          },
          {
            name: 'FK_products_size',
            columnNames: ['sizeId'],
            referencedTableName: 'sizes',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
          },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'product_history',
        columns: [
          id,
          integer('productId'),
          enumColumn(queryRunner, 'type', ['create', 'edit', 'restock', 'reserve', 'release']),
          varchar('upc', 12),
          // Snapshots: the category or size may be gone later (shown as 'Unknown'), so no foreign key.
          integer('categoryId'),
          integer('sizeId'),
          varchar('name', 120),
          { name: 'description', type: 'text' },
          varchar('imageKey', 64, true),
          integer('unitPrice'),
          integer('stock'),
          integer('oldStock'),
          datetime('createdAt'),
        ],
        indices: [{ name: 'IDX_product_history_product', columnNames: ['productId', 'id'] }],
        foreignKeys: [
          {
            name: 'FK_product_history_product',
            columnNames: ['productId'],
            referencedTableName: 'products',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('product_history');
    await queryRunner.dropTable('products');
    await queryRunner.dropTable('sizes');
    await queryRunner.dropTable('categories');
  }
}
