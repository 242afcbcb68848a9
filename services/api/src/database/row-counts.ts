import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { RowCount } from './row-count.entity.js';

/** The columns whose rows the database counts per value (migration 1795700000000, docs/architecture.md#counted-lists). */
export type CountedColumn = 'orders.status' | 'bookings.status' | 'users.role';

/**
 * How many rows hold the value of the query's parameter `parameter` in `column`, as `total`: the sum
 * of the value's few counters, the same few rows to read at a thousand rows as at a million.
 */
export function countedRows(
  manager: EntityManager,
  column: CountedColumn,
  parameter: string,
): SelectQueryBuilder<RowCount> {
  return manager
    .createQueryBuilder(RowCount, 'c')
    .select('SUM(c.total)', 'total')
    .where(`c.counted = :countedColumn AND c.value = :${parameter}`, { countedColumn: column });
}
