import { describe, expect, it } from '@jest/globals';
import {
  BOOKING_STATUSES,
  type BookingPaymentState,
  findBookingTransition,
  RECEIPT_BADGES,
  type ReceiptBadge,
} from '@qmj/contracts';
import { DUE_BALANCE } from '@qmj/web-kit/testing';
import { needsReceiptConfirmation } from '../common/admin-actions';
import { screenStatuses, viewOf } from '../common/list-views';
import { EVENT_SCHEDULE_SCREEN } from '../event-schedules/event-schedule-screen';
import { SERVICE_REQUEST_SCREEN } from '../service-requests/service-request-screen';
import {
  ADMIN_BOOKING_ACTIONS,
  BOOKING_ACTION_WORDING,
  bookingActionBody,
  DONE_WITH_MONEY_OUTSTANDING,
  offeredBookingActions,
  outstandingAmount,
} from './booking-actions';

const requests = screenStatuses(SERVICE_REQUEST_SCREEN);
const schedules = screenStatuses(EVENT_SCHEDULE_SCREEN);

describe('screens', () => {
  it('Service Request lists pending, approved and declined requests', () => {
    expect(requests).toEqual(['pending', 'approved', 'declined']);
    expect(SERVICE_REQUEST_SCREEN.views.map((view) => view.label)).toEqual([
      'Pending Request',
      'Approved Request',
      'Declined Request',
    ]);
  });

  it('Event Schedules lists approved events and done ones', () => {
    expect(schedules).toEqual(['approved', 'done']);
    expect(EVENT_SCHEDULE_SCREEN.views.map((view) => view.label)).toEqual(['Event Schedules', 'Event Completed']);
  });

  it('opens on the first view unless ?status= names one of the screen', () => {
    expect(viewOf(SERVICE_REQUEST_SCREEN, null).status).toBe('pending');
    expect(viewOf(SERVICE_REQUEST_SCREEN, 'declined').label).toBe('Declined Request');
    expect(viewOf(EVENT_SCHEDULE_SCREEN, 'pending').status).toBe('approved');
    expect(viewOf(EVENT_SCHEDULE_SCREEN, 'done').label).toBe('Event Completed');
  });
});

describe('offeredBookingActions', () => {
  it('offers Approve and Decline on a pending request, and nothing once it is decided', () => {
    expect(offeredBookingActions('pending', requests)).toEqual(['approve', 'decline']);
    expect(offeredBookingActions('approved', requests)).toEqual([]);
    expect(offeredBookingActions('declined', requests)).toEqual([]);
  });

  it('offers Event Done on an approved event, and nothing on a done one', () => {
    expect(offeredBookingActions('approved', schedules)).toEqual(['done']);
    expect(offeredBookingActions('done', schedules)).toEqual([]);
  });

  it('never offers what the state machine does not give the administrator (a withdrawal is the customer’s)', () => {
    const everyStatus = [...BOOKING_STATUSES];
    for (const status of BOOKING_STATUSES) {
      for (const action of offeredBookingActions(status, everyStatus)) {
        expect(findBookingTransition(status, action, 'admin')).toBeDefined();
      }
    }
    expect(offeredBookingActions('withdrawn', everyStatus)).toEqual([]);
  });
});

describe('wording', () => {
  it('has a button, a title and a question naming the event for every action', () => {
    for (const action of ADMIN_BOOKING_ACTIONS) {
      const wording = BOOKING_ACTION_WORDING[action];
      expect(wording.button).not.toBe('');
      expect(wording.title).not.toBe('');
      expect(wording.question('Ana’s Wedding')).toContain('Ana’s Wedding');
    }
    expect(BOOKING_ACTION_WORDING.approve.button).toBe('Approve');
    expect(BOOKING_ACTION_WORDING.decline.button).toBe('Decline');
    expect(BOOKING_ACTION_WORDING.done.button).toBe('Event Done');
  });
});

describe('needsReceiptConfirmation', () => {
  const withReceipt = (badge: ReceiptBadge | null) => ({ receipt: badge === null ? null : { badge } });

  it('asks before approving a pending booking whose down payment receipt is suspicious', () => {
    expect(findBookingTransition('pending', 'approve', 'admin')?.to).toBe('approved');
    expect(needsReceiptConfirmation('approve', withReceipt('suspicious'))).toBe(true);
  });

  it('does not ask before Decline or Event Done, nor for a receipt that is not suspicious', () => {
    expect(needsReceiptConfirmation('decline', withReceipt('suspicious'))).toBe(false);
    expect(needsReceiptConfirmation('done', withReceipt('suspicious'))).toBe(false);
    for (const badge of [...RECEIPT_BADGES.filter((badge) => badge !== 'suspicious'), null]) {
      expect(needsReceiptConfirmation('approve', withReceipt(badge))).toBe(false);
    }
  });
});

describe('Event Done with money outstanding', () => {
  const payment = (state: BookingPaymentState, amount: number) => ({ ...DUE_BALANCE, state, amount });

  it('counts the due and sent payments as outstanding, not the confirmed or void ones', () => {
    expect(outstandingAmount({ payments: [payment('confirmed', 246_913), payment('due', 987_654)] })).toBe(987_654);
    expect(outstandingAmount({ payments: [payment('sent', 100), payment('due', 200)] })).toBe(300);
    expect(outstandingAmount({ payments: [payment('confirmed', 100), payment('void', 200)] })).toBe(0);
  });

  it('sends confirmOutstanding only for Event Done the administrator was asked about', () => {
    const booking = { id: 7, status: 'approved' as const };
    expect(bookingActionBody('done', booking, true)).toEqual({
      id: 7,
      expectedStatus: 'approved',
      confirmOutstanding: true,
    });
    expect(bookingActionBody('done', booking, false)).toEqual({ id: 7, expectedStatus: 'approved' });
    expect(bookingActionBody('approve', { id: 7, status: 'pending' }, true)).toEqual({
      id: 7,
      expectedStatus: 'pending',
    });
  });

  it('asks whether to mark the event done anyway', () => {
    expect(DONE_WITH_MONEY_OUTSTANDING.question('Ana’s Wedding')).toBe(
      'This event still has money outstanding. Mark Ana’s Wedding as done anyway?',
    );
  });
});
