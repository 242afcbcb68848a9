import { MANILA_OFFSET_MS } from './constants.js';

/** The longest event, in days, both ends included. */
export const MAX_EVENT_DAYS = 31;
/** The longest range a calendar query may ask for, in days (a year, leap day included). */
export const MAX_RANGE_DAYS = 366;

export const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const ISO_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function utcDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/**
 * The earliest day an event covering `date` can have started: `MAX_EVENT_DAYS` − 1 days before it. The
 * bookings covering a day are read from there, so that the read stays within a month of bookings
 * however many years of them there are.
 */
export function earliestStartCovering(date: string): string {
  return shiftDay(date, -(MAX_EVENT_DAYS - 1));
}

/** A Manila calendar day (`YYYY-MM-DD`) moved by `days` (calendar arithmetic needs no time zone). */
export function shiftDay(day: string, days: number): string {
  const date = utcDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Sunday that starts the week of `day` (docs/money-and-time.md: a week starts on Sunday). */
export function weekStart(day: string): string {
  return shiftDay(day, -utcDate(day).getUTCDay());
}

/** Whether a `YYYY-MM-DD` text names a real day (no 31 April). */
export function isCalendarDate(date: string): boolean {
  return ISO_DATE.test(date) && utcDate(date).toISOString().slice(0, 10) === date;
}

/** Every Manila calendar day from `startDate` to `endDate`, both included (`YYYY-MM-DD`). */
export function coveredDays(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let day = utcDate(startDate); day <= utcDate(endDate); day.setUTCDate(day.getUTCDate() + 1)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Today's date in Manila, `YYYY-MM-DD`, from its fixed UTC+8 clock: an `Intl.DateTimeFormat` with the time zone
 * took a phone some 75 ms to make (its time-zone data), in the early script of every page that asks for a day.
 */
export function manilaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A month's name as en-PH writes it, by its number (1 is January): `long` March, `short` Mar. Written out rather
 * than through `Intl.DateTimeFormat`, whose first one took a phone some 70 ms to make (its locale data).
 */
export function monthName(month: number, width: 'short' | 'long'): string {
  const name = MONTH_NAMES[month - 1] ?? '';
  return width === 'short' ? name.slice(0, 3) : name;
}

/** Every day of a `YYYY-MM` month. */
export function daysOfMonth(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return coveredDays(`${month}-01`, `${month}-${String(last).padStart(2, '0')}`);
}

/**
 * A booking's `HH:mm` time of day in the 12-hour clock the business writes its hours in (8:00 AM, 2:30 PM): the
 * same on the customer's and the administrator's pages and in the mails. Text that is not such a time is shown as
 * it came.
 */
export function formatClockTime(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  return `${hours % 12 || 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A start and an end time as one span (9:00 AM – 5:30 PM). */
export function formatClockSpan(start: string, end: string): string {
  return `${formatClockTime(start)} – ${formatClockTime(end)}`;
}
