import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { datetime, integer, varchar } from './columns.js';

const epochMs = (name: string, defaultValue?: number) => ({
  name,
  type: 'bigint',
  ...(defaultValue === undefined ? {} : { default: defaultValue }),
});

/** The attempt counters and the scheduled jobs' locks, shared by every API replica (docs/security.md). */
export class Throttling1795461176715 implements MigrationInterface {
  name = 'Throttling1795461176715';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'throttle_counters',
        columns: [
          { ...varchar('counterKey', 100), isPrimary: true },
          { ...epochMs('windowStart'), isPrimary: true },
          integer('hits'),
          epochMs('lastHitAt', 0),
        ],
        indices: [{ name: 'IDX_throttle_counters_window', columnNames: ['windowStart'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'job_locks',
        columns: [{ ...varchar('name', 100), isPrimary: true }, varchar('holder', 100), datetime('lockedUntil')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('job_locks');
    await queryRunner.dropTable('throttle_counters');
  }
}
