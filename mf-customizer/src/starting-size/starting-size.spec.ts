import { describe, expect, it } from '@jest/globals';
import { customizerPath } from '@qmj/contracts';
import { productIdFrom, startingSize } from './starting-size';

const searchOf = (path: string) => new URL(path, 'https://shop.example').searchParams;

describe('productIdFrom', () => {
  it('reads the product the catalogue linked from', () => {
    expect(productIdFrom(searchOf(customizerPath(42)))).toBe(42);
  });

  it('names no product without a valid id', () => {
    for (const search of [
      '',
      '?product=',
      '?product=abc',
      '?product=-3',
      '?product=0',
      '?product=1.5',
      '?product=99999999999',
    ])
      expect(productIdFrom(searchOf(`/itemcustomization${search}`))).toBeNull();
  });
});

describe('startingSize', () => {
  it("starts at the customizable product's size", () => {
    expect(startingSize({ customizableSize: 'L' })).toBe('L');
    expect(startingSize({ customizableSize: 'S' })).toBe('S');
  });

  it('starts at M without a customizable product', () => {
    expect(startingSize({ customizableSize: null })).toBe('M');
    expect(startingSize(undefined)).toBe('M');
  });
});
