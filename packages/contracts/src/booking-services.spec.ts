import { describe, expect, it } from '@jest/globals';
import { MAX_ADD_ON_PRICE } from './booking-capacity.js';
import { addOnSlotSchema, serviceFieldsSchema } from './booking-services.js';

const fields = { title: 'Wedding', information: 'Full coverage', lowPricing: '1500000' };

describe('addOnSlotSchema', () => {
  it('defaults an empty slot to no name, price or stock', () => {
    expect(addOnSlotSchema.parse({ slot: 2 })).toEqual({ slot: 2, name: '', price: 0, stock: 0 });
  });

  it('takes whole centavos and stocks from 0 up to their limits', () => {
    expect(addOnSlotSchema.safeParse({ slot: 1, price: MAX_ADD_ON_PRICE, stock: 10_000 }).success).toBe(true);
    expect(addOnSlotSchema.safeParse({ slot: 1, price: MAX_ADD_ON_PRICE + 1 }).success).toBe(false);
    expect(addOnSlotSchema.safeParse({ slot: 1, stock: 10_001 }).success).toBe(false);
    expect(addOnSlotSchema.safeParse({ slot: 1, price: 10.5 }).success).toBe(false);
    expect(addOnSlotSchema.safeParse({ slot: 1, stock: -1 }).success).toBe(false);
  });
});

describe('serviceFieldsSchema', () => {
  it('reads the multipart form: the minimum price in centavos and the slots as JSON text', () => {
    const parsed = serviceFieldsSchema.parse({ ...fields, addOns: '[{"slot":1,"name":"Drone","price":"500000"}]' });
    expect(parsed.lowPricing).toBe(1_500_000);
    expect(parsed.addOns).toEqual([{ slot: 1, name: 'Drone', price: 500_000, stock: 0 }]);
  });

  it('requires a minimum price of whole centavos', () => {
    expect(serviceFieldsSchema.safeParse({ ...fields, lowPricing: '' }).error?.issues[0]?.message).toBe(
      'Please fill out all required fields',
    );
    expect(serviceFieldsSchema.safeParse({ ...fields, lowPricing: '10.5' }).success).toBe(false);
    expect(serviceFieldsSchema.safeParse({ ...fields, lowPricing: '-1' }).success).toBe(false);
  });

  it('takes each slot once and at most six', () => {
    const slots = (numbers: number[]) => numbers.map((slot) => ({ slot }));
    expect(serviceFieldsSchema.safeParse({ ...fields, addOns: slots([1, 1]) }).error?.issues[0]?.message).toBe(
      'Each add-on slot may be given once.',
    );
    expect(serviceFieldsSchema.safeParse({ ...fields, addOns: slots([1, 2, 3, 4, 5, 6]) }).success).toBe(true);
    expect(serviceFieldsSchema.safeParse({ ...fields, addOns: slots([1, 2, 3, 4, 5, 6, 6]) }).success).toBe(false);
  });
});
