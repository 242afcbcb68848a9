import { describe, expect, it } from '@jest/globals';
import { LIST_CACHE_MS, ProductListCache } from './product-list-cache.js';

describe('ProductListCache', () => {
  it('answers from memory for a moment, then loads again', async () => {
    let time = 0;
    let loads = 0;
    const cache = new ProductListCache<number>();
    cache.now = () => time;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(2);
    time += LIST_CACHE_MS;
    expect(await cache.get('a', load)).toBe(3);
    cache.clear();
    expect(await cache.get('a', load)).toBe(4);
  });

  it('does not keep failures', async () => {
    const cache = new ProductListCache<number>();
    await expect(cache.get('a', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('a', async () => 5)).toBe(5);
  });
});
