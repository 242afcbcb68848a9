import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { datetime, varchar } from './columns.js';

/**
 * What the one data path keeps (docs/architecture.md#one-path-to-the-data): the uploads whose
 * recording transaction committed (a file still under its temporary name is moved into place at
 * start-up when its row is here, removed otherwise), and the visitor counts' daily salt and marks,
 * shared by every replica and restart (docs/dashboard.md).
 */
export class DataPath1795500000000 implements MigrationInterface {
  name = 'DataPath1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'stored_files',
        columns: [{ ...varchar('fileKey', 64), isPrimary: true }, varchar('visibility', 10), datetime('createdAt')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'visitor_salts',
        columns: [{ ...varchar('day', 10), isPrimary: true }, varchar('salt', 64)],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'visitor_marks',
        columns: [
          { ...varchar('day', 10), isPrimary: true },
          { ...varchar('visitor', 32), isPrimary: true },
          varchar('address', 32),
        ],
        indices: [{ name: 'IDX_visitor_marks_address', columnNames: ['day', 'address'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('visitor_marks');
    await queryRunner.dropTable('visitor_salts');
    await queryRunner.dropTable('stored_files');
  }
}
