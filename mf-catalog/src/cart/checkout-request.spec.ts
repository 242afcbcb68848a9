import { describe, expect, it } from '@jest/globals';
import { checkoutSchema, ORDER_MESSAGES } from '@qmj/contracts';
import { checkoutBody, checkoutFields } from './checkout-request';

const details = { address: 'Lipa City', contact: '0917', otherInfo: ' Gate ', customerName: 'Juan' };
const receipt = new File([new Uint8Array([1])], 'gcash.png', { type: 'image/png' });

describe('checkoutFields', () => {
  it('joins the selected ids with commas and passes the schema', () => {
    const fields = checkoutFields({ orderIds: [4, 9], details, paymentMethod: 'COD' });
    expect(fields.orderIds).toBe('4,9');
    expect(fields.otherInfo).toBe('Gate');
    expect(checkoutSchema.parse(fields).orderIds).toEqual([4, 9]);
  });

  it('fails the schema with no selected line', () => {
    const result = checkoutSchema.safeParse(checkoutFields({ orderIds: [], details, paymentMethod: 'COD' }));
    expect(result.success ? null : result.error.issues[0].message).toBe(ORDER_MESSAGES.selectItems);
  });
});

describe('checkoutBody', () => {
  it('sends the receipt with GCash only', () => {
    expect(checkoutBody({ orderIds: [1], details, paymentMethod: 'GCASH' }, receipt).has('receipt')).toBe(true);
    expect(checkoutBody({ orderIds: [1], details, paymentMethod: 'COD' }, receipt).has('receipt')).toBe(false);
  });
});
