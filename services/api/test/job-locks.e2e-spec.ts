import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Clock } from '../src/common/clock.js';
import { JobLocks } from '../src/common/job-locks.js';
import { Throttle } from '../src/common/throttle.js';
import { ThrottleCounter } from '../src/common/throttle-counter.entity.js';
import { UnitOfWork } from '../src/database/unit-of-work.js';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let now = Date.UTC(2026, 10, 23, 9, 0, 0);
beforeAll(async () => {
  t = await createTestApp();
  t.app.get(Clock).now = () => new Date(now);
});
afterAll(async () => {
  await t?.close();
});

describe('the database lock of scheduled jobs', () => {
  it('gives a run to exactly one of the replicas asking at once, and the next run after the lease', async () => {
    const locks = t.app.get(JobLocks);
    const replicas = ['replica-a', 'replica-b', 'replica-c', 'replica-d'];
    const first = await Promise.all(replicas.map((holder) => locks.acquire('nightly', 60_000, holder)));
    expect(first.filter(Boolean)).toHaveLength(1);

    now += 59_999;
    expect(await Promise.all(replicas.map((holder) => locks.acquire('nightly', 60_000, holder)))).toEqual(
      replicas.map(() => false),
    );

    now += 1;
    const second = await Promise.all(replicas.map((holder) => locks.acquire('nightly', 60_000, holder)));
    expect(second.filter(Boolean)).toHaveLength(1);
    expect(await locks.acquire('another-job', 60_000)).toBe(true);
  });

  it('runs the job on the winner only, and a failing job is logged, not thrown', async () => {
    const locks = t.app.get(JobLocks);
    let runs = 0;
    const job = async () => {
      runs += 1;
      return 'done';
    };
    expect(await Promise.all([locks.runOnce('hourly', 60_000, job), locks.runOnce('hourly', 60_000, job)])).toEqual(
      expect.arrayContaining([true, false]),
    );
    expect(runs).toBe(1);

    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      expect(
        await locks.runOnce('broken', 60_000, async () => {
          throw new Error('disk full');
        }),
      ).toBe(false);
      expect(errors.mock.calls).toEqual([['broken failed: disk full']]);
    } finally {
      errors.mockRestore();
    }
  });
});

describe('the attempt counters', () => {
  it('are purged once their window has ended', async () => {
    const throttle = t.app.get(Throttle);
    const counters = t.app.get(UnitOfWork).repository(ThrottleCounter);
    const bucket = { name: 'purge-test', windowMs: 60_000 };
    await throttle.hit(bucket, 'old');
    expect((await throttle.hit(bucket, 'old')).hits).toBe(2);
    now += 2 * 60 * 60 * 1000;
    await throttle.hit(bucket, 'new');
    expect(await counters.count()).toBe(2);

    expect(await throttle.purgeOnce()).toBe(true);
    expect(await counters.count()).toBe(1);
    expect((await throttle.tally(bucket, 'new')).hits).toBe(1);
    expect((await throttle.tally(bucket, 'old')).hits).toBe(0);
  });
});
