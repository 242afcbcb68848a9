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
