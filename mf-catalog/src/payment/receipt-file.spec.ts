import { describe, expect, it } from '@jest/globals';
import { receiptToSend } from './receipt-file';

describe('receiptToSend', () => {
  it('sends the receipt with GCash only', () => {
    expect(receiptToSend('GCASH', 'receipt')).toBe('receipt');
    expect(receiptToSend('COD', 'receipt')).toBeNull();
  });
});
