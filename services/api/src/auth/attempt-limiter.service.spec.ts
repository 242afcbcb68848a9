import { describe, expect, it } from '@jest/globals';
import type { AppConfig } from '../config/app-config.js';
import { AttemptLimiterService, FixedWindowLimiter } from './attempt-limiter.service.js';

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

  it('reset clears a key', () => {
    const limiter = new FixedWindowLimiter(60_000);
    limiter.hit('k', 1);
    expect(limiter.hit('k', 1)).toBe(false);
    limiter.reset('k');
    expect(limiter.hit('k', 1)).toBe(true);
  });
});

describe('AttemptLimiterService', () => {
  const config = { throttle: { perUsername: 2, perAddress: 4, windowSeconds: 60 } } as AppConfig;

  it('limits per username and per address, separately per action', () => {
    const service = new AttemptLimiterService(config);
    expect(service.allow('login', '10.0.0.1', 'maria')).toBe(true);
    expect(service.allow('login', '10.0.0.2', 'maria')).toBe(true);
    expect(service.allow('login', '10.0.0.3', 'maria')).toBe(false);
    expect(service.allow('register', '10.0.0.3', 'maria')).toBe(true);

    expect(service.allow('login', '10.0.0.9', 'a')).toBe(true);
    expect(service.allow('login', '10.0.0.9', 'b')).toBe(true);
    expect(service.allow('login', '10.0.0.9', 'c')).toBe(true);
    expect(service.allow('login', '10.0.0.9', 'd')).toBe(true);
    expect(service.allow('login', '10.0.0.9', 'e')).toBe(false);
  });
});
