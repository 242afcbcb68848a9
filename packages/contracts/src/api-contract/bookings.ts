import { z } from 'zod';
import { fileReply, imageFile, pageSchema, recordId } from '../api.js';
import {
  adminBookingActionSchema,
  adminBookingSchema,
  adminBookingsQuerySchema,
  availabilityQuerySchema,
  availabilitySchema,
  BOOKING_MESSAGES,
  bookedRecordFieldsSchema,
  bookedRecordSchema,
  bookingRequestSchema,
  bookingSchema,
  dateRangeQuerySchema,
  dayEventsSchema,
  dayQuerySchema,
  myBookingsQuerySchema,
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
};

const adminBookingAction = (action: 'approve' | 'decline' | 'done', summary: string) =>
  adminOnly
    .route({ method: 'POST', path: `/admin/bookings/{id}/${action}`, tags: ['admin bookings'], summary })
    .input(adminBookingActionSchema.extend(bookingId.shape))
    .output(adminBookingSchema);

export const adminBookingRoutes = {
  list: adminOnly
    .route({ method: 'GET', path: '/admin/bookings', tags: ['admin bookings'], summary: 'Bookings of one status' })
    .input(adminBookingsQuerySchema)
    .output(pageSchema(adminBookingSchema)),
  approve: adminBookingAction('approve', 'Approve a request (its days and add-ons re-checked)'),
  decline: adminBookingAction('decline', 'Decline a request with the fixed reason'),
  done: adminBookingAction('done', 'Mark an approved event done'),
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
