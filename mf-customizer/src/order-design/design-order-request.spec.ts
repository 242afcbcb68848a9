import { describe, expect, it } from '@jest/globals';
import { placeOrderSchema, shippingFeeFor } from '@qmj/contracts';
import { type DesignOrder, designOrderQuote, designOrderRequest } from './design-order-request';

const order: DesignOrder = {
  quantity: 2,
  address: '12 Rizal Street, Lipa City',
  contact: '09171234567',
  otherInfo: 'Blue gate',
  customerName: 'Ana Cruz',
};
const ids = { productId: 5, customizationId: 9 };
const receipt = new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' });

describe('designOrderQuote', () => {
  it("adds the address's shipping fee to the mugs' price", () => {
    const fee = shippingFeeFor(order.address);
    expect(designOrderQuote(45000, 2, order.address)).toEqual({ shippingFee: fee, total: 90000 + fee });
  });

  it('has no fee before an address is given', () => {
    expect(designOrderQuote(45000, 3, '  ')).toEqual({ shippingFee: null, total: 135000 });
  });
});

describe('designOrderRequest', () => {
  it('places the mug with its design and passes the contracts schema, with no price', () => {
    const request = designOrderRequest(order, ids, 'COD', receipt);
    expect(request).toMatchObject({ ...order, ...ids, paymentMethod: 'COD', intent: 'order' });
    expect(placeOrderSchema.safeParse(request).success).toBe(true);
    expect(['unitPrice', 'shippingFee', 'total'].some((key) => key in request)).toBe(false);
  });

  it('sends the receipt with GCash only', () => {
    expect(designOrderRequest(order, ids, 'GCASH', receipt).receipt).toBe(receipt);
    expect(designOrderRequest(order, ids, 'COD', receipt).receipt).toBeUndefined();
  });
});
