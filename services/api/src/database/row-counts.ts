import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { RowCount } from './row-count.entity.js';

/** The columns whose rows the database counts per value (migrations 1795700000000 and 1796800000000, docs/architecture.md#counted-lists). */
export type CountedColumn = 'orders.status' | 'bookings.status' | 'users.role' | 'products.categoryId';

/**
 * How many rows hold the value of the query's parameter `parameter` in `column` (every row of its table
 * without one), as `total`: the sum of the value's few counters, the same few rows to read at a thousand
 * rows as at a million.
 */
export function countedRows(
  manager: EntityManager,
  column: CountedColumn,
  parameter?: string,
): SelectQueryBuilder<RowCount> {
  const counters = manager
    .createQueryBuilder(RowCount, 'c')
    .select('SUM(c.total)', 'total')
    .where('c.counted = :countedColumn', { countedColumn: column });
  return parameter === undefined ? counters : counters.andWhere(`c.value = :${parameter}`);
}
