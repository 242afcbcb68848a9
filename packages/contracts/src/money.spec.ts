import { describe, expect, it } from '@jest/globals';
import { formatCount, formatPercent, formatPesos, pesosToCentavos } from './money.js';

describe('formatPesos', () => {
  it('shows ₱ with thousands separators and two decimals', () => {
    expect(formatPesos(123456789)).toBe('₱1,234,567.89');
    expect(formatPesos(0)).toBe('₱0.00');
    expect(formatPesos(5)).toBe('₱0.05');
    expect(formatPesos(100000)).toBe('₱1,000.00');
    expect(formatPesos(99999)).toBe('₱999.99');
    expect(formatPesos(-123456)).toBe('₱-1,234.56');
  });

  it('writes what en-PH number formatting writes', () => {
    const intl = (centavos: number) =>
      `₱${(centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    for (const centavos of [0, 1, 99, 100, 1999, 123456, 1000000, 98765432100, -50, -123456789])
      expect(formatPesos(centavos)).toBe(intl(centavos));
  });

  it('turns pesos into whole centavos', () => {
    expect(pesosToCentavos(19.99)).toBe(1999);
  });
});

describe('formatCount', () => {
  it('writes a whole count as en-PH number formatting writes it', () => {
    for (const count of [0, 7, 999, 1000, 1200, 65535, 1234567, 98765432100, -1, -1200])
      expect(formatCount(count)).toBe(count.toLocaleString('en-PH'));
  });

  it('shows a count that is not whole rounded to the unit', () => {
    expect(formatCount(1199.6)).toBe('1,200');
    expect(formatCount(-0.2)).toBe('0');
  });
});

describe('formatPercent', () => {
  it('writes a rate as a percentage, to at most two decimals', () => {
    expect(formatPercent(0.2)).toBe('20%');
    expect(formatPercent(0.125)).toBe('12.5%');
    expect(formatPercent(0.07)).toBe('7%');
    expect(formatPercent(1 / 3)).toBe('33.33%');
  });
});
