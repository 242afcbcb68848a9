// The field rules the booking, service and schedule forms share; bookings.ts does not re-export them.
import { z } from 'zod';
import { numberFromText } from './api.js';
import { ISO_DATE, ISO_TIME, isCalendarDate } from './booking-calendar.js';
import { BOOKING_MESSAGES } from './booking-messages.js';
import { ADD_ON_SLOT_COUNT } from './constants.js';
import { tooLongMessage } from './limits.js';

export const requiredText = (max: number, message: string = BOOKING_MESSAGES.fillRequired) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLongMessage(max) });

export const calendarDate = z
  .string({ error: BOOKING_MESSAGES.fillRequired })
  .trim()
  .min(1, { error: BOOKING_MESSAGES.fillRequired })
  .regex(ISO_DATE, { error: BOOKING_MESSAGES.dateInvalid })
  .refine(isCalendarDate, { error: BOOKING_MESSAGES.dateInvalid });

export const clockTime = z
  .string({ error: BOOKING_MESSAGES.fillRequired })
  .trim()
  .min(1, { error: BOOKING_MESSAGES.fillRequired })
  .regex(ISO_TIME, { error: BOOKING_MESSAGES.timeInvalid });

/** A JSON text (multipart) or the value itself (JSON, or bracket notation already decoded). */
export const fromJsonText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);

export const slotNumber = numberFromText(
  z
    .number({ error: BOOKING_MESSAGES.slotNotOffered })
    .int({ error: BOOKING_MESSAGES.slotNotOffered })
    .min(1, { error: BOOKING_MESSAGES.slotNotOffered })
    .max(ADD_ON_SLOT_COUNT, { error: BOOKING_MESSAGES.slotNotOffered }),
);
