import { describe, expect, it } from '@jest/globals';
import { DASHBOARD_MESSAGES } from '@qmj/contracts';
import {
  currentSalesPeriod,
  dayLabel,
  dayRangeProblem,
  lastDays,
  MONTHS,
  salesLabel,
  salesQuery,
} from './sales-period';

// 31 Dec 2025 at 17:30 UTC is already 1 January 2026 in Manila.
const MANILA_NEW_YEAR = new Date('2025-12-31T17:30:00Z');

describe('the sales period', () => {
  it('starts at the Manila month, by month', () => {
    expect(currentSalesPeriod(MANILA_NEW_YEAR)).toEqual({ timeframe: 'monthly', year: 2026, month: 1 });
    expect(currentSalesPeriod(new Date('2025-12-31T15:30:00Z'))).toEqual({
      timeframe: 'monthly',
      year: 2025,
      month: 12,
    });
  });

  it('asks for the month with the daily bars only', () => {
    expect(salesQuery({ timeframe: 'daily', year: 2025, month: 3 })).toEqual({
      timeframe: 'daily',
      year: 2025,
      month: 3,
    });
    expect(salesQuery({ timeframe: 'weekly', year: 2025, month: 3 })).toEqual({ timeframe: 'weekly', year: 2025 });
    expect(salesQuery({ timeframe: 'monthly', year: 2025, month: 3 })).toEqual({ timeframe: 'monthly', year: 2025 });
  });

  it('offers the twelve months by name', () => {
    expect(MONTHS).toHaveLength(12);
    expect(MONTHS[0]).toEqual({ value: 1, label: 'January' });
    expect(MONTHS[11]).toEqual({ value: 12, label: 'December' });
  });
});

describe('labels', () => {
  it('shows days and weeks (their Sunday) as the day, months by their short name', () => {
    expect(salesLabel('2025-03-05', 'daily')).toBe('Mar 5');
    expect(salesLabel('2024-12-29', 'weekly')).toBe('Dec 29');
    expect(salesLabel('2025-01', 'monthly')).toBe('Jan');
    expect(salesLabel('2025-12', 'monthly')).toBe('Dec');
    expect(dayLabel('2025-01-01')).toBe('Jan 1');
  });
});

describe('the visitors range', () => {
  it('is the last 30 Manila days at first, today included', () => {
    expect(lastDays(30, MANILA_NEW_YEAR)).toEqual({ from: '2025-12-03', to: '2026-01-01' });
    expect(lastDays(1, MANILA_NEW_YEAR)).toEqual({ from: '2026-01-01', to: '2026-01-01' });
  });

  it('takes one day up to 366, the end not before the start', () => {
    expect(dayRangeProblem({ from: '2025-03-01', to: '2025-03-01' })).toBeNull();
    expect(dayRangeProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(dayRangeProblem({ from: '2024-01-01', to: '2025-01-01' })).toBe(DASHBOARD_MESSAGES.rangeInvalid);
    expect(dayRangeProblem({ from: '2025-03-02', to: '2025-03-01' })).toBe(DASHBOARD_MESSAGES.rangeInvalid);
    expect(dayRangeProblem({ from: '', to: '2025-03-01' })).toBe(DASHBOARD_MESSAGES.rangeInvalid);
    expect(dayRangeProblem({ from: '2025-02-30', to: '2025-03-01' })).toBe(DASHBOARD_MESSAGES.rangeInvalid);
  });
});
