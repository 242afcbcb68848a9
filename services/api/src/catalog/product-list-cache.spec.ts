import { describe, expect, it } from '@jest/globals';
import { ProductListCache } from './product-list-cache.js';

describe('ProductListCache', () => {
  it('answers from memory while the stamp stays the same, and loads again once it changes', async () => {
    let loads = 0;
    const cache = new ProductListCache<number>();
    const load = async () => ++loads;
    expect(await cache.get('1', 'a', load)).toBe(1);
    expect(await cache.get('1', 'a', load)).toBe(1);
    expect(await cache.get('1', 'b', load)).toBe(2);
    expect(await cache.get('2', 'a', load)).toBe(3);
    expect(await cache.get('2', 'b', load)).toBe(4);
    cache.clear();
    expect(await cache.get('2', 'a', load)).toBe(5);
  });

  it('keeps nothing without a stamp', async () => {
    let loads = 0;
    const cache = new ProductListCache<number>();
    const load = async () => ++loads;
    expect(await cache.get(null, 'a', load)).toBe(1);
    expect(await cache.get(null, 'a', load)).toBe(2);
  });

  it('does not keep failures', async () => {
    const cache = new ProductListCache<number>();
    await expect(cache.get('1', 'a', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('1', 'a', async () => 5)).toBe(5);
  });
});
