import { describe, expect, it } from '@jest/globals';
import { shippingFeeFor } from '@qmj/contracts';
import { designOrderQuote } from './design-order-request';

const address = '12 Rizal Street, Lipa City';

describe('designOrderQuote', () => {
  it("adds the address's shipping fee to the mugs' price", () => {
    const fee = shippingFeeFor(address);
    expect(designOrderQuote(45000, 2, address)).toEqual({ shippingFee: fee, total: 90000 + fee });
  });

  it('has no fee before an address is given', () => {
    expect(designOrderQuote(45000, 3, '  ')).toEqual({ shippingFee: null, total: 135000 });
  });
});
