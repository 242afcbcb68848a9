import type { EntityManager } from 'typeorm';
import { insertRows } from './raw-sql.js';
import type { UnitOfWork } from './unit-of-work.js';

/** Rows per transaction of the large-data seeds: big enough to be quick, small enough to hold in memory. */
export const ROWS_PER_TRANSACTION = 50_000;

/** A cell of a seeded row: a datetime is turned into the engine's form when written. */
export type SeededValue = string | number | Date | null;

/** One of the values of `shares`, drawn with its share of the chances (the shares add up to 1). */
export function drawByShare<T>(shares: readonly (readonly [T, number])[]): T {
  let draw = Math.random();
  for (const [value, share] of shares) {
    draw -= share;
    if (draw < 0) return value;
  }
  return shares[shares.length - 1][0];
}

/** A UTC instant as TypeORM keeps a datetime in SQLite (`2026-01-31 15:30:00.000`); mysql2 takes the Date itself. */
function sqliteDatetime(instant: Date): string {
  return instant.toISOString().replace('T', ' ').slice(0, 23);
}

/**
 * Writes the rows of the large-data seeds (`seed-large.ts`) through `insertRows`, as the query
 * builder's entity mapping would take minutes at these volumes, `ROWS_PER_TRANSACTION` to a
 * transaction; `afterInsert` runs in each transaction with its rows (counters kept beside them).
 */
export async function insertSeededRows(
  unitOfWork: UnitOfWork,
  table: string,
  columns: readonly string[],
  rows: readonly SeededValue[][],
  afterInsert?: (manager: EntityManager, batch: readonly SeededValue[][]) => Promise<void>,
): Promise<void> {
  const sqlite = unitOfWork.engine === 'sqlite';
  const stored = (value: SeededValue) => (value instanceof Date && sqlite ? sqliteDatetime(value) : value);
  for (let start = 0; start < rows.length; start += ROWS_PER_TRANSACTION) {
    const batch = rows.slice(start, start + ROWS_PER_TRANSACTION);
    await unitOfWork.transaction(async (manager) => {
      await insertRows(
        manager,
        table,
        columns,
        batch.map((row) => row.map(stored)),
      );
      await afterInsert?.(manager, batch);
    });
  }
}
