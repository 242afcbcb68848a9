import { describe, expect, it } from '@jest/globals';
import {
  DAY_FULLY_BOOKED,
  dayCounts,
  fileRequestBlock,
  isoDay,
  isoMonth,
  monthBounds,
  monthTitle,
  sameMonthOf,
  selectableYears,
} from './calendar-days';

describe('the availability calendar', () => {
  it('offers the years from 10 back to 10 ahead', () => {
    const years = selectableYears(2026);
    expect(years).toHaveLength(21);
    expect(years[0]).toBe(2016);
    expect(years.at(-1)).toBe(2036);
    expect(monthBounds(2026)).toEqual({ first: '2016-01', last: '2036-12' });
  });

  it('names days and months as calendar days', () => {
    const date = new Date('2026-03-01T00:00:00Z');
    expect(isoDay(date)).toBe('2026-03-01');
    expect(isoMonth(date)).toBe('2026-03');
    expect(monthTitle('2026-03')).toBe('March 2026');
    expect(sameMonthOf('2026-03', 2030)).toBe('2030-03');
  });

  it('disables File Request on a full day and on a past day, saying why', () => {
    expect(fileRequestBlock('2026-05-10', true, '2026-05-01')).toBe(DAY_FULLY_BOOKED);
    expect(DAY_FULLY_BOOKED).toBe('This day is fully booked (3 approved events).');
    expect(fileRequestBlock('2026-04-30', false, '2026-05-01')).toBe('The event cannot start in the past.');
    expect(fileRequestBlock('2026-05-01', false, '2026-05-01')).toBeNull();
  });

  it('writes a day’s counts in words, not as a ratio, and says them in full', () => {
    const open = dayCounts({ date: '2026-05-10', approved: 2, slotsLeft: 1, full: false });
    expect(open).toEqual({ booked: '2 booked', left: '1 left', spoken: '2 approved, 1 slots left' });
    const full = dayCounts({ date: '2026-05-11', approved: 3, slotsLeft: 0, full: true });
    expect(full).toEqual({ booked: '3 booked', left: 'Full', spoken: '3 approved, fully booked' });
    expect(dayCounts({ date: '2026-05-12', approved: 0, slotsLeft: 3, full: false }).left).toBe('3 left');
  });
});
