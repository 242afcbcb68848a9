import { formatClockTime, MANILA_OFFSET_MS, monthName } from '@qmj/contracts';

/**
 * Money (₱1,234.50), counts (1,200), rates as percentages and a booking's times of day (2:30 PM; 9:00 AM – 5:30 PM)
 * are written by contracts' rules, which the API's PDFs, notifications and mails print with too.
 */
export {
  formatClockSpan,
  formatClockTime,
  formatCount,
  formatPercent,
  formatPesos as formatPeso,
} from '@qmj/contracts';

/**
 * Manila keeps UTC+8 all year (docs/money-and-time.md), so its wall clock is the UTC one moved 8 hours (`MANILA_OFFSET_MS`). Dates are
 * written out from it, as money is, rather than through `Intl.DateTimeFormat`: making one with a time zone cost a
 * phone some 20 ms inside the first render of every page that shows a date. The words are en-PH's, as Intl writes
 * them (format.spec.ts compares the two).
 */

/** The Manila wall clock of a stored time (read with the `getUTC…` methods), or null for text that is not a time. */
function manilaClock(iso: string): Date | null {
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? null : new Date(time + MANILA_OFFSET_MS);
}

/** Mar 20, 2025 or March 20, 2025. */
function dayText(clock: Date, month: 'short' | 'long'): string {
  return `${monthName(clock.getUTCMonth() + 1, month)} ${clock.getUTCDate()}, ${clock.getUTCFullYear()}`;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A stored time as the business reads it, in Manila (Mar 20, 2025, 1:07 PM). Text that is not a time
 * is shown as it came rather than hidden.
 */
export function formatDateTime(iso: string): string {
  const clock = manilaClock(iso);
  if (!clock) return iso;
  return `${dayText(clock, 'short')}, ${formatClockTime(`${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`)}`;
}

/**
 * The day of a stored time in Manila: `short` month for lists (Mar 20, 2025), `long` for news (March 20, 2025).
 * A bare `YYYY-MM-DD` reads as that day, since its UTC midnight is already morning in Manila.
 */
export function formatDate(iso: string, { month = 'short' }: { month?: 'short' | 'long' } = {}): string {
  const clock = manilaClock(iso);
  return clock ? dayText(clock, month) : iso;
}
