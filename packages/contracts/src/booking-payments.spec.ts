import { describe, expect, it } from '@jest/globals';
import { shiftDay } from './booking-calendar.js';
import { BOOKING_MESSAGES } from './booking-messages.js';
import { downPayment } from './booking-money.js';
import { quotationRequestSchema } from './booking-payment-schemas.js';
import {
  acknowledgementNumber,
  BOOKING_PAYMENT_STANDING_LABELS,
  BOOKING_PAYMENT_STANDINGS,
  bookingPaymentSchedule,
  bookingPaymentStateConflict,
  findBookingPaymentTransition,
  isOutstanding,
  paymentStanding,
  paymentStandingLabel,
} from './booking-payments.js';

describe('bookingPaymentSchedule', () => {
  it('splits the total into a down payment and a balance that always add up to it', () => {
    for (const total of [1234567, 1, 3, 999999, 3500000]) {
      const schedule = bookingPaymentSchedule(
        { total, downPayment: downPayment(total), startDate: '2026-12-20' },
        '2026-11-26',
        7,
      );
      expect(schedule['down-payment'].amount + schedule.balance.amount).toBe(total);
    }
    const odd = bookingPaymentSchedule(
      { total: 1234567, downPayment: downPayment(1234567), startDate: '2026-12-20' },
      '2026-11-26',
      7,
    );
    expect(odd).toEqual({
      'down-payment': { amount: 246913, dueOn: '2026-11-26' },
      balance: { amount: 987654, dueOn: '2026-12-13' },
    });
  });

  it('makes the balance due on the first day with 0, and never before the request day', () => {
    const booking = { total: 100000, downPayment: 20000, startDate: '2026-12-01' };
    expect(bookingPaymentSchedule(booking, '2026-11-26', 0).balance.dueOn).toBe('2026-12-01');
    expect(bookingPaymentSchedule(booking, '2026-11-26', 7).balance.dueOn).toBe('2026-11-26');
    expect(bookingPaymentSchedule(booking, '2026-11-20', 60).balance.dueOn).toBe('2026-11-20');
  });
});

describe('paymentStanding', () => {
  it('is overdue only for an approved booking still due or sent after its due day', () => {
    const due = { state: 'due', dueOn: '2026-12-01' } as const;
    expect(paymentStanding(due, 'approved', '2026-12-01')).toBe('due');
    expect(paymentStanding(due, 'approved', '2026-12-02')).toBe('overdue');
    expect(paymentStanding({ ...due, state: 'sent' }, 'approved', '2026-12-02')).toBe('overdue');
    expect(paymentStanding({ ...due, state: 'confirmed' }, 'approved', '2026-12-02')).toBe('confirmed');
    expect(paymentStanding(due, 'done', '2026-12-02')).toBe('due');
    expect(paymentStanding(due, 'pending', '2026-12-02')).toBe('due');
    expect(paymentStanding({ ...due, state: 'void' }, 'declined', '2026-12-02')).toBe('void');
  });

  it('counts due and sent payments as outstanding', () => {
    expect(['due', 'sent', 'confirmed', 'void'].map((state) => isOutstanding({ state } as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('BOOKING_PAYMENT_TRANSITIONS', () => {
  const balance = { kind: 'balance', method: null } as const;
  const down = { kind: 'down-payment', method: 'gcash' } as const;

  it('lets the owner send the balance only', () => {
    expect(findBookingPaymentTransition(balance, 'due', 'send', 'owner')).toMatchObject({ to: 'sent' });
    expect(findBookingPaymentTransition(down, 'due', 'send', 'owner')).toBeUndefined();
    expect(findBookingPaymentTransition(balance, 'due', 'send', 'admin')).toBeUndefined();
  });

  it("gives the administrator's steps, an undo back to sent or, for cash, to due", () => {
    expect(findBookingPaymentTransition(down, 'sent', 'confirm', 'admin')).toMatchObject({ to: 'confirmed' });
    expect(findBookingPaymentTransition(balance, 'due', 'record-cash', 'admin')).toMatchObject({
      to: 'confirmed',
      method: 'cash',
    });
    expect(findBookingPaymentTransition(balance, 'sent', 'reject', 'admin')).toMatchObject({ to: 'due' });
    expect(findBookingPaymentTransition(down, 'confirmed', 'undo', 'admin')).toMatchObject({ to: 'sent' });
    expect(findBookingPaymentTransition({ ...balance, method: 'cash' }, 'confirmed', 'undo', 'admin')).toMatchObject({
      to: 'due',
    });
    expect(findBookingPaymentTransition(down, 'confirmed', 'confirm', 'admin')).toBeUndefined();
    expect(findBookingPaymentTransition(down, 'sent', 'confirm', 'owner')).toBeUndefined();
    expect(findBookingPaymentTransition(down, 'void', 'undo', 'admin')).toBeUndefined();
  });

  it('names the state in its refusal', () => {
    expect(bookingPaymentStateConflict('sent', 'send')).toBe(
      'This payment is sent for checking, so it cannot be changed by "send".',
    );
  });
});

describe('quotationRequestSchema', () => {
  it('takes the service, dates and add-ons, and refuses dates in the wrong order or too many days', () => {
    expect(
      quotationRequestSchema.parse({ serviceId: '3', startDate: '2026-12-01', endDate: '2026-12-02', addOns: '[]' }),
    ).toEqual({ serviceId: 3, startDate: '2026-12-01', endDate: '2026-12-02', addOns: [] });
    const backwards = quotationRequestSchema.safeParse({
      serviceId: 3,
      startDate: '2026-12-02',
      endDate: '2026-12-01',
    });
    expect(backwards.error?.issues[0].message).toBe(BOOKING_MESSAGES.endBeforeStart);
    const long = quotationRequestSchema.safeParse({
      serviceId: 3,
      startDate: '2026-12-01',
      endDate: shiftDay('2026-12-01', 31),
    });
    expect(long.error?.issues[0].message).toBe(BOOKING_MESSAGES.tooManyDays);
  });
});

describe('the words of a payment', () => {
  it('says how it stands, an overdue receipt that arrived included, and numbers its acknowledgement in six digits', () => {
    expect(BOOKING_PAYMENT_STANDINGS.map((standing) => BOOKING_PAYMENT_STANDING_LABELS[standing])).toEqual([
      'Due',
      'Overdue',
      'Sent for checking',
      'Confirmed',
      'Void',
    ]);
    expect(paymentStandingLabel({ standing: 'overdue', state: 'due' })).toBe('Overdue');
    expect(paymentStandingLabel({ standing: 'overdue', state: 'sent' })).toBe('Overdue, sent for checking');
    expect(paymentStandingLabel({ standing: 'sent', state: 'sent' })).toBe('Sent for checking');
    expect(acknowledgementNumber(42)).toBe('000042');
    expect(acknowledgementNumber(1234567)).toBe('1234567');
  });
});
