import { describe, expect, it } from '@jest/globals';
import { correctAddOnQuantity, isDayFull } from './booking-capacity.js';
import { BOOKING_MESSAGES } from './booking-messages.js';

describe('isDayFull', () => {
  it('fills a day at three approved bookings', () => {
    expect(isDayFull(0)).toBe(false);
    expect(isDayFull(2)).toBe(false);
    expect(isDayFull(3)).toBe(true);
    expect(isDayFull(4)).toBe(true);
  });
});

describe('correctAddOnQuantity', () => {
  it('keeps a quantity from 0 up to what remains', () => {
    expect(correctAddOnQuantity(0, 5, 1)).toEqual({ quantity: 0, message: null });
    expect(correctAddOnQuantity(5, 5, 1)).toEqual({ quantity: 5, message: null });
  });

  it('resets a negative quantity to 0', () => {
    expect(correctAddOnQuantity(-2, 5, 1)).toEqual({ quantity: 0, message: BOOKING_MESSAGES.negativeQuantity });
  });

  it('caps a quantity above what remains, naming the slot', () => {
    expect(correctAddOnQuantity(6, 5, 2)).toEqual({
      quantity: 5,
      message: 'Input exceeds the limit for second stock.',
    });
    expect(correctAddOnQuantity(1, 0, 3)).toMatchObject({ quantity: 0 });
  });
});
