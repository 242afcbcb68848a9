import { afterAll, describe, expect, it } from '@jest/globals';
import { drawReceipt, sampleReceipt } from '../../test/gcash-receipts.js';
import { closeReceiptReader, readReceipt } from './receipt-reader.js';

describe('readReceipt', () => {
  afterAll(() => closeReceiptReader());

  // Seeds whose photos are turned 2.4° clockwise and 1.8° the other way, on a dark table: the first lost its
  // reference line, the "Ref No." and the date on one row, before the reader levelled the picture (docs/receipts.md).
  it.each([2028, 2034])(
    'reads the amount and the reference on a photo of a phone turned askew (seed %i)',
    async (seed) => {
      const { receipt, style } = sampleReceipt(seed);
      const read = await readReceipt(await drawReceipt(receipt, { variant: 'photo', style }));
      expect(read).toMatchObject({ amount: receipt.amount, referenceNumber: receipt.referenceNumber });
    },
  );

  it('reads a screenshot as it is', async () => {
    const { receipt, style } = sampleReceipt(2026);
    const read = await readReceipt(await drawReceipt(receipt, { variant: 'png', style }));
    expect(read).toMatchObject({ amount: receipt.amount, referenceNumber: receipt.referenceNumber });
  });
});
