import {
  DASHBOARD_MESSAGES,
  isCalendarDate,
  manilaToday,
  monthName,
  type SalesQuery,
  type SalesTimeframe,
} from '@qmj/contracts';

/** The timeframe selector's choices, in the order it offers them. */
export const TIMEFRAME_LABELS: Record<SalesTimeframe, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

/** The chart's period: a timeframe, a year and, read for the daily bars only, a month (1–12). */
export interface SalesPeriod {
  timeframe: SalesTimeframe;
  year: number;
  month: number;
}

/** The visitors chart's range of days, both included (`YYYY-MM-DD`). */
export interface DayRange {
  from: string;
  to: string;
}

/** Days the visitors chart shows until another range is chosen. */
export const DEFAULT_VISITOR_DAYS = 30;
const MAX_VISITOR_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

function utcDay(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** The month selector's choices: 1 January … 12 December. */
export const MONTHS = Array.from({ length: 12 }, (_, index) => ({
  value: index + 1,
  label: monthName(index + 1, 'long'),
}));

/** The period shown first: this Manila month's year and month, by month. */
export function currentSalesPeriod(now: Date = new Date()): SalesPeriod {
  const [year, month] = manilaToday(now).split('-').map(Number);
  return { timeframe: 'monthly', year, month };
}

/** What the sales chart and the sales report are asked for: the month is sent for the daily bars only. */
export function salesQuery({ timeframe, year, month }: SalesPeriod): SalesQuery {
  return timeframe === 'daily' ? { timeframe, year, month } : { timeframe, year };
}

/** A calendar day as the charts label it (Jan 5), read from its text: the browser's own zone cannot shift it a day. */
export function dayLabel(date: string): string {
  return `${monthName(Number(date.slice(5, 7)), 'short')} ${Number(date.slice(8, 10))}`;
}

/** A bar's label as the API sends it (a day, a week's Sunday `YYYY-MM-DD`, a month `YYYY-MM`), readable. */
export function salesLabel(label: string, timeframe: SalesTimeframe): string {
  return timeframe === 'monthly' ? monthName(Number(label.slice(5, 7)), 'short') : dayLabel(label);
}

/** The last `days` Manila days up to today. */
export function lastDays(days: number, now: Date = new Date()): DayRange {
  const to = manilaToday(now);
  const from = new Date(utcDay(to).getTime() - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

/** Why a chosen range cannot be shown (no date, the end before the start, more than 366 days), or null. */
export function dayRangeProblem({ from, to }: DayRange): string | null {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return DASHBOARD_MESSAGES.rangeInvalid;
  const days = (utcDay(to).getTime() - utcDay(from).getTime()) / DAY_MS + 1;
  return days < 1 || days > MAX_VISITOR_DAYS ? DASHBOARD_MESSAGES.rangeInvalid : null;
}
