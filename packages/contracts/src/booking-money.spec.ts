import { describe, expect, it } from '@jest/globals';
import { bookingTotal, downPayment } from './booking-money.js';

describe('bookingTotal', () => {
  it('adds each add-on’s quantity × price to the base price, in centavos', () => {
    expect(
      bookingTotal(1_500_000, [
        { price: 25_050, quantity: 3 },
        { price: 10_000, quantity: 0 },
        { price: 199, quantity: 10 },
      ]),
    ).toBe(1_500_000 + 75_150 + 1_990);
  });

  it('is the base price without add-ons', () => {
    expect(bookingTotal(800_000, [])).toBe(800_000);
  });
});

describe('downPayment', () => {
  it('is a fifth of the total', () => {
    expect(downPayment(1_000_000)).toBe(200_000);
    expect(downPayment(0)).toBe(0);
  });

  it('rounds to the whole centavo', () => {
    expect(downPayment(12_345)).toBe(2_469);
    expect(downPayment(12_343)).toBe(2_469);
    expect(downPayment(12_342)).toBe(2_468);
  });
});
