import { describe, expect, it } from '@jest/globals';
import { shippingFeeFor } from '@qmj/contracts';
import { designOrderQuote, designReceiptPaysFor } from './design-order-request';

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

describe('designReceiptPaysFor', () => {
  it('reads a receipt against the mug, the quantity and the address typed', () => {
    expect(designReceiptPaysFor(7, 2, `  ${address} `)).toEqual({ productId: 7, quantity: 2, address });
  });

  it('reads nothing before the quantity and the address are there', () => {
    expect(designReceiptPaysFor(7, 2, ' ')).toBeNull();
    expect(designReceiptPaysFor(7, 0, address)).toBeNull();
    expect(designReceiptPaysFor(7, Number.NaN, address)).toBeNull();
    expect(designReceiptPaysFor(7, 1.5, address)).toBeNull();
  });
});
