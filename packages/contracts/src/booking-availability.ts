import { z } from 'zod';
import { coveredDays, MAX_RANGE_DAYS } from './booking-calendar.js';
import { calendarDate } from './booking-fields.js';
import { BOOKING_MESSAGES } from './booking-messages.js';

const dateRangeRefinement = (value: { start: string; end: string }, ctx: z.RefinementCtx) => {
  const days = coveredDays(value.start, value.end).length;
  if (value.end < value.start || days > MAX_RANGE_DAYS) {
    ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.rangeInvalid, path: ['end'] });
  }
};

export const dateRangeQuerySchema = z
  .object({ start: calendarDate, end: calendarDate })
  .superRefine(dateRangeRefinement);

export const availabilityQuerySchema = z.object({
  month: z
    .string({ error: BOOKING_MESSAGES.monthInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: BOOKING_MESSAGES.monthInvalid }),
});

export const availabilityDaySchema = z.object({
  date: z.string(),
  approved: z.number().int(),
  slotsLeft: z.number().int(),
  full: z.boolean(),
});
export const availabilitySchema = z.object({ month: z.string(), days: z.array(availabilityDaySchema) });
export type Availability = z.infer<typeof availabilitySchema>;

export const dayQuerySchema = z.object({ date: calendarDate });

/** A day's approved events as anyone may see them: never a name, e-mail, phone, location or title. */
export const dayEventsSchema = z.object({
  date: z.string(),
  events: z.array(z.object({ serviceTitle: z.string(), startTime: z.string(), endTime: z.string() })),
});
export type DayEvents = z.infer<typeof dayEventsSchema>;
