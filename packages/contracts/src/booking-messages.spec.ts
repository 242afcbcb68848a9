import { describe, expect, it } from '@jest/globals';
import { MAX_EVENT_DAYS, MAX_RANGE_DAYS } from './booking-calendar.js';
import { BOOKING_MESSAGES, exceedsStockMessage } from './booking-messages.js';
import { DOWN_PAYMENT_RATE } from './constants.js';
import { NUMBER_RANGE } from './limits.js';

describe('BOOKING_MESSAGES', () => {
  it('states the limits the rules apply', () => {
    expect(BOOKING_MESSAGES.receiptRequired).toContain(` ${DOWN_PAYMENT_RATE * 100}% down payment`);
    expect(BOOKING_MESSAGES.tooManyDays).toContain(`at most ${MAX_EVENT_DAYS} days`);
    expect(BOOKING_MESSAGES.rangeInvalid).toContain(`at most ${MAX_RANGE_DAYS} days`);
    expect(BOOKING_MESSAGES.quantityInvalid).toContain(`from 0 to ${NUMBER_RANGE.addOnQuantity.max}.`);
  });
});

describe('exceedsStockMessage', () => {
  it('names the slot by its ordinal', () => {
    expect(exceedsStockMessage(1)).toBe('Input exceeds the limit for first stock.');
    expect(exceedsStockMessage(6)).toBe('Input exceeds the limit for sixth stock.');
  });

  it('falls back to the number for a slot without an ordinal', () => {
    expect(exceedsStockMessage(7)).toBe('Input exceeds the limit for #7 stock.');
  });
});
