import { describe, expect, it } from '@jest/globals';
import { productFieldsSchema } from './catalog.js';
import { NUMBER_RANGE, ORDER_TOTAL_MAX, TEXT_MAX } from './limits.js';
import { ORDER_MESSAGES } from './orders.js';
import { cartQuantitySchema } from './orders-schemas.js';
import { newsletterSchema } from './users.js';

const INT_MAX = 2 ** 31 - 1;

describe('money widths', () => {
  it('keeps unit prices in INT columns and the largest order total a safe integer', () => {
    expect(NUMBER_RANGE.unitPrice.max).toBeLessThanOrEqual(INT_MAX);
    expect(NUMBER_RANGE.servicePrice.max).toBeLessThanOrEqual(INT_MAX);
    // The reason totals are BIGINT: the largest order does not fit an INT.
    expect(ORDER_TOTAL_MAX).toBeGreaterThan(INT_MAX);
    expect(Number.isSafeInteger(ORDER_TOTAL_MAX)).toBe(true);
  });
});

describe('text limits', () => {
  it('sizes the category key for a name whose every letter doubles when lower-cased', () => {
    expect('İ'.repeat(TEXT_MAX.categoryName).toLowerCase().length).toBe(TEXT_MAX.categoryKey);
  });

  it('refuses a newsletter address longer than its column', () => {
    const local = 'a'.repeat(64);
    const longest = `${local}@${'b'.repeat(TEXT_MAX.email - local.length - 5)}.com`;
    expect(longest).toHaveLength(TEXT_MAX.email);
    expect(newsletterSchema.safeParse({ email: longest }).success).toBe(true);
    expect(newsletterSchema.safeParse({ email: `a${longest}` }).success).toBe(false);
  });
});

describe('numbers from JSON and from forms', () => {
  const quantity = (value: unknown) => cartQuantitySchema.safeParse({ quantity: value });

  it('takes a JSON number or the digits of a form field', () => {
    expect(quantity(3).data).toEqual({ quantity: 3 });
    expect(quantity('3').data).toEqual({ quantity: 3 });
    expect(quantity(' 12 ').data).toEqual({ quantity: 12 });
  });

  it('never reads a boolean, null, an empty text or another spelling as a number', () => {
    for (const value of [true, false, null, '', ' ', '0x10', '1e3', [], {}, 'true']) {
      const result = quantity(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(ORDER_MESSAGES.quantityInvalid);
    }
  });

  it('keeps the multipart product form working with text numbers', () => {
    const fields = { categoryId: '1', sizeId: '2', name: 'Mug', description: 'A mug', stock: '5', unitPrice: '25000' };
    expect(productFieldsSchema.parse(fields)).toMatchObject({ categoryId: 1, sizeId: 2, stock: 5, unitPrice: 25000 });
    expect(productFieldsSchema.safeParse({ ...fields, stock: true }).success).toBe(false);
  });
});
