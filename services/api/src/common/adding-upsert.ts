import type { EntityManager } from 'typeorm';

const ROWS_PER_STATEMENT = 500;

/**
 * Adds each row's `counted` value to the row of `table` with the same key (made when missing) in one
 * statement per 500 rows: an upsert that adds rather than overwrites, so two writers of the same key
 * never lose one (`ON CONFLICT` on SQLite, `ON DUPLICATE KEY` on MySQL/MariaDB). Names are the
 * caller's constants, never input.
 */
export async function addToCounters(
  manager: EntityManager,
  table: string,
  keys: readonly string[],
  counted: string,
  rows: readonly (readonly (string | number)[])[],
): Promise<void> {
  const columns = [...keys, counted];
  const onConflict =
    manager.dataSource.options.type === 'better-sqlite3'
      ? `ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${counted} = ${counted} + excluded.${counted}`
      : `ON DUPLICATE KEY UPDATE ${counted} = ${counted} + VALUES(${counted})`;
  const placeholders = `(${columns.map(() => '?').join(', ')})`;
  for (let offset = 0; offset < rows.length; offset += ROWS_PER_STATEMENT) {
    const batch = rows.slice(offset, offset + ROWS_PER_STATEMENT);
    await manager.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${batch.map(() => placeholders).join(', ')} ${onConflict}`,
      batch.flat(),
    );
  }
}
