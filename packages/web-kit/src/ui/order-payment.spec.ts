import { describe, expect, it } from '@jest/globals';
import { checkoutSchema, ORDER_MESSAGES, placeOrderSchema } from '@qmj/contracts';
import { missingReceipt, orderRequest } from './order-payment';

const details = { address: 'Lipa City', contact: '0917', otherInfo: 'Gate', customerName: 'Juan' };
const receipt = new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' });
const gcash = { paymentMethod: 'GCASH', receipt } as const;
const cod = { paymentMethod: 'COD', receipt } as const;

describe('orderRequest', () => {
  it('places a product with the details and the payment, never a price, and passes the contracts schema', () => {
    const request = orderRequest({ productId: 3, quantity: 2, intent: 'order' }, details, cod);
    expect(request).toMatchObject({ productId: 3, quantity: 2, intent: 'order', ...details, paymentMethod: 'COD' });
    expect(['unitPrice', 'total', 'shippingFee', 'subtotal'].some((key) => key in request)).toBe(false);
    expect(placeOrderSchema.safeParse(request).success).toBe(true);
  });

  it("places a design's mug with its design", () => {
    const request = orderRequest({ productId: 5, customizationId: 9, quantity: 1, intent: 'order' }, details, gcash);
    expect(placeOrderSchema.parse(request)).toMatchObject({ productId: 5, customizationId: 9, paymentMethod: 'GCASH' });
  });

  it('checks out the selected cart lines, and fails the schema with none', () => {
    expect(checkoutSchema.parse(orderRequest({ orderIds: [4, 9] }, details, cod)).orderIds).toEqual([4, 9]);
    const none = checkoutSchema.safeParse(orderRequest({ orderIds: [] }, details, cod));
    expect(none.success ? null : none.error.issues[0].message).toBe(ORDER_MESSAGES.selectItems);
  });

  it('sends the receipt with GCash only', () => {
    expect(orderRequest({ orderIds: [1] }, details, gcash).receipt).toBe(receipt);
    expect(orderRequest({ orderIds: [1] }, details, cod).receipt).toBeUndefined();
    expect(orderRequest({ orderIds: [1] }, details, { paymentMethod: 'GCASH', receipt: null }).receipt).toBeUndefined();
  });
});

describe('missingReceipt', () => {
  it('asks for the receipt with GCash only', () => {
    expect(missingReceipt({ paymentMethod: 'GCASH', receipt: null })).toBe(ORDER_MESSAGES.receiptRequired);
    expect(missingReceipt(gcash)).toBeNull();
    expect(missingReceipt({ paymentMethod: 'COD', receipt: null })).toBeNull();
  });
});
