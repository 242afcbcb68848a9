import { describe, expect, it } from '@jest/globals';
import { salesBuckets } from './sales-calendar.js';

describe('the sales calendar', () => {
  it('makes a bar for every day of the month, week overlapping the year, or month', () => {
    const daily = salesBuckets('daily', 2024, 2);
    expect(daily.labels).toHaveLength(29);
    expect([daily.from, daily.to]).toEqual(['2024-02-01', '2024-02-29']);

    const weekly = salesBuckets('weekly', 2026, undefined);
    expect(weekly.labels[0]).toBe('2025-12-28'); // the week of Thursday 1 January
    expect(weekly.labels.at(-1)).toBe('2026-12-27');
    expect(weekly.labels).toHaveLength(53);
    expect(weekly.labelOf('2026-01-31')).toBe('2026-01-25');
    expect([weekly.from, weekly.to]).toEqual(['2026-01-01', '2026-12-31']);

    const monthly = salesBuckets('monthly', 2026, undefined);
    expect(monthly.labels).toEqual(Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`));
    expect(monthly.labelOf('2026-03-15')).toBe('2026-03');
  });
});
