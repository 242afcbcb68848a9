import { manilaToday } from '@qmj/contracts';
import type { EntityManager } from 'typeorm';
import { addToCounters } from '../database/raw-sql.js';

/** An amount (centavos, negative to take a sale back) for one Manila day and category. */
export interface DailySalesChange {
  day: string;
  categoryId: number;
  amount: number;
}

/** The Manila day (`YYYY-MM-DD`) a sale approved at `approvedAt` belongs to. */
export function saleDay(approvedAt: Date | string): string {
  return manilaToday(new Date(approvedAt));
}

/** Adds each change to its `daily_sales` row, on the caller's transaction (docs/dashboard.md). */
export function addToDailySales(manager: EntityManager, changes: readonly DailySalesChange[]): Promise<void> {
  return addToCounters(
    manager,
    'daily_sales',
    ['day', 'categoryId'],
    'total',
    changes.map((change) => [change.day, change.categoryId, change.amount]),
  );
}
