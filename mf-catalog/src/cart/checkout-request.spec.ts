import { describe, expect, it } from '@jest/globals';
import { checkoutSchema, ORDER_MESSAGES } from '@qmj/contracts';
import { checkoutRequest } from './checkout-request';

const details = { address: 'Lipa City', contact: '0917', otherInfo: 'Gate', customerName: 'Juan' };
const receipt = new File([new Uint8Array([1])], 'gcash.png', { type: 'image/png' });

describe('checkoutRequest', () => {
  it('sends the selected ids and passes the schema', () => {
    const request = checkoutRequest({ orderIds: [4, 9], details, paymentMethod: 'COD' }, null);
    expect(checkoutSchema.parse(request).orderIds).toEqual([4, 9]);
  });

  it('fails the schema with no selected line', () => {
    const result = checkoutSchema.safeParse(checkoutRequest({ orderIds: [], details, paymentMethod: 'COD' }, null));
    expect(result.success ? null : result.error.issues[0].message).toBe(ORDER_MESSAGES.selectItems);
  });

  it('sends the receipt with GCash only', () => {
    expect(checkoutRequest({ orderIds: [1], details, paymentMethod: 'GCASH' }, receipt).receipt).toBe(receipt);
    expect(checkoutRequest({ orderIds: [1], details, paymentMethod: 'COD' }, receipt).receipt).toBeUndefined();
  });
});
