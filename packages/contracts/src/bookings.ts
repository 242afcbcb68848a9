import { z } from 'zod';
import { centavos, isoDateTime, numberFromText } from './api.js';
import {
  ADD_ON_SLOT_COUNT,
  BUSINESS_TIME_ZONE,
  DOWN_PAYMENT_RATE,
  MAX_APPROVED_BOOKINGS_PER_DAY,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
} from './constants.js';
import { NUMBER_RANGE, TEXT_MAX, tooLongMessage } from './limits.js';
import { type Actor, findTransition, stateConflictMessage, type Transition } from './state-machine.js';

/** Booking statuses (docs/bookings.md); a customer's withdrawn request is kept, never erased. */
export const BOOKING_STATUSES = ['pending', 'approved', 'declined', 'done', 'withdrawn'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'pending',
  approved: 'approved',
  declined: 'declined',
  done: 'done',
  withdrawn: 'withdrawn',
};

export const BOOKING_ACTIONS = ['request', 'approve', 'decline', 'done', 'withdraw'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];
export type BookingActor = Actor;

/**
 * What a transition does besides the status: `check-capacity` refuses a request touching a full
 * day or asking more of an add-on than remains; `claim-capacity` re-checks and claims every covered
 * day and add-on slot in the approval's transaction; `notify` tells the customer in the bell and by mail.
 */
export type BookingEffect = 'check-capacity' | 'claim-capacity-and-notify' | 'notify' | 'none';

export interface BookingTransition extends Transition<BookingStatus, BookingAction> {
  effect: BookingEffect;
}

/** The booking state machine (docs/bookings.md): every status change goes through this table. */
export const BOOKING_TRANSITIONS: readonly BookingTransition[] = [
  { from: 'new', action: 'request', to: 'pending', who: 'owner', effect: 'check-capacity' },
  { from: 'pending', action: 'approve', to: 'approved', who: 'admin', effect: 'claim-capacity-and-notify' },
  { from: 'pending', action: 'decline', to: 'declined', who: 'admin', effect: 'notify' },
  { from: 'approved', action: 'done', to: 'done', who: 'admin', effect: 'none' },
  { from: 'pending', action: 'withdraw', to: 'withdrawn', who: 'owner', effect: 'none' },
];

export function findBookingTransition(
  from: BookingStatus | 'new',
  action: BookingAction,
  who: BookingActor,
): BookingTransition | undefined {
  return findTransition(BOOKING_TRANSITIONS, from, action, who);
}

export function bookingStateConflict(status: BookingStatus, action: BookingAction): string {
  return stateConflictMessage('booking', BOOKING_STATUS_LABELS[status], action);
}

/** Statuses whose bookings hold their days and add-ons. */
export const CAPACITY_STATUSES: readonly BookingStatus[] = ['approved', 'done'];

/** The fixed reason of a declined request. */
export const BOOKING_DECLINE_REASON = 'The Admin declined your booking request due to some reasons';

export const ADD_ON_ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'] as const;

export const BOOKING_MESSAGES = {
  fillRequired: 'Please fill in all required fields.',
  confirmSave: 'Are you sure you want to save?',
  addItemLimit: 'Button is disabled due to reaching the limit of 3 records.',
  negativeQuantity: 'Input cannot be negative. Please enter a value of 0 or higher.',
  emailInvalid: 'Please enter a valid e-mail address.',
  phoneInvalid: 'Please enter an 11-digit mobile number such as 09171234567.',
  phonePlaceholder: '09XXXXXXXXX',
  dateInvalid: 'Please enter a date as YYYY-MM-DD.',
  timeInvalid: 'Please enter a time as HH:mm.',
  endBeforeStart: 'The end date cannot be before the start date.',
  endTimeBeforeStart: 'The end time must be after the start time.',
  startInPast: 'The event cannot start in the past.',
  meetingInPast: 'The meeting cannot be in the past.',
  meetingAfterEvent: 'The meeting must be on or before the start date.',
  tooManyDays: 'An event can cover at most 31 days.',
  dayFull: 'One of the chosen days is already fully booked. Please choose other dates.',
  receiptRequired: 'Please upload the receipt of your 20% down payment.',
  slotNotOffered: 'That add-on is not offered for this service.',
  quantityInvalid: 'Quantities must be whole numbers from 0 to 10000.',
  serviceMissing: 'That service does not exist.',
  bookingMissing: 'That booking does not exist.',
  receiptMissing: 'This booking has no receipt.',
  calendarNotApproved: 'Only an approved booking can be added to a calendar.',
  scheduleEventMissing: 'That event does not exist.',
  bookedRecordMissing: 'That record does not exist.',
  monthInvalid: 'Please choose a month as YYYY-MM.',
  rangeInvalid: 'Please choose a range of at most 366 days, the end not before the start.',
  saved: 'Your booking request has been filed.',
} as const;

