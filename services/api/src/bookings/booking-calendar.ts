import { BUSINESS, BUSINESS_TIME_ZONE } from '@qmj/contracts';

const manilaClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The instant a Manila calendar date and time of day (`YYYY-MM-DD`, `HH:mm`) stand for. */
export function manilaInstant(date: string, time: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  const part = Object.fromEntries(manilaClock.formatToParts(guess).map(({ type, value }) => [type, Number(value)]));
  const shown = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute);
  return new Date(guess.getTime() - (shown - guess.getTime()));
}

/** `20260131T040506Z`: an instant in the iCalendar UTC form. */
function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A TEXT value: backslashes, semicolons, commas and line breaks escaped (RFC 5545, 3.3.11). */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A content line folded at 75 octets, never inside a UTF-8 character (RFC 5545, 3.1). */
function fold(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    // The first line holds 75 octets; each continuation line starts with a space, so 74 more.
    if (octets + size > (pieces.length === 0 ? 75 : 74)) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

export interface CalendarEvent {
  id: number;
  eventTitle: string;
  serviceTitle: string;
  description: string;
  location: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

/**
 * An approved booking as an iCalendar file (docs/bookings.md): one VEVENT from its start to its
 * end, Manila times given in UTC so that no VTIMEZONE is needed. `domain` makes the UID unique.
 */
export function bookingCalendar(event: CalendarEvent, domain: string, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${BUSINESS.name}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:booking-${event.id}@${domain}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(manilaInstant(event.startDate, event.startTime))}`,
    `DTEND:${utcStamp(manilaInstant(event.endDate, event.endTime))}`,
    `SUMMARY:${escapeText(event.eventTitle)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(`${event.serviceTitle}\n${event.description}`)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
