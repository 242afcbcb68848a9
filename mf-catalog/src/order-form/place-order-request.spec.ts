import { describe, expect, it } from '@jest/globals';
import { placeOrderSchema } from '@qmj/contracts';
import { cartLineRequest, type PlaceOrderInput, placeOrderRequest } from './place-order-request';

const input: PlaceOrderInput = {
  productId: 3,
  quantity: 2,
  details: { address: 'Lipa City', contact: '0917', otherInfo: 'Gate', customerName: 'Juan' },
  paymentMethod: 'GCASH',
};
const receipt = new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' });

describe('cartLineRequest', () => {
  it('adds to the cart with the product and the quantity only, and passes the contracts schema', () => {
    const request = cartLineRequest(3, 2);
    expect(request).toEqual({ productId: 3, quantity: 2, paymentMethod: 'COD', intent: 'cart' });
    expect(placeOrderSchema.safeParse(request).success).toBe(true);
  });
});

describe('placeOrderRequest', () => {
  it('passes the contracts schema', () => {
    const request = placeOrderRequest(input, receipt);
    expect(request.address).toBe('Lipa City');
    expect(placeOrderSchema.safeParse(request).success).toBe(true);
  });

  it('sends the order and never a price', () => {
    const request = placeOrderRequest({ ...input, paymentMethod: 'COD' }, receipt);
    expect(request).toMatchObject({ productId: 3, quantity: 2, intent: 'order', paymentMethod: 'COD' });
    expect(['unitPrice', 'total', 'shippingFee', 'subtotal'].some((key) => key in request)).toBe(false);
    expect(request.receipt).toBeUndefined();
  });

  it('adds the receipt to a GCash order', () => {
    expect(placeOrderRequest(input, receipt).receipt?.name).toBe('receipt.png');
  });
});
