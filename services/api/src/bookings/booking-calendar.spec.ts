import { describe, expect, it } from '@jest/globals';
import { bookingCalendar, manilaInstant } from './booking-calendar.js';

const EVENT = {
  id: 7,
  eventTitle: 'Ana; 7th birthday, with "friends"',
  serviceTitle: 'Birthday Party Package',
  description: 'Balloons\nand a clown',
  location: 'Poblacion, Lipa City',
  startDate: '2026-03-01',
  startTime: '14:00',
  endDate: '2026-03-02',
  endTime: '01:30',
};

describe('booking calendar file', () => {
  it('reads Manila wall-clock times as UTC+8 instants, across a day boundary', () => {
    expect(manilaInstant('2026-03-01', '14:00').toISOString()).toBe('2026-03-01T06:00:00.000Z');
    expect(manilaInstant('2026-03-01', '05:30').toISOString()).toBe('2026-02-28T21:30:00.000Z');
  });

  it('writes one VEVENT with CRLF lines, UTC times and escaped text', () => {
    const text = bookingCalendar(EVENT, 'qmj.test', new Date('2026-02-01T00:00:00.000Z'));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:booking-7@qmj.test',
        'DTSTAMP:20260201T000000Z',
        'DTSTART:20260301T060000Z',
        'DTEND:20260301T173000Z',
        'SUMMARY:Ana\\; 7th birthday\\, with "friends"',
        'LOCATION:Poblacion\\, Lipa City',
        'DESCRIPTION:Birthday Party Package\\nBalloons\\nand a clown',
      ]),
    );
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const text = bookingCalendar({ ...EVENT, location: 'Lungsod ng Lipa, ñ '.repeat(12) }, 'qmj.test');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(`LOCATION:${'Lungsod ng Lipa\\, ñ '.repeat(12)}`);
  });
});
