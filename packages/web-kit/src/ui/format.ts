import { BUSINESS_TIME_ZONE, formatPesos } from '@qmj/contracts';

/** One locale for every figure on screen, whatever the browser's language, so the pages read as the business writes. */
const LOCALE = 'en-PH';

const COUNT = new Intl.NumberFormat(LOCALE);
const DATE_TIME = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: BUSINESS_TIME_ZONE,
});
const DATE = {
  short: new Intl.DateTimeFormat(LOCALE, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: BUSINESS_TIME_ZONE,
  }),
  long: new Intl.DateTimeFormat(LOCALE, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: BUSINESS_TIME_ZONE,
  }),
};

/**
 * Centavos as pesos (₱1,234.50). The rule lives in contracts because the API's PDFs and notifications
 * print money the same way; `decimals: 0` is for the cart's line totals, which show whole pesos.
 */
export function formatPeso(centavos: number, { decimals = 2 }: { decimals?: 2 | 0 } = {}): string {
  return formatPesos(centavos, decimals);
}

/** A quantity or a stock with thousands separators (1,200). */
export function formatCount(value: number): string {
  return COUNT.format(value);
}

function formatted(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

/**
 * A stored time as the business reads it, in Manila (Mar 20, 2025, 1:07 PM). Text that is not a time
 * is shown as it came rather than hidden.
 */
export function formatDateTime(iso: string): string {
  return formatted(DATE_TIME, iso);
}

/**
 * The day of a stored time in Manila: `short` month for lists (Mar 20, 2025), `long` for news (March 20, 2025).
 * A bare `YYYY-MM-DD` reads as that day, since its UTC midnight is already morning in Manila.
 */
export function formatDate(iso: string, { month = 'short' }: { month?: 'short' | 'long' } = {}): string {
  return formatted(DATE[month], iso);
}
