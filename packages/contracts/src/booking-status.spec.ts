import { describe, expect, it } from '@jest/globals';
import {
  BOOKING_ACTIONS,
  BOOKING_STATUSES,
  type BookingStatus,
  bookingStateConflict,
  CAPACITY_STATUSES,
  findBookingTransition,
} from './booking-status.js';

describe('the booking state machine', () => {
  it('lets the owner request a booking, which checks the capacity first', () => {
    expect(findBookingTransition('new', 'request', 'owner')).toMatchObject({ to: 'pending', effect: 'check-capacity' });
    expect(findBookingTransition('new', 'request', 'admin')).toBeUndefined();
  });

  it('lets only the administrator decide on a pending request, claiming capacity on approval', () => {
    expect(findBookingTransition('pending', 'approve', 'admin')).toMatchObject({
      to: 'approved',
      effect: 'claim-capacity-and-notify',
    });
    expect(findBookingTransition('pending', 'decline', 'admin')).toMatchObject({ to: 'declined', effect: 'notify' });
    expect(findBookingTransition('pending', 'approve', 'owner')).toBeUndefined();
    expect(findBookingTransition('pending', 'decline', 'owner')).toBeUndefined();
  });

  it('lets the owner withdraw only a pending request, and the administrator close only an approved one', () => {
    expect(findBookingTransition('pending', 'withdraw', 'owner')).toMatchObject({ to: 'withdrawn', effect: 'none' });
    expect(findBookingTransition('approved', 'withdraw', 'owner')).toBeUndefined();
    expect(findBookingTransition('approved', 'done', 'admin')).toMatchObject({ to: 'done', effect: 'none' });
    expect(findBookingTransition('pending', 'done', 'admin')).toBeUndefined();
  });

  it("acts on the booking's payments: made with the request, the down payment confirmed by the approval, voided when closed, settled before done", () => {
    expect(
      (
        [
          ['new', 'request', 'owner'],
          ['pending', 'approve', 'admin'],
          ['pending', 'decline', 'admin'],
          ['pending', 'withdraw', 'owner'],
          ['approved', 'done', 'admin'],
        ] as const
      ).map(([from, action, who]) => findBookingTransition(from, action, who)?.payments),
    ).toEqual(['schedule', 'confirm-down-payment', 'void', 'void', 'require-settled']);
  });

  it('allows exactly these moves and nothing from a closed booking', () => {
    const allowed: string[] = [];
    for (const from of ['new', ...BOOKING_STATUSES] as const) {
      for (const action of BOOKING_ACTIONS) {
        for (const who of ['owner', 'admin'] as const) {
          const row = findBookingTransition(from, action, who);
          if (row) allowed.push(`${from} -${action}(${who})-> ${row.to}`);
        }
      }
    }
    expect(allowed).toEqual([
      'new -request(owner)-> pending',
      'pending -approve(admin)-> approved',
      'pending -decline(admin)-> declined',
      'pending -withdraw(owner)-> withdrawn',
      'approved -done(admin)-> done',
    ]);
  });

  it('names the status and the refused action in a conflict', () => {
    expect(bookingStateConflict('declined', 'approve')).toBe(
      'This booking is declined, so it cannot be changed by "approve".',
    );
  });

  it('holds days and add-ons only for approved and done bookings', () => {
    const holding = (status: BookingStatus) => CAPACITY_STATUSES.includes(status);
    expect(BOOKING_STATUSES.filter(holding)).toEqual(['approved', 'done']);
  });
});
