import { describe, expect, it } from '@jest/globals';
import { placeOrderSchema } from '@qmj/contracts';
import { type PlaceOrderInput, placeOrderBody, placeOrderFields } from './place-order-request';

const input: PlaceOrderInput = {
  productId: 3,
  quantity: 2,
  details: { address: ' Lipa City ', contact: '0917', otherInfo: 'Gate', customerName: 'Juan' },
  paymentMethod: 'GCASH',
  intent: 'order',
};
const receipt = new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' });

describe('placeOrderFields', () => {
  it('passes the contracts schema with trimmed details', () => {
    const fields = placeOrderFields(input);
    expect(fields.address).toBe('Lipa City');
    expect(placeOrderSchema.safeParse(fields).success).toBe(true);
  });

  it('adds a cart line as cash on delivery (the payment is chosen at checkout)', () => {
    expect(placeOrderFields({ ...input, intent: 'cart' }).paymentMethod).toBe('COD');
  });
});

describe('placeOrderBody', () => {
  it('sends the fields as text and never a price', () => {
    const body = placeOrderBody({ ...input, paymentMethod: 'COD' }, receipt);
    expect(body.get('productId')).toBe('3');
    expect(body.get('quantity')).toBe('2');
    expect(body.get('intent')).toBe('order');
    expect(body.get('paymentMethod')).toBe('COD');
    expect(body.has('unitPrice') || body.has('total') || body.has('shippingFee')).toBe(false);
    expect(body.has('receipt')).toBe(false);
  });

  it('adds the receipt to a GCash order only', () => {
    expect((placeOrderBody(input, receipt).get('receipt') as File).name).toBe('receipt.png');
    expect(placeOrderBody({ ...input, intent: 'cart' }, receipt).has('receipt')).toBe(false);
  });
});
