import { describe, expect, it } from '@jest/globals';
import { BOOKING_STATUSES } from '@qmj/contracts';
import { BOOKING_TABS, bookingFilterFrom, bookingFilterSearch, canWithdraw, isBookedEvent } from './booking-filter';

describe('the tabs of My Bookings', () => {
  it('opens every tab, and only that tab, from the address it writes', () => {
    const reached = BOOKING_TABS.map(({ status }) => {
      const search = bookingFilterSearch({ status, page: 1 });
      return bookingFilterFrom(new URLSearchParams(search.slice(1))).status;
    });
    expect(reached).toEqual(BOOKING_TABS.map((tab) => tab.status));
    expect(new Set(reached).size).toBe(BOOKING_TABS.length);
  });

  it('offers all bookings first, then a tab for each status a booking can have', () => {
    expect(BOOKING_TABS[0].status).toBeUndefined();
    expect(new Set(BOOKING_TABS.slice(1).map((tab) => tab.status))).toEqual(new Set(BOOKING_STATUSES));
    expect(new Set(BOOKING_TABS.map((tab) => tab.title)).size).toBe(BOOKING_TABS.length);
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

  it('offers the calendar file and the invoice for approved and done events', () => {
    expect(isBookedEvent('approved')).toBe(true);
    expect(isBookedEvent('done')).toBe(true);
    expect(isBookedEvent('pending')).toBe(false);
    expect(isBookedEvent('declined')).toBe(false);
  });
});
