import { describe, expect, it } from '@jest/globals';
import { formatCount, formatDate, formatDateTime, formatPeso } from './format';

describe('formatPeso', () => {
  it('shows centavos as pesos with two decimals and thousands separators', () => {
    expect(formatPeso(123456789)).toBe('₱1,234,567.89');
    expect(formatPeso(35000)).toBe('₱350.00');
    expect(formatPeso(0)).toBe('₱0.00');
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(1200)).toBe('1,200');
    expect(formatCount(7)).toBe('7');
  });
});

describe('formatDateTime', () => {
  it('shows a stored UTC time in Manila (UTC+8)', () => {
    expect(formatDateTime('2025-03-20T05:07:00.000Z')).toBe('Mar 20, 2025, 1:07 PM');
    expect(formatDateTime('2025-03-20T17:30:00.000Z')).toBe('Mar 21, 2025, 1:30 AM');
  });

  it('leaves text that is not a time as it came', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

describe('formatDate', () => {
  it('shows the day in Manila with a short month by default', () => {
    expect(formatDate('2025-03-20T17:30:00.000Z')).toBe('Mar 21, 2025');
  });

  it('shows a long month when asked, and reads a bare date as that day', () => {
    expect(formatDate('2025-03-20', { month: 'long' })).toBe('March 20, 2025');
    expect(formatDate('2025-05-08', { month: 'long' })).toBe('May 8, 2025');
  });

  it('leaves text that is not a time as it came', () => {
    expect(formatDate('')).toBe('');
  });
});
