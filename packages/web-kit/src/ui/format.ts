import { BUSINESS_TIME_ZONE } from '@qmj/contracts';

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

/** One locale for every figure on screen, whatever the browser's language, so the pages read as the business writes. */
const LOCALE = 'en-PH';

/** A formatter made on its first use: making one (its locale and time-zone data) is slow on a phone, and most pages use few. */
function onFirstUse<Format>(make: () => Format): () => Format {
  let made: Format | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const dateTime = onFirstUse(
  () => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE }),
);
const dayOf = {
  short: onFirstUse(
    () =>
      new Intl.DateTimeFormat(LOCALE, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: BUSINESS_TIME_ZONE,
      }),
  ),
  long: onFirstUse(
    () =>
      new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'long', day: 'numeric', timeZone: BUSINESS_TIME_ZONE }),
  ),
};

function formatted(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

/**
 * A stored time as the business reads it, in Manila (Mar 20, 2025, 1:07 PM). Text that is not a time
 * is shown as it came rather than hidden.
 */
export function formatDateTime(iso: string): string {
  return formatted(dateTime(), iso);
}

/**
 * The day of a stored time in Manila: `short` month for lists (Mar 20, 2025), `long` for news (March 20, 2025).
 * A bare `YYYY-MM-DD` reads as that day, since its UTC midnight is already morning in Manila.
 */
export function formatDate(iso: string, { month = 'short' }: { month?: 'short' | 'long' } = {}): string {
  return formatted(dayOf[month](), iso);
}
