import { describe, expect, it } from '@jest/globals';
import { checkoutTotal, linesTotal, lineTotal, selectedLines } from './cart-totals';

const lines = [
  { id: 1, unitPrice: 15_050, quantity: 2 },
  { id: 2, unitPrice: 9_900, quantity: 1 },
  { id: 3, unitPrice: 100, quantity: 5 },
];

describe('cart totals', () => {
  it('multiplies a line', () => {
    expect(lineTotal(lines[0])).toBe(30_100);
  });

  it('keeps the selected lines in order', () => {
    expect(selectedLines(lines, new Set([3, 1])).map((line) => line.id)).toEqual([1, 3]);
    expect(selectedLines(lines, new Set())).toEqual([]);
  });

  it('sums the selected lines', () => {
    expect(linesTotal(selectedLines(lines, new Set([1, 2])))).toBe(40_000);
    expect(linesTotal([])).toBe(0);
  });

  it('adds one shipping fee per order to the checkout total', () => {
    expect(checkoutTotal(lines.slice(0, 2), 3_000)).toBe(46_000);
    expect(checkoutTotal(lines.slice(0, 2), null)).toBe(40_000);
  });
});
