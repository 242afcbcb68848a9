import { describe, expect, it } from '@jest/globals';
import { ConflictException } from '@nestjs/common';
import { BOOKING_DECLINE_REASON, BOOKING_TRANSITIONS, bookingStateConflict } from '@qmj/contracts';
import { bookingNoticeOf, bookingStatusColumns, resolveBookingTransition } from './booking-state-machine.js';

describe('booking state machine rules', () => {
  it('finds the row of a transition, or answers 409 naming the status', () => {
    expect(resolveBookingTransition('new', 'request', 'owner')).toMatchObject({
      to: 'pending',
      effect: 'check-capacity',
    });
    expect(resolveBookingTransition('pending', 'approve', 'admin').effect).toBe('claim-capacity-and-notify');
    expect(() => resolveBookingTransition('pending', 'approve', 'owner')).toThrow(ConflictException);
    expect(() => resolveBookingTransition('declined', 'approve', 'admin')).toThrow(
      bookingStateConflict('declined', 'approve'),
    );
    expect(() => resolveBookingTransition('new', 'approve', 'admin')).toThrow(/no transition makes a new booking/);
  });

  it('stamps a decision and gives a decline its fixed reason', () => {
    const now = new Date('2026-03-01T00:00:00.000Z');
    const columns = Object.fromEntries(
      BOOKING_TRANSITIONS.filter((rule) => rule.from !== 'new').map((rule) => [
        rule.action,
        bookingStatusColumns(rule, now),
      ]),
    );
    expect(columns).toEqual({
      approve: { status: 'approved', updatedAt: now, decidedAt: now },
      decline: { status: 'declined', updatedAt: now, decidedAt: now, reason: BOOKING_DECLINE_REASON },
      done: { status: 'done', updatedAt: now },
      withdraw: { status: 'withdrawn', updatedAt: now },
    });
  });

  it('notifies the customer of approvals and declines only', () => {
    expect(BOOKING_TRANSITIONS.map((rule) => [rule.action, bookingNoticeOf(rule)])).toEqual([
      ['request', null],
      ['approve', 'bookingApproved'],
      ['decline', 'bookingDeclined'],
      ['done', null],
      ['withdraw', null],
    ]);
  });
});
