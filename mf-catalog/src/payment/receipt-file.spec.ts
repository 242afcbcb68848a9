import { describe, expect, it } from '@jest/globals';
import { MAX_UPLOAD_BYTES } from '@qmj/contracts';
import { RECEIPT_MESSAGES, receiptProblem, receiptToSend } from './receipt-file';

describe('receiptProblem', () => {
  it('accepts an image of up to 5 MB', () => {
    expect(receiptProblem({ type: 'image/png', size: 1024 })).toBeNull();
    expect(receiptProblem({ type: 'image/jpeg', size: MAX_UPLOAD_BYTES })).toBeNull();
  });

  it('refuses anything that is not an image', () => {
    expect(receiptProblem({ type: 'application/pdf', size: 1024 })).toBe(RECEIPT_MESSAGES.type);
    expect(receiptProblem({ type: '', size: 1024 })).toBe(RECEIPT_MESSAGES.type);
  });

  it('refuses an image over 5 MB', () => {
    expect(receiptProblem({ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe(RECEIPT_MESSAGES.size);
  });
});

describe('receiptToSend', () => {
  it('sends the receipt with GCash only', () => {
    expect(receiptToSend('GCASH', 'receipt')).toBe('receipt');
    expect(receiptToSend('COD', 'receipt')).toBeNull();
  });
});