/** 'Input exceeds the limit for second stock.' for slot 2. */
export function exceedsStockMessage(slot: number): string {
  return `Input exceeds the limit for ${ADD_ON_ORDINALS[slot - 1] ?? `#${slot}`} stock.`;
}

/**
 * The add-on quantity field's rule: a negative value resets to 0, a value above what remains is
 * capped at it; each with the message to show.
 */
export function correctAddOnQuantity(
  value: number,
  remaining: number,
  slot: number,
): { quantity: number; message: string | null } {
  if (value < 0) return { quantity: 0, message: BOOKING_MESSAGES.negativeQuantity };
  if (value > remaining) return { quantity: remaining, message: exceedsStockMessage(slot) };
  return { quantity: value, message: null };
}

/** Total = base price + Σ quantity × price, in centavos. */
export function bookingTotal(lowPricing: number, addOns: readonly { price: number; quantity: number }[]): number {
  return addOns.reduce((total, addOn) => total + addOn.price * addOn.quantity, lowPricing);
}

/** The 20% down payment of a total, rounded to the centavo. */
export function downPayment(total: number): number {
  return Math.round(total * DOWN_PAYMENT_RATE);
}

export function isDayFull(approvedBookings: number): boolean {
  return approvedBookings >= MAX_APPROVED_BOOKINGS_PER_DAY;
}

export const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const ISO_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function utcDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
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

const manilaDate = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE });

/** Today's date in Manila, `YYYY-MM-DD` (one formatter: making one costs far more than using it). */
export function manilaToday(now: Date = new Date()): string {
  return manilaDate.format(now);
}

/** Every day of a `YYYY-MM` month. */
export function daysOfMonth(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return coveredDays(`${month}-01`, `${month}-${String(last).padStart(2, '0')}`);
}

export const MAX_EVENT_DAYS = 31;
export const MAX_ADD_ON_QUANTITY = NUMBER_RANGE.addOnQuantity.max;
export const MAX_ADD_ON_PRICE = NUMBER_RANGE.servicePrice.max;

const requiredText = (max: number, message: string = BOOKING_MESSAGES.fillRequired) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLongMessage(max) });

const calendarDate = z
  .string({ error: BOOKING_MESSAGES.fillRequired })
  .trim()
  .min(1, { error: BOOKING_MESSAGES.fillRequired })
  .refine(isCalendarDate, { error: BOOKING_MESSAGES.dateInvalid });
const clockTime = z
  .string({ error: BOOKING_MESSAGES.fillRequired })
  .trim()
  .min(1, { error: BOOKING_MESSAGES.fillRequired })
  .regex(ISO_TIME, { error: BOOKING_MESSAGES.timeInvalid });

/** A JSON text (multipart) or the value itself (JSON, or bracket notation already decoded). */
const fromJsonText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);

const slotNumber = numberFromText(
  z
    .number({ error: BOOKING_MESSAGES.slotNotOffered })
    .int({ error: BOOKING_MESSAGES.slotNotOffered })
    .min(1, { error: BOOKING_MESSAGES.slotNotOffered })
    .max(ADD_ON_SLOT_COUNT, { error: BOOKING_MESSAGES.slotNotOffered }),
);

const wholeAmount = (max: number, message: string) =>
  numberFromText(
    z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(max, { error: message }),
  );

