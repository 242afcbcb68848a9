import { describe, expect, it } from '@jest/globals';
import { formatPesos, pesosToCentavos } from './money.js';

describe('formatPesos', () => {
  it('shows ₱ with thousands separators and the asked decimals', () => {
    expect(formatPesos(123456789)).toBe('₱1,234,567.89');
    expect(formatPesos(150000, 0)).toBe('₱1,500');
    expect(formatPesos(0)).toBe('₱0.00');
    expect(formatPesos(5)).toBe('₱0.05');
    expect(formatPesos(100000)).toBe('₱1,000.00');
    expect(formatPesos(99999)).toBe('₱999.99');
    expect(formatPesos(150050, 0)).toBe('₱1,501');
    expect(formatPesos(-123456)).toBe('₱-1,234.56');
  });

  it('writes what en-PH number formatting writes', () => {
    const intl = (centavos: number, digits: number) =>
      `₱${(centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
    for (const centavos of [0, 1, 99, 100, 1999, 123456, 1000000, 98765432100, -50, -123456789])
      for (const digits of [0, 2]) expect(formatPesos(centavos, digits)).toBe(intl(centavos, digits));
  });

  it('turns pesos into whole centavos', () => {
    expect(pesosToCentavos(19.99)).toBe(1999);
  });
});
