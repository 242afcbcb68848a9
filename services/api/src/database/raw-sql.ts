import type { EntityManager } from 'typeorm';

/**
 * Every SQL statement the API writes by hand outside migrations, each with the reason the query
 * builder does not serve (docs/architecture.md#one-path-to-the-data). Table and column names are
 * the callers' constants, never input; values are always parameters.
 */

/**
 * Adds `counted` to the row of `table` with the same key, made when missing: an upsert that adds
 * rather than overwrites, so two writers of one key never lose a count (the query builder's
 * `orUpdate` can only overwrite). One statement per row with the amount as a parameter, the same
 * on every engine: no `excluded.` (SQLite only), no `VALUES()` (deprecated by MySQL 8.0.20), no row
 * alias (unknown to MariaDB).
 */
export async function addToCounters(
  manager: EntityManager,
  table: string,
  keys: readonly string[],
  counted: string,
  rows: readonly (readonly (string | number)[])[],
): Promise<void> {
  const columns = [...keys, counted].join(', ');
  const placeholders = [...keys, counted].map(() => '?').join(', ');
  const onConflict =
    manager.connection.options.type === 'better-sqlite3'
      ? `ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${counted} = ${counted} + ?`
      : `ON DUPLICATE KEY UPDATE ${counted} = ${counted} + ?`;
  for (const row of rows) {
    await manager.query(`INSERT INTO ${table} (${columns}) VALUES (${placeholders}) ${onConflict}`, [
      ...row,
      row[row.length - 1],
    ]);
  }
}

/**
 * Adds `amount` to one counter of `table` as `addToCounters` does, and answers the counter's new value
 * in the same statement: SQLite's `RETURNING`; on MySQL/MariaDB, which return no row from an INSERT,
 * the new value is set as the statement's `LAST_INSERT_ID(…)`, which the server sends back with its
 * answer (the table need not have an auto-increment column).
 */
export async function addToCounter(
  manager: EntityManager,
  table: string,
  keys: readonly string[],
  counted: string,
  key: readonly (string | number)[],
  amount: number,
): Promise<number> {
  const columns = [...keys, counted].join(', ');
  const keyPlaceholders = keys.map(() => '?').join(', ');
  if (manager.connection.options.type === 'better-sqlite3') {
    const [row] = await manager.query(
      `INSERT INTO ${table} (${columns}) VALUES (${keyPlaceholders}, ?) ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${counted} = ${counted} + ? RETURNING ${counted}`,
      [...key, amount, amount],
    );
    return Number(row[counted]);
  }
  const answer = await manager.query(
    `INSERT INTO ${table} (${columns}) VALUES (${keyPlaceholders}, LAST_INSERT_ID(?)) ON DUPLICATE KEY UPDATE ${counted} = LAST_INSERT_ID(${counted} + ?)`,
    [...key, amount, amount],
  );
  return Number(answer.insertId);
}

const ROWS_PER_INSERT = 500;

/**
 * Inserts many plain rows, 500 to a statement: the large-data seed writes 100,000 orders, and the
 * query builder's entity mapping costs ten times the insert itself there.
 */
export async function insertRows(
  manager: EntityManager,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const placeholders = `(${columns.map(() => '?').join(', ')})`;
  for (let offset = 0; offset < rows.length; offset += ROWS_PER_INSERT) {
    const batch = rows.slice(offset, offset + ROWS_PER_INSERT);
    await manager.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${batch.map(() => placeholders).join(', ')}`,
      batch.flat(),
    );
  }
}

/** The prepared statements kept per better-sqlite3 connection. */
interface SqliteConnection {
  prepare(sql: string): { pluck(): { get(): unknown } };
}
const dataVersions = new WeakMap<SqliteConnection, { get(): unknown }>();

/**
 * SQLite's `PRAGMA data_version` on this connection: it moves whenever another connection or
 * process commits to the file. Prepared once on the driver's connection itself, since a cache
 * reads it on every request and TypeORM's query path costs more than the answer.
 */
export function dataVersion(connection: SqliteConnection): number {
  let statement = dataVersions.get(connection);
  if (!statement) {
    statement = connection.prepare('PRAGMA data_version').pluck();
    dataVersions.set(connection, statement);
  }
  return Number(statement.get());
}
