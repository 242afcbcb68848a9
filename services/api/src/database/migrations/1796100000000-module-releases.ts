import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { datetime, enumColumn, id, integer, varchar } from './columns.js';

// A frozen copy of the contracts' list as it was when this migration was written.
const RELEASE_STATES = ['published', 'canary', 'live', 'retired', 'rolled-back'];

/**
 * The feature modules' releases (docs/deploying-modules.md): one row per published build of a remote, unique by
 * remote and version, indexed for the module list every page load reads (the live and canary rows).
 */
export class ModuleReleases1796100000000 implements MigrationInterface {
  name = 'ModuleReleases1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'module_releases',
        columns: [
          id,
          varchar('remote', 40),
          varchar('version', 80),
          varchar('commit', 40),
          varchar('hostRange', 100),
          varchar('contentHash', 64),
          enumColumn(queryRunner, 'state', RELEASE_STATES),
          { ...integer('canaryShare'), default: 0 },
          { ...integer('sessions'), default: 0 },
          { ...integer('errors'), default: 0 },
          datetime('publishedAt'),
          datetime('liveSince', true),
        ],
        indices: [
          { name: 'UQ_module_releases_version', columnNames: ['remote', 'version'], isUnique: true },
          { name: 'IDX_module_releases_state', columnNames: ['state', 'remote'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('module_releases');
  }
}
