import { z } from 'zod';
import { fileReply, imageFile, pageSchema, recordId } from '../api.js';
import {
  adminBookingActionSchema,
  adminBookingPaymentSchema,
  adminBookingPaymentsQuerySchema,
  adminBookingSchema,
  adminBookingsQuerySchema,
  availabilityQuerySchema,
  availabilitySchema,
  BOOKING_MESSAGES,
  BOOKING_PAYMENT_MESSAGES,
  balancePaymentSchema,
  bookedRecordFieldsSchema,
  bookedRecordSchema,
  bookingDoneSchema,
  bookingPaymentActionSchema,
  bookingPaymentRejectionSchema,
  bookingPaymentSchema,
  bookingRequestSchema,
  bookingSchema,
  dateRangeQuerySchema,
  dayEventsSchema,
  dayQuerySchema,
  myBookingsQuerySchema,
  quotationRequestSchema,
  remainingAddOnsSchema,
  scheduleEventFieldsSchema,
  scheduleEventSchema,
  scheduleRangeQuerySchema,
  serviceFieldsSchema,
  serviceSchema,
} from '../bookings.js';
import { TEXT_MAX } from '../limits.js';
import { adminOnly, anyone, signedIn } from './endpoint.js';

const serviceId = z.object({ id: recordId(BOOKING_MESSAGES.serviceMissing) });
const bookingId = z.object({ id: recordId(BOOKING_MESSAGES.bookingMissing) });
const scheduleEventId = z.object({ id: recordId(BOOKING_MESSAGES.scheduleEventMissing) });
const bookedRecordId = z.object({ id: recordId(BOOKING_MESSAGES.bookedRecordMissing) });
const paymentId = z.object({ id: recordId(BOOKING_PAYMENT_MESSAGES.paymentMissing) });

/** A PDF of one booking, for its owner and the administrator (docs/bookings.md, Documents). */
const bookingPdf = (document: 'quotation' | 'invoice', summary: string) =>
  signedIn
    .route({ method: 'GET', path: `/bookings/{id}/${document}.pdf`, tags: ['bookings'], summary })
    .input(bookingId)
    .output(fileReply('application/pdf'));

export const serviceRoutes = {
  list: anyone
    .route({ method: 'GET', path: '/services', tags: ['services'], summary: 'Services by title' })
    .input(z.object({ q: z.string().trim().max(TEXT_MAX.search).optional() }))
    .output(z.array(serviceSchema)),
  get: anyone
    .route({ method: 'GET', path: '/services/{id}', tags: ['services'], summary: 'One service with its add-ons' })
    .input(serviceId)
    .output(serviceSchema),
  create: adminOnly
    .route({ method: 'POST', path: '/services', successStatus: 201, tags: ['services'], summary: 'Add a service' })
    .input(serviceFieldsSchema.extend({ image: imageFile }))
    .output(serviceSchema),
  update: adminOnly
    .route({ method: 'PATCH', path: '/services/{id}', tags: ['services'], summary: 'Edit a service' })
    .input(serviceFieldsSchema.extend({ ...serviceId.shape, image: imageFile.optional() }))
    .output(serviceSchema),
  remaining: anyone
    .route({
      method: 'GET',
      path: '/services/{id}/remaining',
      tags: ['services'],
      summary: "What remains of each add-on's stock for a date range",
    })
    .input(dateRangeQuerySchema.safeExtend(serviceId.shape))
    .output(remainingAddOnsSchema),
};

export const availabilityRoutes = {
  month: anyone
    .route({
      method: 'GET',
      path: '/availability',
      tags: ['bookings'],
      summary: 'Approved bookings per day of a month',
    })
    .input(availabilityQuerySchema)
    .output(availabilitySchema),
  day: anyone
    .route({
      method: 'GET',
      path: '/availability/day',
      tags: ['bookings'],
      summary: "A day's events, without personal data",
    })
    .input(dayQuerySchema)
    .output(dayEventsSchema),
};

