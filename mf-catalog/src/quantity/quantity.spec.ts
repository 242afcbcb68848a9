import { describe, expect, it } from '@jest/globals';
import { ORDER_MESSAGES } from '@qmj/contracts';
import { clampQuantity, parseQuantityText, QUANTITY_MIN_MESSAGE } from './quantity';

describe('clampQuantity', () => {
  it('keeps a quantity from 1 to the stock', () => {
    expect(clampQuantity(1, 5)).toEqual({ quantity: 1, message: null });
    expect(clampQuantity(5, 5)).toEqual({ quantity: 5, message: null });
  });

  it('stops at the stock with the maximum-stock message', () => {
    expect(clampQuantity(6, 5)).toEqual({ quantity: 5, message: ORDER_MESSAGES.maxStock });
    expect(clampQuantity(1000, 12)).toEqual({ quantity: 12, message: ORDER_MESSAGES.maxStock });
  });

  it('refuses anything below 1', () => {
    expect(clampQuantity(0, 5)).toEqual({ quantity: 1, message: QUANTITY_MIN_MESSAGE });
    expect(clampQuantity(-3, 5)).toEqual({ quantity: 1, message: QUANTITY_MIN_MESSAGE });
    expect(clampQuantity(Number.NaN, 5)).toEqual({ quantity: 1, message: QUANTITY_MIN_MESSAGE });
  });

  it('cuts a fraction to its whole part', () => {
    expect(clampQuantity(2.7, 5)).toEqual({ quantity: 2, message: null });
  });

  it('stays at 1 when nothing is in stock', () => {
    expect(clampQuantity(1, 0)).toEqual({ quantity: 1, message: null });
    expect(clampQuantity(2, 0)).toEqual({ quantity: 1, message: ORDER_MESSAGES.maxStock });
  });
});

describe('parseQuantityText', () => {
  it('reads whole numbers', () => {
    expect(parseQuantityText('3')).toBe(3);
    expect(parseQuantityText(' 12 ')).toBe(12);
    expect(parseQuantityText('0')).toBe(0);
  });

  it('gives null for anything else', () => {
    expect(parseQuantityText('')).toBeNull();
    expect(parseQuantityText('-1')).toBeNull();
    expect(parseQuantityText('1.5')).toBeNull();
    expect(parseQuantityText('abc')).toBeNull();
  });
});
