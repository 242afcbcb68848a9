import { describe, expect, it } from '@jest/globals';
import { BOOKING_TABS, bookingFilterFrom, bookingFilterSearch, canWithdraw, hasCalendarFile } from './booking-filter';

describe('the tabs of My Bookings', () => {
  it('lists all bookings, then each status', () => {
    expect(BOOKING_TABS.map((tab) => tab.title)).toEqual([
      'All',
      'Pending',
      'Approved',
      'Declined',
      'Done',
      'Withdrawn',
    ]);
  });

  it('reads the tab and page from the address, ignoring what it does not know', () => {
    expect(bookingFilterFrom(new URLSearchParams('status=approved&page=3'))).toEqual({ status: 'approved', page: 3 });
    expect(bookingFilterFrom(new URLSearchParams('status=cart&page=-2'))).toEqual({ status: undefined, page: 1 });
    expect(bookingFilterFrom(new URLSearchParams('page=2.5'))).toEqual({ status: undefined, page: 1 });
  });

  it('writes them back, leaving out the defaults', () => {
    expect(bookingFilterSearch({ status: 'pending', page: 2 })).toBe('?status=pending&page=2');
    expect(bookingFilterSearch({ status: undefined, page: 1 })).toBe('');
  });
});

describe("a booking's actions", () => {
  it('withdraws only a pending request', () => {
    expect(canWithdraw('pending')).toBe(true);
    for (const status of ['approved', 'declined', 'done', 'withdrawn'] as const)
      expect(canWithdraw(status)).toBe(false);
  });

  it('offers the calendar file for approved and done events', () => {
    expect(hasCalendarFile('approved')).toBe(true);
    expect(hasCalendarFile('done')).toBe(true);
    expect(hasCalendarFile('pending')).toBe(false);
    expect(hasCalendarFile('declined')).toBe(false);
  });
});
