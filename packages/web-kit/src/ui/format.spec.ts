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

describe('the dates, written out', () => {
  it("read as en-PH's Intl writes them in Manila, at every hour of many days", () => {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-PH', { ...options, timeZone: 'Asia/Manila' });
    const dateTime = intl({ dateStyle: 'medium', timeStyle: 'short' });
    const short = intl({ year: 'numeric', month: 'short', day: 'numeric' });
    const long = intl({ year: 'numeric', month: 'long', day: 'numeric' });
    // Every 17 hours and 13 minutes from 2000 to 2040: each hour of the day and each month, leap days included.
    for (let time = Date.UTC(2000, 0, 1); time < Date.UTC(2040, 0, 1); time += (17 * 60 + 13) * 60 * 1000) {
      const iso = new Date(time).toISOString();
      expect(formatDateTime(iso)).toBe(dateTime.format(time));
      expect(formatDate(iso)).toBe(short.format(time));
      expect(formatDate(iso, { month: 'long' })).toBe(long.format(time));
    }
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