export const bookingRoutes = {
  request: signedIn
    .route({
      method: 'POST',
      path: '/bookings',
      successStatus: 201,
      tags: ['bookings'],
      summary: 'File a booking request',
    })
    .input(bookingRequestSchema.safeExtend({ receipt: imageFile }))
    .output(bookingSchema),
  mine: signedIn
    .route({ method: 'GET', path: '/bookings', tags: ['bookings'], summary: "The customer's bookings" })
    .input(myBookingsQuerySchema)
    .output(pageSchema(bookingSchema)),
  get: signedIn
    .route({ method: 'GET', path: '/bookings/{id}', tags: ['bookings'], summary: 'One booking (owner and admin)' })
    .input(bookingId)
    .output(bookingSchema),
  receipt: signedIn
    .route({
      method: 'GET',
      path: '/bookings/{id}/receipt',
      tags: ['bookings'],
      summary: "A booking's receipt (owner and admin)",
    })
    .input(bookingId)
    .output(fileReply('image/*')),
  calendar: signedIn
    .route({
      method: 'GET',
      path: '/bookings/{id}/calendar.ics',
      tags: ['bookings'],
      summary: 'An approved booking as a calendar file',
    })
    .input(bookingId)
    .output(fileReply('text/calendar')),
  withdraw: signedIn
    .route({
      method: 'POST',
      path: '/bookings/{id}/withdraw',
      tags: ['bookings'],
      summary: 'Withdraw a pending request',
    })
    .input(bookingId)
    .output(bookingSchema),
  payments: signedIn
    .route({
      method: 'GET',
      path: '/bookings/{id}/payments',
      tags: ['bookings'],
      summary: "A booking's payment schedule (owner and admin)",
    })
    .input(bookingId)
    .output(z.array(bookingPaymentSchema)),
  payBalance: signedIn
    .route({
      method: 'POST',
      path: '/bookings/{id}/payments/balance',
      tags: ['bookings'],
      summary: 'Send the balance with its receipt (owner)',
    })
    .input(balancePaymentSchema.extend(bookingId.shape))
    .output(bookingPaymentSchema),
  quotation: signedIn
    .route({
      method: 'POST',
      path: '/bookings/quotation.pdf',
      tags: ['bookings'],
      summary: 'A quotation for what the request form has chosen, before filing',
    })
    .input(quotationRequestSchema)
    .output(fileReply('application/pdf')),
  bookingQuotation: bookingPdf('quotation', "A booking's quotation (owner and admin)"),
  invoice: bookingPdf('invoice', "An approved booking's invoice with its payments (owner and admin)"),
  paymentReceipt: signedIn
    .route({
      method: 'GET',
      path: '/booking-payments/{id}/receipt',
      tags: ['bookings'],
      summary: "A payment's receipt (owner and admin)",
    })
    .input(paymentId)
    .output(fileReply('image/*')),
  acknowledgement: signedIn
    .route({
      method: 'GET',
      path: '/booking-payments/{id}/acknowledgement.pdf',
      tags: ['bookings'],
      summary: "A confirmed payment's numbered acknowledgement (owner and admin)",
    })
    .input(paymentId)
    .output(fileReply('application/pdf')),
};

const adminBookingAction = (action: 'approve' | 'decline', summary: string) =>
  adminOnly
    .route({ method: 'POST', path: `/admin/bookings/{id}/${action}`, tags: ['admin bookings'], summary })
    .input(adminBookingActionSchema.extend(bookingId.shape))
    .output(adminBookingSchema);

const adminPaymentStep = (action: 'confirm' | 'undo' | 'record-cash', summary: string) =>
  adminOnly
    .route({ method: 'POST', path: `/admin/booking-payments/{id}/${action}`, tags: ['admin bookings'], summary })
    .input(bookingPaymentActionSchema.extend(paymentId.shape))
    .output(adminBookingPaymentSchema);

