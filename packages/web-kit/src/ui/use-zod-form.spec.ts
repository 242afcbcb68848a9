import { describe, expect, it } from '@jest/globals';
import {
  AUTH_MESSAGES,
  CATALOG_MESSAGES,
  productFieldsSchema,
  REVIEW_MESSAGES,
  registerSchema,
  reviewSchema,
} from '@qmj/contracts';
import type { FieldErrors } from 'react-hook-form';
import { firstErrorOnly, oneProblemResolver } from './use-zod-form';

const OPTIONS = { fields: {}, shouldUseNativeValidation: false };

describe('oneProblemResolver', () => {
  it('reports only the first problem of the schema', async () => {
    const resolve = oneProblemResolver(reviewSchema);
    const result = await resolve({ orderId: 0, rating: 9, comment: '', anonymous: false }, undefined, OPTIONS);
    expect(Object.keys(result.errors)).toEqual(['orderId']);
    expect(result.errors.orderId?.message).toBe(REVIEW_MESSAGES.notReceived);
  });

  it('takes the first field in the schema even when several fail with the same message', async () => {
    const resolve = oneProblemResolver(registerSchema);
    const result = await resolve({ username: '', password: '', confirmPassword: '' }, undefined, OPTIONS);
    expect(Object.keys(result.errors)).toEqual(['username']);
    expect(result.errors.username?.message).toBe(AUTH_MESSAGES.fillAll);
  });

  it('passes the parsed values through when the form is right', async () => {
    const resolve = oneProblemResolver(reviewSchema);
    const result = await resolve({ orderId: 4, rating: 5, comment: ' Lovely ', anonymous: false }, undefined, OPTIONS);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ orderId: 4, rating: 5, anonymous: false });
  });
});

describe('oneProblemResolver with the fields typed otherwise', () => {
  const typed = { categoryId: '2', sizeId: '3', name: 'Mug', description: 'A mug.', stock: '4', unitPrice: '2.5' };
  /** The unit price typed in pesos, the contract's in centavos. */
  const toFields = (values: typeof typed) => ({ ...values, unitPrice: Math.round(Number(values.unitPrice) * 100) });

  it('checks the fields the typed values make, and gives the values the schema gives', async () => {
    const resolve = oneProblemResolver(productFieldsSchema, toFields);
    const result = await resolve(typed, undefined, OPTIONS);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ stock: 4, unitPrice: 250 });
  });

  it('reports a problem under the typed input of the same name', async () => {
    const resolve = oneProblemResolver(productFieldsSchema, toFields);
    const result = await resolve({ ...typed, unitPrice: '-1' }, undefined, OPTIONS);
    expect(Object.keys(result.errors)).toEqual(['unitPrice']);
    expect(result.errors.unitPrice?.message).toBe(CATALOG_MESSAGES.wholeNumber);
  });
});

describe('firstErrorOnly', () => {
  it('keeps the first leaf of nested errors', () => {
    const errors = {
      details: {
        address: { type: 'too_small', message: 'Please enter the address.' },
        contact: { type: 'too_small', message: 'Please enter a contact.' },
      },
      paymentMethod: { type: 'invalid_value', message: 'Please choose a payment method.' },
    } as FieldErrors;
    expect(firstErrorOnly(errors)).toEqual({
      details: { address: { type: 'too_small', message: 'Please enter the address.' } },
    });
  });

  it('is empty when nothing is wrong', () => {
    expect(firstErrorOnly({})).toEqual({});
  });
});
