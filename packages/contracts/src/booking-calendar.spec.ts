import { describe, expect, it } from '@jest/globals';
import {
  coveredDays,
  daysOfMonth,
  earliestStartCovering,
  formatClockSpan,
  formatClockTime,
  ISO_TIME,
  isCalendarDate,
  MAX_EVENT_DAYS,
  manilaToday,
  monthName,
  shiftDay,
  weekStart,
} from './booking-calendar.js';

describe('calendar days', () => {
  it('starts a week on its Sunday', () => {
    expect(weekStart('2026-01-31')).toBe('2026-01-25'); // a Saturday
    expect(weekStart('2026-02-01')).toBe('2026-02-01'); // a Sunday
    expect(shiftDay('2024-02-28', 1)).toBe('2024-02-29');
  });
});

describe('earliestStartCovering', () => {
  it('is the start of the longest event that ends on the day, across months and a leap day', () => {
    expect(earliestStartCovering('2026-12-31')).toBe('2026-12-01');
    expect(earliestStartCovering('2024-03-15')).toBe('2024-02-14');
    expect(earliestStartCovering('2027-01-10')).toBe('2026-12-11');
    expect(coveredDays(earliestStartCovering('2024-03-01'), '2024-03-01')).toHaveLength(MAX_EVENT_DAYS);
  });
});

describe('isCalendarDate', () => {
  it('takes a real day written as YYYY-MM-DD', () => {
    expect(isCalendarDate('2025-04-30')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
  });

  it('refuses a day the calendar does not have, or another writing', () => {
    for (const text of ['2025-04-31', '2025-02-29', '2025-13-01', '2025-00-10', '2025-4-03', '03/04/2025', ''])
      expect(isCalendarDate(text)).toBe(false);
  });
});

describe('ISO_TIME', () => {
  it('takes HH:mm on a 24-hour clock only', () => {
    for (const time of ['00:00', '09:30', '23:59']) expect(ISO_TIME.test(time)).toBe(true);
    for (const time of ['24:00', '9:30', '12:60', '12:00:00']) expect(ISO_TIME.test(time)).toBe(false);
  });
});

describe('coveredDays', () => {
  it('lists every day from start to end, both included, across a month and a leap day', () => {
    expect(coveredDays('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(coveredDays('2025-12-31', '2026-01-01')).toEqual(['2025-12-31', '2026-01-01']);
  });

  it('is one day for a one-day event and none when the end is before the start', () => {
    expect(coveredDays('2025-06-10', '2025-06-10')).toEqual(['2025-06-10']);
    expect(coveredDays('2025-06-10', '2025-06-09')).toEqual([]);
  });
});

describe('daysOfMonth', () => {
  it('lists the whole month, however long', () => {
    expect(daysOfMonth('2024-02')).toHaveLength(29);
    expect(daysOfMonth('2025-02')).toHaveLength(28);
    expect(daysOfMonth('2025-04').at(-1)).toBe('2025-04-30');
    expect(daysOfMonth('2025-12')[0]).toBe('2025-12-01');
  });
});

describe('monthName', () => {
  it("is the name en-PH's Intl gives each month, long and short", () => {
    for (let month = 1; month <= 12; month++) {
      const day = Date.UTC(2026, month - 1, 5);
      for (const width of ['long', 'short'] as const) {
        expect(monthName(month, width)).toBe(
          new Intl.DateTimeFormat('en-PH', { month: width, timeZone: 'UTC' }).format(day),
        );
      }
    }
  });
});

describe('manilaToday', () => {
  it('is the date in Manila (UTC+8), not in UTC', () => {
    expect(manilaToday(new Date('2025-06-10T15:59:59Z'))).toBe('2025-06-10');
    expect(manilaToday(new Date('2025-06-10T16:00:00Z'))).toBe('2025-06-11');
  });

  it('is the day Intl names in Asia/Manila, at every hour of many days', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' });
    // Every 7 hours and 13 minutes from 2000 to 2040: each hour of the day and each month, leap days included.
    for (let time = Date.UTC(2000, 0, 1); time < Date.UTC(2040, 0, 1); time += (7 * 60 + 13) * 60 * 1000) {
      expect(manilaToday(new Date(time))).toBe(intl.format(time));
    }
  });
});

describe('formatClockTime', () => {
  it('reads a 24-hour time of day in the 12-hour clock', () => {
    expect(formatClockTime('00:05')).toBe('12:05 AM');
    expect(formatClockTime('08:00')).toBe('8:00 AM');
    expect(formatClockTime('12:30')).toBe('12:30 PM');
    expect(formatClockTime('14:30')).toBe('2:30 PM');
    expect(formatClockTime('23:59')).toBe('11:59 PM');
  });

  it('leaves text that is not a time of day as it came', () => {
    expect(formatClockTime('9am')).toBe('9am');
    expect(formatClockTime('')).toBe('');
  });
});

describe('formatClockSpan', () => {
  it('joins a start and an end time', () => {
    expect(formatClockSpan('09:00', '17:30')).toBe('9:00 AM – 5:30 PM');
  });
});
