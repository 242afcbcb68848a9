import { describe, expect, it } from '@jest/globals';
import { placeOrderSchema } from '@qmj/contracts';
import { cartLineRequest } from './place-order-request';

describe('cartLineRequest', () => {
  it('adds to the cart with the product and the quantity only, and passes the contracts schema', () => {
    const request = cartLineRequest(3, 2);
    expect(request).toEqual({ productId: 3, quantity: 2, paymentMethod: 'COD', intent: 'cart' });
    expect(placeOrderSchema.safeParse(request).success).toBe(true);
  });
});