/** One of a service's six add-on slots; an empty name is an empty slot. */
export const addOnSlotSchema = z.object({
  slot: slotNumber,
  name: z
    .string()
    .trim()
    .max(TEXT_MAX.addOnName, { error: tooLongMessage(TEXT_MAX.addOnName) })
    .default(''),
  price: wholeAmount(MAX_ADD_ON_PRICE, 'Add-on prices and stocks must be whole numbers of 0 or more.').default(0),
  stock: wholeAmount(MAX_ADD_ON_QUANTITY, 'Add-on prices and stocks must be whole numbers of 0 or more.').default(0),
});
export type AddOnSlot = z.infer<typeof addOnSlotSchema>;

/** The service form (multipart): title, information, minimum price in centavos, the six slots as JSON text. */
export const serviceFieldsSchema = z.object({
  title: requiredText(TEXT_MAX.serviceTitle, 'Please fill out all required fields'),
  information: requiredText(TEXT_MAX.serviceInformation, 'Please fill out all required fields'),
  lowPricing: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    numberFromText(
      z
        .number({ error: 'Please fill out all required fields' })
        .int({ error: 'The minimum price must be a whole number of 0 or more.' })
        .min(0, { error: 'The minimum price must be a whole number of 0 or more.' })
        .max(MAX_ADD_ON_PRICE, { error: 'The minimum price must be a whole number of 0 or more.' }),
    ),
  ),
  addOns: fromJsonText(
    z
      .array(addOnSlotSchema, { error: 'addOns must be a list of slots' })
      .max(ADD_ON_SLOT_COUNT, { error: `At most ${ADD_ON_SLOT_COUNT} add-ons.` })
      .refine((slots) => new Set(slots.map((slot) => slot.slot)).size === slots.length, {
        error: 'Each add-on slot may be given once.',
      }),
  ).default([]),
});
export type ServiceFields = z.infer<typeof serviceFieldsSchema>;

export const serviceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  information: z.string(),
  lowPricing: centavos,
  imageUrl: z.string().nullable(),
  /** All six slots, in order; a slot with an empty name is not offered. */
  addOns: z.array(z.object({ slot: z.number().int(), name: z.string(), price: centavos, stock: z.number().int() })),
});
export type Service = z.infer<typeof serviceSchema>;

export const remainingAddOnsSchema = z.object({
  addOns: z.array(
    z.object({
      slot: z.number().int(),
      name: z.string(),
      price: centavos,
      stock: z.number().int(),
      remaining: z.number().int(),
    }),
  ),
});
export type RemainingAddOns = z.infer<typeof remainingAddOnsSchema>;

const dateRangeRefinement = (value: { start: string; end: string }, ctx: z.RefinementCtx) => {
  const days = coveredDays(value.start, value.end).length;
  if (value.end < value.start || days > 366) {
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

export const bookingSchema = z.object({
  id: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  serviceId: z.number().int(),
  serviceTitle: z.string(),
  eventTitle: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  meetingDate: z.string(),
  meetingTime: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  location: z.string(),
  description: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  lowPricing: centavos,
  addOns: z.array(
    z.object({
      slot: z.number().int(),
      name: z.string(),
      price: centavos,
      quantity: z.number().int(),
      amount: centavos,
    }),
  ),
  total: centavos,
  downPayment: centavos,
  reason: z.string().nullable(),
  hasReceipt: z.boolean(),
  createdAt: isoDateTime,
  decidedAt: isoDateTime.nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** A booking as the administrator sees it: the customer's account besides it. */
export const adminBookingSchema = bookingSchema.extend({ username: z.string() });
export type AdminBooking = z.infer<typeof adminBookingSchema>;

const paging = {
  page: z.coerce.number({ error: 'page must be a whole number from 1' }).int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
};

export const myBookingsQuerySchema = z.object({
  status: z.enum(BOOKING_STATUSES, { error: `status must be one of ${BOOKING_STATUSES.join(', ')}` }).optional(),
  ...paging,
});

export const adminBookingsQuerySchema = z.object({
  status: z.enum(BOOKING_STATUSES, { error: `status must be one of ${BOOKING_STATUSES.join(', ')}` }),
  ...paging,
});

/** An administrator's decision; with `expectedStatus` it applies only to a booking still in that status. */
export const adminBookingActionSchema = z.object({
  expectedStatus: z
    .enum(BOOKING_STATUSES, { error: `expectedStatus must be one of ${BOOKING_STATUSES.join(', ')}` })
    .optional(),
});

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
