import { describe, expect, it } from '@jest/globals';
import { checkoutTotal, linesTotal, lineTotal } from './cart-totals';

const lines = [
  { unitPrice: 15_050, quantity: 2 },
  { unitPrice: 9_900, quantity: 1 },
];

describe('cart totals', () => {
  it('multiplies a line', () => {
    expect(lineTotal(lines[0])).toBe(30_100);
  });

  it('sums the lines', () => {
    expect(linesTotal(lines)).toBe(40_000);
    expect(linesTotal([])).toBe(0);
  });

  it('adds one shipping fee per order to the checkout total', () => {
    expect(checkoutTotal(lines, 3_000)).toBe(46_000);
    expect(checkoutTotal(lines, null)).toBe(40_000);
    expect(checkoutTotal([], 3_000)).toBe(0);
  });
});
