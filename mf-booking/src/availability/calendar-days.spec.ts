import { describe, expect, it } from '@jest/globals';
import {
  DAY_FULLY_BOOKED,
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
});