export const adminBookingRoutes = {
  list: adminOnly
    .route({ method: 'GET', path: '/admin/bookings', tags: ['admin bookings'], summary: 'Bookings of one status' })
    .input(adminBookingsQuerySchema)
    .output(pageSchema(adminBookingSchema)),
  approve: adminBookingAction('approve', 'Approve a request (its days and add-ons re-checked)'),
  decline: adminBookingAction('decline', 'Decline a request with the fixed reason'),
  done: adminOnly
    .route({
      method: 'POST',
      path: '/admin/bookings/{id}/done',
      tags: ['admin bookings'],
      summary: 'Mark an approved event done (refused while money is outstanding unless confirmed)',
    })
    .input(adminBookingActionSchema.extend({ ...bookingDoneSchema.shape, ...bookingId.shape }))
    .output(adminBookingSchema),
  payments: adminOnly
    .route({
      method: 'GET',
      path: '/admin/booking-payments',
      tags: ['admin bookings'],
      summary: "Every booking's payments of one standing",
    })
    .input(adminBookingPaymentsQuerySchema)
    .output(pageSchema(adminBookingPaymentSchema)),
  confirmPayment: adminPaymentStep('confirm', 'Confirm a payment sent for checking (acknowledgement numbered)'),
  recordCashPayment: adminPaymentStep('record-cash', 'Record a due payment paid in cash'),
  rejectPayment: adminOnly
    .route({
      method: 'POST',
      path: '/admin/booking-payments/{id}/reject',
      tags: ['admin bookings'],
      summary: "Reject a payment's receipt with a reason (due again)",
    })
    .input(bookingPaymentRejectionSchema.extend(paymentId.shape))
    .output(adminBookingPaymentSchema),
  undoPayment: adminPaymentStep('undo', 'Undo a confirmation (its acknowledgement voided)'),
};

export const scheduleRoutes = {
  list: adminOnly
    .route({ method: 'GET', path: '/schedule-events', tags: ['scheduler'], summary: "The scheduler's events" })
    .input(scheduleRangeQuerySchema)
    .output(z.array(scheduleEventSchema)),
  create: adminOnly
    .route({
      method: 'POST',
      path: '/schedule-events',
      successStatus: 201,
      tags: ['scheduler'],
      summary: 'Add an event',
    })
    .input(scheduleEventFieldsSchema)
    .output(scheduleEventSchema),
  update: adminOnly
    .route({ method: 'PUT', path: '/schedule-events/{id}', tags: ['scheduler'], summary: 'Change or move an event' })
    .input(scheduleEventFieldsSchema.safeExtend(scheduleEventId.shape))
    .output(scheduleEventSchema),
  remove: adminOnly
    .route({
      method: 'DELETE',
      path: '/schedule-events/{id}',
      successStatus: 204,
      tags: ['scheduler'],
      summary: 'Delete an event',
    })
    .input(scheduleEventId)
    .output(z.void()),
};

export const bookedRecordRoutes = {
  list: adminOnly
    .route({ method: 'GET', path: '/booked-records', tags: ['booked list'], summary: 'The booked list' })
    .output(z.array(bookedRecordSchema)),
  create: adminOnly
    .route({
      method: 'POST',
      path: '/booked-records',
      successStatus: 201,
      tags: ['booked list'],
      summary: 'Insert a record',
    })
    .input(bookedRecordFieldsSchema)
    .output(bookedRecordSchema),
  update: adminOnly
    .route({ method: 'PUT', path: '/booked-records/{id}', tags: ['booked list'], summary: 'Edit a record' })
    .input(bookedRecordFieldsSchema.extend(bookedRecordId.shape))
    .output(bookedRecordSchema),
  remove: adminOnly
    .route({
      method: 'DELETE',
      path: '/booked-records/{id}',
      successStatus: 204,
      tags: ['booked list'],
      summary: 'Delete a record',
    })
    .input(bookedRecordId)
    .output(z.void()),
};
