import { describe, expect, it } from '@jest/globals';
import { apiContract, REVIEW_MESSAGES } from '@qmj/contracts';
import type { z } from 'zod';
import { fileFields, formFields, nestPath } from './endpoint.js';

const inputOf = (route: { '~orpc': { inputSchema?: unknown } }) => route['~orpc'].inputSchema as z.ZodType;

describe('endpoint', () => {
  it("spells the contract's paths as Nest routes them", () => {
    expect(nestPath('/orders/{id}/cancel')).toBe('orders/:id/cancel');
    expect(nestPath('/products/{id}/barcode.png')).toBe('products/:id/barcode.png');
    expect(nestPath('/health')).toBe('health');
  });

  it("finds the input's file fields, with the most files and the message for one too many", () => {
    expect(fileFields(inputOf(apiContract.reviews.create))).toEqual([
      { name: 'images', max: 3, tooMany: REVIEW_MESSAGES.tooManyImages },
    ]);
    expect(fileFields(inputOf(apiContract.orders.place))).toEqual([{ name: 'receipt' }]);
    expect(fileFields(inputOf(apiContract.catalog.updateProduct))).toEqual([{ name: 'image' }]);
    expect(fileFields(inputOf(apiContract.me.setPicture))).toEqual([{ name: 'file' }]);
    expect(fileFields(inputOf(apiContract.orders.cancel))).toEqual([]);
    expect(fileFields(undefined)).toEqual([]);
  });

  it('reads form fields in bracket notation as the values they spell', () => {
    expect(formFields({ 'orderIds[0]': '4', 'orderIds[1]': '7', paymentMethod: 'COD' })).toEqual({
      orderIds: ['4', '7'],
      paymentMethod: 'COD',
    });
    const plain = { orderIds: '4,7' };
    expect(formFields(plain)).toBe(plain);
    expect(formFields(undefined)).toBeUndefined();
  });
});
