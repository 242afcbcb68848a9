// The booking payments' schemas (zod), apart from their rules in ./booking-payments.ts: a page that needs only the
// rules loads no zod (docs/architecture.md#contracts).
import { z } from 'zod';
import { booleanFromText, centavos, imageFile, isoDateTime, pageNumber, pageSizeNumber } from './api.js';
import { coveredDays, MAX_EVENT_DAYS } from './booking-calendar.js';
import { requiredText } from './booking-fields.js';
import { BOOKING_MESSAGES } from './booking-messages.js';
import {
  BOOKING_PAYMENT_KINDS,
  BOOKING_PAYMENT_MESSAGES,
  BOOKING_PAYMENT_METHODS,
  BOOKING_PAYMENT_STANDINGS,
  BOOKING_PAYMENT_STATES,
  LISTED_PAYMENT_STANDINGS,
  SENT_PAYMENT_METHODS,
} from './booking-payments.js';
import { bookingRequestSchema } from './booking-request.js';
import { BOOKING_STATUSES } from './booking-status.js';
import { TEXT_MAX } from './limits.js';
import { receiptBadgeFilter, receiptReadingSchema } from './receipt-schemas.js';

export const bookingPaymentSchema = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  kind: z.enum(BOOKING_PAYMENT_KINDS),
  amount: centavos,
  /** A Manila day, `YYYY-MM-DD`. */
  dueOn: z.string(),
  method: z.enum(BOOKING_PAYMENT_METHODS).nullable(),
  state: z.enum(BOOKING_PAYMENT_STATES),
  standing: z.enum(BOOKING_PAYMENT_STANDINGS),
  /** Why the administrator rejected the last receipt, while the payment is due again. */
  reason: z.string().nullable(),
  hasReceipt: z.boolean(),
  /** The receipt's reading and verdict (docs/receipts.md), or null without a receipt. */
  receipt: receiptReadingSchema.nullable(),
  sentAt: isoDateTime.nullable(),
  confirmedAt: isoDateTime.nullable(),
  /** The number of its acknowledgement while confirmed. */
  acknowledgementNumber: z.number().int().nullable(),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

/** A payment in the administrator's Payments view, with what it pays for. */
export const adminBookingPaymentSchema = bookingPaymentSchema.extend({
  booking: z.object({
    id: z.number().int(),
    status: z.enum(BOOKING_STATUSES),
    eventTitle: z.string(),
    serviceTitle: z.string(),
    customerName: z.string(),
    username: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    total: centavos,
  }),
});
export type AdminBookingPayment = z.infer<typeof adminBookingPaymentSchema>;

/** POST bookings/:id/payments/balance (multipart with the `receipt`): how the balance was sent. */
export const balancePaymentSchema = z.object({
  method: z.enum(SENT_PAYMENT_METHODS, { error: BOOKING_PAYMENT_MESSAGES.methodInvalid }),
  receipt: imageFile,
});

const expectedState = z
  .enum(BOOKING_PAYMENT_STATES, { error: `expectedState must be one of ${BOOKING_PAYMENT_STATES.join(', ')}` })
  .optional();

/** An administrator's step on a payment; with `expectedState` it applies only to a payment still in that state. */
export const bookingPaymentActionSchema = z.object({ expectedState });
export const bookingPaymentRejectionSchema = z.object({
  expectedState,
  reason: requiredText(TEXT_MAX.reason, BOOKING_PAYMENT_MESSAGES.reasonRequired),
});

export const adminBookingPaymentsQuerySchema = z.object({
  standing: z.enum(LISTED_PAYMENT_STANDINGS, {
    error: `standing must be one of ${LISTED_PAYMENT_STANDINGS.join(', ')}`,
  }),
  q: z.string().trim().max(TEXT_MAX.search).optional(),
  receipt: receiptBadgeFilter,
  page: pageNumber,
  pageSize: pageSizeNumber,
});
export type AdminBookingPaymentsQuery = z.infer<typeof adminBookingPaymentsQuerySchema>;

/** `done` may say the administrator marks the event done with money still outstanding. */
export const bookingDoneSchema = z.object({
  confirmOutstanding: booleanFromText(BOOKING_PAYMENT_MESSAGES.confirmOutstanding).optional(),
});

const requestShape = bookingRequestSchema.shape;
/**
 * POST bookings/quotation.pdf: what the request form has chosen (service, add-ons, dates), no
 * receipt; every amount is the API's.
 */
export const quotationRequestSchema = z
  .object({
    serviceId: requestShape.serviceId,
    eventTitle: requestShape.eventTitle.optional(),
    startDate: requestShape.startDate,
    endDate: requestShape.endDate,
    addOns: requestShape.addOns,
  })
  .superRefine((value, ctx) => {
    if (value.endDate < value.startDate) {
      ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.endBeforeStart, path: ['endDate'] });
    } else if (coveredDays(value.startDate, value.endDate).length > MAX_EVENT_DAYS) {
      ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.tooManyDays, path: ['endDate'] });
    }
  });
export type QuotationRequest = z.infer<typeof quotationRequestSchema>;
