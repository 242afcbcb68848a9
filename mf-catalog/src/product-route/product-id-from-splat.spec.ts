import { describe, expect, it } from '@jest/globals';
import { productIdFromSplat, productRequestSplat } from './product-id-from-splat';

const LEGACY = 'mug.png/Classic%20Mug/25000/2/100/42/AB12CD34/3/A%20white%20mug/Lipa%20City';

describe('productIdFromSplat', () => {
  it('reads the short form', () => {
    expect(productIdFromSplat('7')).toBe(7);
    expect(productIdFromSplat('7/')).toBe(7);
  });

  it('reads the 6th segment of the long form and ignores the rest', () => {
    expect(productIdFromSplat(LEGACY)).toBe(42);
    // a different price, stock or category in the address changes nothing
    expect(productIdFromSplat('x.png/Mug/1/9/999999/42/CODE/8/desc/ships')).toBe(42);
  });

  it('is not shifted by an encoded slash inside a segment', () => {
    expect(productIdFromSplat('uploads%2Fmug.png/Mug/25000/2/100/42/AB12CD34/3/desc/Lipa')).toBe(42);
  });

  it('refuses anything that is not a positive whole number', () => {
    for (const splat of [undefined, '', '/', 'abc', '0', '-3', '1.5', '1e3', ' 4', '12345678901', '2147483648']) {
      expect(productIdFromSplat(splat)).toBeUndefined();
    }
    expect(productIdFromSplat('2147483647')).toBe(2_147_483_647);
    expect(productIdFromSplat('mug.png/Mug/25000/2/100/not-an-id/AB12CD34/3/desc/Lipa')).toBeUndefined();
  });

  it('refuses addresses of 2 to 5 segments (neither form)', () => {
    expect(productIdFromSplat('7/extra')).toBeUndefined();
    expect(productIdFromSplat('a/b/c/d/7')).toBeUndefined();
  });
});

describe('productRequestSplat', () => {
  it('takes what follows /productrequest/, in any case', () => {
    expect(productRequestSplat('/productrequest/7')).toBe('7');
    expect(productRequestSplat('/ProductRequest/a%2Fb/c')).toBe('a%2Fb/c');
    expect(productRequestSplat('/productrequest')).toBe('');
    expect(productRequestSplat('/productrequests/7')).toBeUndefined();
  });
});
