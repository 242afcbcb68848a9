import { describe, expect, it } from '@jest/globals';
import { backoffMs, FixedWindowLimiter } from './attempt-limiter.service.js';

describe('FixedWindowLimiter', () => {
  it('allows up to the limit within a window, then refuses until the window ends', () => {
    let now = 1_000;
    const limiter = new FixedWindowLimiter(60_000, () => now);
    expect([1, 2, 3].map(() => limiter.hit('k', 3))).toEqual([true, true, true]);
    expect(limiter.hit('k', 3)).toBe(false);
    expect(limiter.hit('other', 3)).toBe(true);
    now += 59_999;
    expect(limiter.hit('k', 3)).toBe(false);
    now += 1;
    expect(limiter.hit('k', 3)).toBe(true);
  });

  it('forgets finished windows when it grows large', () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(1_000, () => now);
    for (let i = 0; i <= 10_001; i += 1) limiter.hit(`key${i}`, 1);
    now = 5_000;
    limiter.hit('fresh', 1);
    expect(limiter.size).toBe(1);
  });
});

describe('backoffMs', () => {
  it('waits nothing before the threshold, then 1 s doubling with each failure, capped', () => {
    expect([0, 4, 5, 6, 7, 10, 11, 12, 500].map((failures) => backoffMs(failures, 5, 60_000))).toEqual([
      0, 0, 1_000, 2_000, 4_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });
});
