import {
  type Availability,
  BOOKING_MESSAGES,
  MAX_APPROVED_BOOKINGS_PER_DAY,
  monthName,
  YEAR_SELECTOR_SPAN,
} from '@qmj/contracts';

export const DAY_FULLY_BOOKED = `This day is fully booked (${MAX_APPROVED_BOOKINGS_PER_DAY} approved events).`;

/** The year selector: from 10 years back to 10 years ahead of this year. */
export function selectableYears(thisYear: number): number[] {
  return Array.from({ length: 2 * YEAR_SELECTOR_SPAN + 1 }, (_year, index) => thisYear - YEAR_SELECTOR_SPAN + index);
}

/** The first and last `YYYY-MM` the calendar may show, so it never leaves the year selector's years. */
export function monthBounds(thisYear: number): { first: string; last: string } {
  return { first: `${thisYear - YEAR_SELECTOR_SPAN}-01`, last: `${thisYear + YEAR_SELECTOR_SPAN}-12` };
}

/**
 * The calendar day of a date the calendar gives: it runs in UTC so that its days are plain calendar days
 * (docs/money-and-time.md), whatever the browser's zone.
 */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function isoMonth(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** 'May 2026' for `2026-05`. */
export function monthTitle(month: string): string {
  return `${monthName(Number(month.slice(5, 7)), 'long')} ${month.slice(0, 4)}`;
}

/** The same month of another year (the year selector). */
export function sameMonthOf(month: string, year: number): string {
  return `${year}-${month.slice(5, 7)}`;
}

/** Why File Request is disabled for a day (past, or 3 approved bookings), or null when a request may be filed. */
export function fileRequestBlock(day: string, full: boolean, today: string): string | null {
  if (day < today) return BOOKING_MESSAGES.startInPast;
  return full ? DAY_FULLY_BOOKED : null;
}

/** A day's approved events and slots left, as its cell writes them and as a screen reader says them. */
export interface DayCounts {
  /** '2 booked'. */
  booked: string;
  /** '1 left', or 'Full' when no slot is left. */
  left: string;
  /** '2 approved, 1 slots left', or '3 approved, fully booked'. */
  spoken: string;
}

/** The counts of a day in words a customer reads at a glance ('2 booked', '1 left'), not a ratio ('2 / 1'). */
export function dayCounts({ approved, slotsLeft, full }: Availability['days'][number]): DayCounts {
  return {
    booked: `${approved} booked`,
    left: full ? 'Full' : `${slotsLeft} left`,
    spoken: `${approved} approved, ${full ? 'fully booked' : `${slotsLeft} slots left`}`,
  };
}
