import { describe, expect, it } from '@jest/globals';
import { BOOKING_MESSAGES } from './booking-messages.js';
import { bookedRecordFieldsSchema, scheduleEventFieldsSchema } from './booking-schedule.js';

describe('scheduleEventFieldsSchema', () => {
  const event = { text: 'Ocular visit', startDate: '2025-06-10T09:00:00+08:00', endDate: '2025-06-10T10:00:00+08:00' };

  it('takes an event ending when or after it starts, in any offset', () => {
    expect(scheduleEventFieldsSchema.safeParse(event).success).toBe(true);
    expect(scheduleEventFieldsSchema.safeParse({ ...event, endDate: '2025-06-10T01:00:00Z' }).success).toBe(true);
  });

  it('refuses an event ending before it starts, compared as instants', () => {
    expect(
      scheduleEventFieldsSchema.safeParse({ ...event, endDate: '2025-06-10T00:59:59Z' }).error?.issues[0],
    ).toMatchObject({ message: 'The event cannot end before it starts.', path: ['endDate'] });
  });

  it('wants ISO date-times and some text', () => {
    expect(scheduleEventFieldsSchema.safeParse({ ...event, startDate: '2025-06-10' }).success).toBe(false);
    expect(scheduleEventFieldsSchema.safeParse({ ...event, text: ' ' }).error?.issues[0]?.message).toBe(
      'Please enter the event text.',
    );
  });
});

describe('bookedRecordFieldsSchema', () => {
  const record = { trackcode: 'QMJ-1', firstname: 'Ana', lastname: 'Reyes', email: 'ana@example.com' };

  it('makes the middle name optional', () => {
    expect(bookedRecordFieldsSchema.parse(record).middlename).toBe('');
  });

  it('requires the track code, first and last name and a valid e-mail', () => {
    expect(bookedRecordFieldsSchema.safeParse({ ...record, trackcode: '' }).success).toBe(false);
    expect(bookedRecordFieldsSchema.safeParse({ ...record, lastname: ' ' }).success).toBe(false);
    expect(bookedRecordFieldsSchema.safeParse({ ...record, email: 'ana' }).error?.issues[0]?.message).toBe(
      BOOKING_MESSAGES.emailInvalid,
    );
  });
});
