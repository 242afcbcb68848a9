import { describe, expect, it } from '@jest/globals';
import type { DataSource, EntityManager } from 'typeorm';
import { inTransaction } from './transaction.js';

function fakeDataSource(type: string) {
  let open = 0;
  let most = 0;
  const dataSource = {
    options: { type },
    async transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
      open += 1;
      most = Math.max(most, open);
      try {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return await work({} as EntityManager);
      } finally {
        open -= 1;
      }
    },
  } as unknown as DataSource;
  return { dataSource, most: () => most };
}

describe('inTransaction', () => {
  it('runs SQLite transactions one at a time, a failure not blocking the next', async () => {
    const { dataSource, most } = fakeDataSource('better-sqlite3');
    const results = await Promise.allSettled([
      inTransaction(dataSource, async () => 1),
      inTransaction(dataSource, async () => {
        throw new Error('boom');
      }),
      inTransaction(dataSource, async () => 3),
    ]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      1,
      'boom',
      3,
    ]);
    expect(most()).toBe(1);
  });

  it('lets MySQL transactions run side by side', async () => {
    const { dataSource, most } = fakeDataSource('mysql');
    await Promise.all([inTransaction(dataSource, async () => 1), inTransaction(dataSource, async () => 2)]);
    expect(most()).toBe(2);
  });
});
