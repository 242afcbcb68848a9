import type { DataSource, EntityManager } from 'typeorm';
import type { IsolationLevel } from 'typeorm/driver/types/IsolationLevel.js';
import { isLockConflict } from './db-errors.js';

const queues = new WeakMap<DataSource, Promise<unknown>>();

/**
 * Runs `work` in a transaction. TypeORM's better-sqlite3 driver has one connection, so two
 * transactions at once fail ('cannot start a transaction within a transaction'): on SQLite they
 * queue and run one after the other; on MySQL/MariaDB each takes its own pooled connection, at the
 * server's isolation level (REPEATABLE READ) unless `isolation` names another. SQLite's one at a
 * time is stricter than any level, so there `isolation` changes nothing. Every module that writes in
 * a transaction goes through here.
 */
export function inTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
  isolation?: IsolationLevel,
): Promise<T> {
  if (dataSource.options.type !== 'better-sqlite3') {
    return isolation ? dataSource.transaction(isolation, work) : dataSource.transaction(work);
  }
  const previous = queues.get(dataSource) ?? Promise.resolve();
  const run = previous.then(() => dataSource.transaction(work));
  queues.set(
    dataSource,
    run.catch(() => undefined),
  );
  return run;
}

const MAX_LOCK_RETRIES = 3;

/**
 * `inTransaction`, run again (up to three times, after a short random pause) when MySQL/MariaDB
 * picked it as a deadlock victim or it waited too long for a lock: the state machines' transactions,
 * whose work is safe to repeat from the start.
 */
export async function inRetriedTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
  isolation?: IsolationLevel,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await inTransaction(dataSource, work, isolation);
    } catch (error) {
      if (!isLockConflict(error) || attempt > MAX_LOCK_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
