import { describe, expect, it } from '@jest/globals';
import { formatPesos, pesosToCentavos } from './money.js';

describe('formatPesos', () => {
  it('shows ₱ with thousands separators and the asked decimals', () => {
    expect(formatPesos(123456789)).toBe('₱1,234,567.89');
    expect(formatPesos(150000, 0)).toBe('₱1,500');
    expect(formatPesos(0)).toBe('₱0.00');
  });

  it('turns pesos into whole centavos', () => {
    expect(pesosToCentavos(19.99)).toBe(1999);
  });
});
