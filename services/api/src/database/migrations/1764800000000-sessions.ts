import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { integer } from './columns.js';

/** The users' session versions: raising one ends every session its user has (docs/architecture.md). */
export class Sessions1764800000000 implements MigrationInterface {
  name = 'Sessions1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'session_versions',
        columns: [{ ...integer('userId'), isPrimary: true }, integer('version')],
        foreignKeys: [
          {
            name: 'FK_session_versions_user',
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
    await queryRunner.dropTable('session_versions');
  }
}
