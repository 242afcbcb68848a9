import { describe, expect, it } from '@jest/globals';
import { BUSINESS_TIME_ZONE } from '@qmj/contracts';
import { IntlTimeZone } from './intl-time-zone';

const manila = new IntlTimeZone(BUSINESS_TIME_ZONE);

describe('the calendar on the business clock', () => {
  it('reads an instant as Manila wall-clock time, on the next day after 16:00 UTC', () => {
    expect(manila.timestampToArray(Date.UTC(2026, 0, 31, 20, 15, 30, 250))).toEqual([2026, 1, 1, 4, 15, 30, 250]);
  });

  it('reads midnight as hour 0', () => {
    expect(manila.timestampToArray(Date.UTC(2026, 5, 30, 16, 0))).toEqual([2026, 6, 1, 0, 0, 0, 0]);
  });

  it('puts Manila 8 hours ahead of UTC', () => {
    expect(manila.offsetForArray([2026, 1, 1, 4, 15, 30, 250])).toBe(480);
  });

  it('follows a zone with daylight saving', () => {
    const newYork = new IntlTimeZone('America/New_York');
    expect(newYork.offsetForArray([2026, 0, 15, 12, 0, 0, 0])).toBe(-300);
    expect(newYork.offsetForArray([2026, 6, 15, 12, 0, 0, 0])).toBe(-240);
  });
});
