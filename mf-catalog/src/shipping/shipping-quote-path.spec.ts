import { describe, expect, it } from '@jest/globals';
import { shippingQuotePath } from './shipping-quote-path';

describe('shippingQuotePath', () => {
  it('asks for the trimmed, encoded address', () => {
    expect(shippingQuotePath('  12 Rizal St., Lipa & Co ')).toBe(
      'shipping-quote?address=12%20Rizal%20St.%2C%20Lipa%20%26%20Co',
    );
  });

  it('asks nothing without an address', () => {
    expect(shippingQuotePath('   ')).toBeNull();
  });
});
