import { describe, expect, it } from '@jest/globals';
import { adminBookingActionSchema, adminBookingsQuerySchema, myBookingsQuerySchema } from './booking-records.js';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './constants.js';

describe('the booking lists', () => {
  it('let a customer list every status or one, a page at a time', () => {
    expect(myBookingsQuerySchema.parse({})).toEqual({ page: 1, pageSize: PAGE_SIZE });
    expect(myBookingsQuerySchema.parse({ status: 'withdrawn', page: '2' })).toEqual({
      status: 'withdrawn',
      page: 2,
      pageSize: PAGE_SIZE,
    });
  });

  it('make the administrator choose a status', () => {
    expect(adminBookingsQuerySchema.safeParse({}).success).toBe(false);
    expect(adminBookingsQuerySchema.parse({ status: 'pending' }).status).toBe('pending');
  });

  it('refuse an unknown status, a page before the first and a page too long', () => {
    expect(myBookingsQuerySchema.safeParse({ status: 'cancelled' }).error?.issues[0]?.message).toBe(
      'status must be one of pending, approved, declined, done, withdrawn',
    );
    expect(myBookingsQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(myBookingsQuerySchema.safeParse({ pageSize: MAX_PAGE_SIZE }).success).toBe(true);
    expect(myBookingsQuerySchema.safeParse({ pageSize: MAX_PAGE_SIZE + 1 }).success).toBe(false);
  });
});

describe('adminBookingActionSchema', () => {
  it('takes an optional expected status among the booking statuses', () => {
    expect(adminBookingActionSchema.parse({})).toEqual({});
    expect(adminBookingActionSchema.parse({ expectedStatus: 'pending' })).toEqual({ expectedStatus: 'pending' });
    expect(adminBookingActionSchema.safeParse({ expectedStatus: 'shipped' }).success).toBe(false);
  });
});
