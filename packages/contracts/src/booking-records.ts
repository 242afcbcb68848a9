import { z } from 'zod';
import { centavos, isoDateTime, pageNumber, pageSizeNumber } from './api.js';
import { bookingPaymentSchema } from './booking-payment-schemas.js';
import { BOOKING_STATUSES } from './booking-status.js';
import { receiptBadgeFilter, receiptReadingSchema } from './receipt-schemas.js';

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
  /** The down payment's receipt: its reading and verdict (docs/receipts.md). */
  receipt: receiptReadingSchema.nullable(),
  /** The payment schedule: the down payment, then the balance (docs/bookings.md, Payments). */
  payments: z.array(bookingPaymentSchema),
  createdAt: isoDateTime,
  decidedAt: isoDateTime.nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** A booking as the administrator sees it: the customer's account besides it. */
export const adminBookingSchema = bookingSchema.extend({ username: z.string() });
export type AdminBooking = z.infer<typeof adminBookingSchema>;

const paging = {
  page: pageNumber,
  pageSize: pageSizeNumber,
};

export const myBookingsQuerySchema = z.object({
  status: z.enum(BOOKING_STATUSES, { error: `status must be one of ${BOOKING_STATUSES.join(', ')}` }).optional(),
  ...paging,
});

export const adminBookingsQuerySchema = z.object({
  status: z.enum(BOOKING_STATUSES, { error: `status must be one of ${BOOKING_STATUSES.join(', ')}` }),
  receipt: receiptBadgeFilter,
  ...paging,
});
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuerySchema>;

/** An administrator's decision; with `expectedStatus` it applies only to a booking still in that status. */
export const adminBookingActionSchema = z.object({
  expectedStatus: z
    .enum(BOOKING_STATUSES, { error: `expectedStatus must be one of ${BOOKING_STATUSES.join(', ')}` })
    .optional(),
});
