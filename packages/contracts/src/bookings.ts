// The booking rules (docs/bookings.md), one module per concern, under the one path every importer uses.
export * from './booking-availability.js';
export * from './booking-calendar.js';
export * from './booking-capacity.js';
export * from './booking-messages.js';
export * from './booking-money.js';
export * from './booking-payment-schemas.js';
export * from './booking-payments.js';
export * from './booking-records.js';
export * from './booking-request.js';
export * from './booking-schedule.js';
export * from './booking-services.js';
export * from './booking-status.js';
