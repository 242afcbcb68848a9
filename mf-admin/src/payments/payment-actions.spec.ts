import { describe, expect, it } from '@jest/globals';
import {
  BOOKING_PAYMENT_STATES,
  type BookingPayment,
  type BookingPaymentState,
  findBookingPaymentTransition,
} from '@qmj/contracts';
import { screenStatuses, viewOf } from '../common/list-views';
import { ADMIN_PAYMENT_ACTIONS, offeredPaymentActions, PAYMENT_ACTION_WORDING } from './payment-actions';
import { PAYMENT_SCREEN } from './payment-screen';

type Payment = Pick<BookingPayment, 'kind' | 'method' | 'state'>;
const balance = (state: BookingPaymentState, method: Payment['method'] = 'gcash'): Payment => ({
  kind: 'balance',
  method,
  state,
});

describe('the Payments screen', () => {
  it('lists one standing at a time: due, overdue, sent for checking, confirmed; due first', () => {
    expect(screenStatuses(PAYMENT_SCREEN)).toEqual(['due', 'overdue', 'sent', 'confirmed']);
    expect(PAYMENT_SCREEN.views.map((view) => view.label)).toEqual([
      'Due',
      'Overdue',
      'Sent for checking',
      'Confirmed',
    ]);
    expect(viewOf(PAYMENT_SCREEN, null).status).toBe('due');
    expect(viewOf(PAYMENT_SCREEN, 'void').status).toBe('due');
  });
});

describe('offeredPaymentActions', () => {
  it('offers Confirm and Reject on a sent payment, Record cash on a due one and Undo on a confirmed one', () => {
    expect(offeredPaymentActions(balance('sent'), 'approved')).toEqual(['confirm', 'reject']);
    expect(offeredPaymentActions(balance('due', null), 'approved')).toEqual(['record-cash']);
    expect(offeredPaymentActions(balance('confirmed'), 'approved')).toEqual(['undo']);
    expect(offeredPaymentActions(balance('confirmed', 'cash'), 'approved')).toEqual(['undo']);
    expect(offeredPaymentActions(balance('void'), 'approved')).toEqual([]);
  });

  it("still settles a done event's payments, and none of a booking that is not approved or done", () => {
    expect(offeredPaymentActions(balance('sent'), 'done')).toEqual(['confirm', 'reject']);
    for (const status of ['pending', 'declined', 'withdrawn'] as const) {
      expect(offeredPaymentActions(balance('sent'), status)).toEqual([]);
      expect(offeredPaymentActions(balance('due'), status)).toEqual([]);
    }
  });

  it('never offers what the payment state machine does not give the administrator (sending is the owner’s)', () => {
    for (const state of BOOKING_PAYMENT_STATES) {
      for (const payment of [
        balance(state),
        balance(state, 'cash'),
        { ...balance(state), kind: 'down-payment' as const },
      ]) {
        for (const action of offeredPaymentActions(payment, 'approved')) {
          expect(findBookingPaymentTransition(payment, state, action, 'admin')).toBeDefined();
        }
      }
    }
  });
});

describe('wording', () => {
  it('has a button, a title and a question naming the payment for every step', () => {
    for (const action of ADMIN_PAYMENT_ACTIONS) {
      const wording = PAYMENT_ACTION_WORDING[action];
      expect(wording.button).not.toBe('');
      expect(wording.title).not.toBe('');
      expect(wording.question('balance of Ana’s Wedding')).toContain('balance of Ana’s Wedding');
    }
  });
});
