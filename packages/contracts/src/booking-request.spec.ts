import { describe, expect, it } from '@jest/globals';
import { BOOKING_MESSAGES } from './booking-messages.js';
import { bookingRequestSchema } from './booking-request.js';

const request = {
  serviceId: '3',
  eventTitle: 'Reyes wedding',
  startDate: '2025-06-10',
  endDate: '2025-06-10',
  meetingDate: '2025-06-01',
  meetingTime: '10:00',
  startTime: '09:00',
  endTime: '17:00',
  location: 'Quezon City',
  description: 'Reception and ceremony',
  name: 'Ana Reyes',
  email: 'ana@example.com',
  phone: '09171234567',
};

const firstIssue = (changes: Record<string, unknown>) =>
  bookingRequestSchema.safeParse({ ...request, ...changes }).error?.issues[0];

describe('bookingRequestSchema', () => {
  it('reads the multipart form, with the add-ons as JSON text', () => {
    const parsed = bookingRequestSchema.parse({ ...request, addOns: '[{"slot":"2","quantity":"4"}]' });
    expect(parsed.serviceId).toBe(3);
    expect(parsed.addOns).toEqual([{ slot: 2, quantity: 4 }]);
    expect(bookingRequestSchema.parse(request).addOns).toEqual([]);
  });

  it('never takes the total, down payment, status or owner from the customer', () => {
    const parsed = bookingRequestSchema.parse({ ...request, total: 1, downPayment: 1, status: 'approved', userId: 1 });
    expect(parsed).not.toHaveProperty('total');
    expect(parsed).not.toHaveProperty('downPayment');
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('userId');
  });

  it('refuses an end date before the start date', () => {
    expect(firstIssue({ endDate: '2025-06-09' })).toMatchObject({
      message: BOOKING_MESSAGES.endBeforeStart,
      path: ['endDate'],
    });
  });

  it('takes an event of up to 31 days, both ends included', () => {
    expect(firstIssue({ endDate: '2025-07-10' })).toBeUndefined();
    expect(firstIssue({ endDate: '2025-07-11' })).toMatchObject({ message: BOOKING_MESSAGES.tooManyDays });
  });

  it('wants a one-day event to end after it starts, but not an event over several days', () => {
    expect(firstIssue({ endTime: '09:00' })).toMatchObject({
      message: BOOKING_MESSAGES.endTimeBeforeStart,
      path: ['endTime'],
    });
    expect(firstIssue({ endDate: '2025-06-11', endTime: '08:00' })).toBeUndefined();
  });

  it('puts the meeting on or before the first day', () => {
    expect(firstIssue({ meetingDate: '2025-06-10' })).toBeUndefined();
    expect(firstIssue({ meetingDate: '2025-06-11' })).toMatchObject({
      message: BOOKING_MESSAGES.meetingAfterEvent,
      path: ['meetingDate'],
    });
  });

  it('wants an 11-digit mobile number and a valid e-mail', () => {
    expect(firstIssue({ phone: '0917123456' })).toMatchObject({ message: BOOKING_MESSAGES.phoneInvalid });
    expect(firstIssue({ phone: '+639171234567' })).toMatchObject({ message: BOOKING_MESSAGES.phoneInvalid });
    expect(firstIssue({ email: 'ana@' })).toMatchObject({ message: BOOKING_MESSAGES.emailInvalid });
  });

  it('asks each add-on once, in whole quantities from 0 to 10000', () => {
    expect(firstIssue({ addOns: [{ slot: 1, quantity: 10_000 }] })).toBeUndefined();
    expect(firstIssue({ addOns: [{ slot: 1, quantity: 10_001 }] })).toMatchObject({
      message: BOOKING_MESSAGES.quantityInvalid,
    });
    expect(firstIssue({ addOns: [{ slot: 1, quantity: -1 }] })).toMatchObject({
      message: BOOKING_MESSAGES.negativeQuantity,
    });
    expect(firstIssue({ addOns: [{ slot: 1, quantity: 1.5 }] })).toMatchObject({
      message: BOOKING_MESSAGES.quantityInvalid,
    });
    expect(
      firstIssue({
        addOns: [
          { slot: 1, quantity: 1 },
          { slot: 1, quantity: 2 },
        ],
      }),
    ).toMatchObject({ message: 'Each add-on may be asked once.' });
  });
});
