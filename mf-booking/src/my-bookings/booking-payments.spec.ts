import { describe, expect, it } from '@jest/globals';
import { BOOKING_PAYMENT_STATES, BOOKING_STATUSES, SENT_PAYMENT_METHODS } from '@qmj/contracts';
import { DUE_BALANCE } from '@qmj/web-kit/testing';
import { BALANCE_METHOD_OPTIONS, canPayBalance } from './booking-payments';

describe('what a payment offers the customer', () => {
  it('offers Pay balance for a due or overdue balance of an approved event, and of a done one still owing it', () => {
    expect(canPayBalance(DUE_BALANCE, 'approved')).toBe(true);
    expect(canPayBalance({ ...DUE_BALANCE, standing: 'overdue' }, 'approved')).toBe(true);
    expect(canPayBalance(DUE_BALANCE, 'done')).toBe(true);
  });

  it('never offers it before approval, after a decline or withdrawal, or once the balance is sent, confirmed or void', () => {
    for (const status of BOOKING_STATUSES.filter((status) => status !== 'approved' && status !== 'done'))
      expect(canPayBalance(DUE_BALANCE, status)).toBe(false);
    for (const state of BOOKING_PAYMENT_STATES.filter((state) => state !== 'due'))
      expect(canPayBalance({ ...DUE_BALANCE, state }, 'approved')).toBe(false);
  });

  it('never offers it for the down payment, which is sent with the request', () => {
    expect(canPayBalance({ ...DUE_BALANCE, kind: 'down-payment' }, 'approved')).toBe(false);
  });

  it('offers GCash and bank transfer for the balance, never cash', () => {
    expect(BALANCE_METHOD_OPTIONS).toEqual([
      { value: 'gcash', label: 'GCash' },
      { value: 'bank-transfer', label: 'Bank transfer' },
    ]);
    expect(BALANCE_METHOD_OPTIONS.map((option) => option.value)).toEqual([...SENT_PAYMENT_METHODS]);
  });
});
