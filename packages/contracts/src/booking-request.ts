import { z } from 'zod';
import { numberFromText } from './api.js';
import { coveredDays, MAX_EVENT_DAYS } from './booking-calendar.js';
import { MAX_ADD_ON_QUANTITY } from './booking-capacity.js';
import { calendarDate, clockTime, fromJsonText, requiredText, slotNumber } from './booking-fields.js';
import { BOOKING_MESSAGES } from './booking-messages.js';
import { ADD_ON_SLOT_COUNT } from './constants.js';
import { TEXT_MAX } from './limits.js';

export const bookingAddOnRequestSchema = z.object({
  slot: slotNumber,
  quantity: numberFromText(
    z
      .number({ error: BOOKING_MESSAGES.quantityInvalid })
      .int({ error: BOOKING_MESSAGES.quantityInvalid })
      .min(0, { error: BOOKING_MESSAGES.negativeQuantity })
      .max(MAX_ADD_ON_QUANTITY, { error: BOOKING_MESSAGES.quantityInvalid }),
  ),
});

/**
 * POST /api/bookings (multipart with the `receipt`). The total, down payment, status and owner are
 * never taken from here. `today` is checked by the API in Manila time.
 */
export const bookingRequestSchema = z
  .object({
    serviceId: numberFromText(
      z
        .number({ error: BOOKING_MESSAGES.serviceMissing })
        .int({ error: BOOKING_MESSAGES.serviceMissing })
        .positive({ error: BOOKING_MESSAGES.serviceMissing }),
    ),
    eventTitle: requiredText(TEXT_MAX.eventTitle),
    startDate: calendarDate,
    endDate: calendarDate,
    meetingDate: calendarDate,
    meetingTime: clockTime,
    startTime: clockTime,
    endTime: clockTime,
    location: requiredText(TEXT_MAX.location),
    description: requiredText(TEXT_MAX.eventDescription),
    name: requiredText(TEXT_MAX.fullName),
    email: z
      .string({ error: BOOKING_MESSAGES.fillRequired })
      .trim()
      .min(1, { error: BOOKING_MESSAGES.fillRequired })
      .max(TEXT_MAX.email, { error: BOOKING_MESSAGES.emailInvalid })
      .pipe(z.email({ error: BOOKING_MESSAGES.emailInvalid })),
    phone: z
      .string({ error: BOOKING_MESSAGES.fillRequired })
      .trim()
      .min(1, { error: BOOKING_MESSAGES.fillRequired })
      .regex(/^09\d{9}$/, { error: BOOKING_MESSAGES.phoneInvalid }),
    addOns: fromJsonText(
      z
        .array(bookingAddOnRequestSchema, { error: 'addOns must be a list of { slot, quantity }' })
        .max(ADD_ON_SLOT_COUNT, { error: `At most ${ADD_ON_SLOT_COUNT} add-ons.` })
        .refine((items) => new Set(items.map((item) => item.slot)).size === items.length, {
          error: 'Each add-on may be asked once.',
        }),
    ).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.endDate < value.startDate) {
      ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.endBeforeStart, path: ['endDate'] });
    } else if (coveredDays(value.startDate, value.endDate).length > MAX_EVENT_DAYS) {
      ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.tooManyDays, path: ['endDate'] });
    } else if (value.startDate === value.endDate && value.endTime <= value.startTime) {
      ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.endTimeBeforeStart, path: ['endTime'] });
    } else if (value.meetingDate > value.startDate) {
      ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.meetingAfterEvent, path: ['meetingDate'] });
    }
  });
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
