import type { DataSource, EntityManager } from 'typeorm';

const queues = new WeakMap<DataSource, Promise<unknown>>();

/**
 * Runs `work` in a transaction. TypeORM's better-sqlite3 driver has one connection, so two
 * transactions at once fail ('cannot start a transaction within a transaction'): on SQLite they
 * queue and run one after the other; on MySQL/MariaDB each takes its own pooled connection.
 * Every module that writes in a transaction goes through here.
 */
export function inTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'better-sqlite3') return dataSource.transaction(work);
  const previous = queues.get(dataSource) ?? Promise.resolve();
  const run = previous.then(() => dataSource.transaction(work));
  queues.set(
    dataSource,
    run.catch(() => undefined),
  );
  return run;
}
