import { MAX_RANGE_DAYS } from './booking-calendar.js';
import { YEAR_SELECTOR_SPAN } from './constants.js';

/** The sales chart's timeframes: the days of a month, the Sunday-started weeks of a year, or its months. */
export const SALES_TIMEFRAMES = ['daily', 'weekly', 'monthly'] as const;
export type SalesTimeframe = (typeof SALES_TIMEFRAMES)[number];

/** The doughnut's six colours, in order; a seventh category takes the first again. */
export const CATEGORY_COLORS = ['#7a3e9d', '#f2b134', '#c0587e', '#2f9e8f', '#3f6fd8', '#e4673a'] as const;

export const DASHBOARD_MESSAGES = {
  yearRange: `Please choose a year within ${YEAR_SELECTOR_SPAN} years of this one.`,
  monthRange: 'Please choose a month from 1 to 12.',
  rangeInvalid: `Please choose a range of at most ${MAX_RANGE_DAYS} days, the end not before the start.`,
  pathInvalid: 'path must be a page path such as /home.',
} as const;

/** The years the selector offers: ten back to ten ahead of `currentYear`. */
export function selectableYears(currentYear: number): number[] {
  return Array.from({ length: YEAR_SELECTOR_SPAN * 2 + 1 }, (_, index) => currentYear - YEAR_SELECTOR_SPAN + index);
}

/** The doughnut's slice of the booking payments, beside the product categories (no category has id 0). */
export const EVENT_SALES_CATEGORY = { categoryId: 0, categoryName: 'Events' } as const;
