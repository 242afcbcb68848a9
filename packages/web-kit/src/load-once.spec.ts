import { describe, expect, it } from '@jest/globals';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads on the first call and keeps what it loaded for the next ones', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads += 1;
      return 'link';
    });
    expect(loads).toBe(0);
    await expect(load()).resolves.toBe('link');
    await expect(load()).resolves.toBe('link');
    expect(loads).toBe(1);
  });

  it('loads again after a load that failed (a lost connection)', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return 'link';
    });
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe('link');
    await expect(load()).resolves.toBe('link');
    expect(loads).toBe(2);
  });
});
