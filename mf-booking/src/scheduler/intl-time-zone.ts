import { createPlugin } from '@fullcalendar/core';

/** FullCalendar's date arrays: year, month index, day, hour, minute, second, millisecond. */
type DateArray = number[];

function utcOf(parts: DateArray): number {
  const [year, month = 0, day = 1, hour = 0, minute = 0, second = 0, millisecond = 0] = parts;
  return Date.UTC(year, month, day, hour, minute, second, millisecond);
}

/**
 * A named time zone for FullCalendar read from the browser's own time-zone data, so the calendar draws and
 * answers times on the business's clock whatever zone the browser is in (docs/money-and-time.md).
 */
export class IntlTimeZone {
  private readonly wallClock: Intl.DateTimeFormat;

  constructor(readonly timeZoneName: string) {
    this.wallClock = new Intl.DateTimeFormat('en-US', {
      timeZone: timeZoneName,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  }

  /** The wall-clock time in the zone at the instant `ms`. */
  timestampToArray(ms: number): DateArray {
    const part: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = Object.fromEntries(
      this.wallClock.formatToParts(ms).map(({ type, value }) => [type, Number(value)]),
    );
    const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = part;
    return [year, month - 1, day, hour, minute, second, ((ms % 1000) + 1000) % 1000];
  }

  /** The zone's offset from UTC in minutes at a wall-clock time (exact for a zone without daylight saving). */
  offsetForArray(parts: DateArray): number {
    const asUtc = utcOf(parts);
    return Math.round((utcOf(this.timestampToArray(asUtc)) - asUtc) / 60_000);
  }
}

/** Gives the calendar's `timeZone` option named zones (FullCalendar alone can only use UTC or the browser's zone). */
export const intlTimeZonePlugin = createPlugin({ name: 'qmj-intl-time-zone', namedTimeZonedImpl: IntlTimeZone });
