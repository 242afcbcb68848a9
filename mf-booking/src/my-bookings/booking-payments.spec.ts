import { describe, expect, it } from '@jest/globals';
import { BOOKING_PAYMENT_STATES, BOOKING_STATUSES, type BookingPayment, SENT_PAYMENT_METHODS } from '@qmj/contracts';
import { BALANCE_METHOD_OPTIONS, canPayBalance } from './booking-payments';

const balance: BookingPayment = {
  id: 12,
  bookingId: 4,
  kind: 'balance',
  amount: 987654,
  dueOn: '2026-12-13',
  method: null,
  state: 'due',
  standing: 'due',
  reason: null,
  hasReceipt: false,
  receipt: null,
  sentAt: null,
  confirmedAt: null,
  acknowledgementNumber: null,
};

describe('what a payment offers the customer', () => {
  it('offers Pay balance for a due or overdue balance of an approved event, and of a done one still owing it', () => {
    expect(canPayBalance(balance, 'approved')).toBe(true);
    expect(canPayBalance({ ...balance, standing: 'overdue' }, 'approved')).toBe(true);
    expect(canPayBalance(balance, 'done')).toBe(true);
  });

  it('never offers it before approval, after a decline or withdrawal, or once the balance is sent, confirmed or void', () => {
    for (const status of BOOKING_STATUSES.filter((status) => status !== 'approved' && status !== 'done'))
      expect(canPayBalance(balance, status)).toBe(false);
    for (const state of BOOKING_PAYMENT_STATES.filter((state) => state !== 'due'))
      expect(canPayBalance({ ...balance, state }, 'approved')).toBe(false);
  });

  it('never offers it for the down payment, which is sent with the request', () => {
    expect(canPayBalance({ ...balance, kind: 'down-payment' }, 'approved')).toBe(false);
  });

  it('offers GCash and bank transfer for the balance, never cash', () => {
    expect(BALANCE_METHOD_OPTIONS).toEqual([
      { value: 'gcash', label: 'GCash' },
      { value: 'bank-transfer', label: 'Bank transfer' },
    ]);
    expect(BALANCE_METHOD_OPTIONS.map((option) => option.value)).toEqual([...SENT_PAYMENT_METHODS]);
  });
});
