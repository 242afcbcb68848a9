import { z } from 'zod';
import { isoDateTime } from './api.js';
import { requiredText } from './booking-fields.js';
import { BOOKING_MESSAGES } from './booking-messages.js';
import { TEXT_MAX, tooLongMessage } from './limits.js';

/** The scheduler's events (administrator only): ISO date-times. */
export const scheduleEventFieldsSchema = z
  .object({
    text: requiredText(TEXT_MAX.scheduleText, 'Please enter the event text.'),
    startDate: z.iso.datetime({ offset: true, error: 'startDate must be an ISO date-time.' }),
    endDate: z.iso.datetime({ offset: true, error: 'endDate must be an ISO date-time.' }),
  })
  .refine((value) => new Date(value.endDate) >= new Date(value.startDate), {
    error: 'The event cannot end before it starts.',
    path: ['endDate'],
  });

export const scheduleEventSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  startDate: isoDateTime,
  endDate: isoDateTime,
});
export type ScheduleEvent = z.infer<typeof scheduleEventSchema>;

export const scheduleRangeQuerySchema = z.object({
  from: z.iso.datetime({ offset: true, error: 'from must be an ISO date-time.' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'to must be an ISO date-time.' }).optional(),
});

/** The legacy booked list's record. */
export const bookedRecordFieldsSchema = z.object({
  trackcode: requiredText(TEXT_MAX.trackcode),
  firstname: requiredText(TEXT_MAX.namePart),
  middlename: z
    .string()
    .trim()
    .max(TEXT_MAX.namePart, { error: tooLongMessage(TEXT_MAX.namePart) })
    .default(''),
  lastname: requiredText(TEXT_MAX.namePart),
  email: z
    .string({ error: BOOKING_MESSAGES.fillRequired })
    .trim()
    .max(TEXT_MAX.email, { error: BOOKING_MESSAGES.emailInvalid })
    .pipe(z.email({ error: BOOKING_MESSAGES.emailInvalid })),
});
export type BookedRecordFields = z.infer<typeof bookedRecordFieldsSchema>;

export const bookedRecordSchema = bookedRecordFieldsSchema.extend({ id: z.number().int() });
export type BookedRecord = z.infer<typeof bookedRecordSchema>;
