import { describe, expect, it } from '@jest/globals';
import { receiptPreviewSchema } from './receipt-schemas.js';
import {
  checkReceipt,
  maskedNumberMatches,
  normalizeMaskedNumber,
  type ReceiptExpectations,
  type ReceiptFields,
  receiptBadge,
  receiptPreviewWarnings,
  receiptReadSummary,
} from './receipts.js';

const READ: ReceiptFields = {
  amount: 480000,
  referenceNumber: '1234567890123',
  paidAt: '2025-06-03T14:15:00+08:00',
  recipientNumber: '0917***4567',
  recipientName: 'QMJ Events',
};

const EXPECTED: ReceiptExpectations = {
  due: 480000,
  gcashNumber: '09171234567',
  madeAt: new Date('2025-06-03T08:00:00Z'),
  now: new Date('2025-06-03T08:30:00Z'),
  referenceUsedBy: null,
  pictureHash: 'ab',
  pictureUsedBy: null,
};

const verdicts = (read: ReceiptFields, expected: ReceiptExpectations) =>
  Object.fromEntries(Object.entries(checkReceipt(read, expected)).map(([name, check]) => [name, check.verdict]));

describe('the masked recipient number', () => {
  it('normalises the country code, spaces and mask characters', () => {
    expect(normalizeMaskedNumber('+63 917 *** 4567')).toBe('0917***4567');
    expect(normalizeMaskedNumber('0917 •••• 4567')).toBe('0917****4567');
  });

  it('matches when every visible digit is in its place', () => {
    expect(maskedNumberMatches('+63 917 *** 4567', '09171234567')).toBe(true);
    expect(maskedNumberMatches('0917***4568', '09171234567')).toBe(false);
    expect(maskedNumberMatches('0918***4567', '09171234567')).toBe(false);
    expect(maskedNumberMatches('09171234567', '09171234567')).toBe(true);
    expect(maskedNumberMatches('***4567', '09171234567')).toBe(true);
    expect(maskedNumberMatches('***67', '09171234567')).toBe(false);
  });
});

describe('checkReceipt', () => {
  it('passes a receipt that says what is due, paid to the shop the day the order was made', () => {
    expect(verdicts(READ, EXPECTED)).toEqual({
      amount: 'pass',
      recipient: 'pass',
      date: 'pass',
      reference: 'pass',
      picture: 'pass',
    });
    expect(receiptBadge('read', checkReceipt(READ, EXPECTED))).toBe('verified');
  });

  it('warns of another amount, another number and a date out of range, with the values read and expected', () => {
    const checks = checkReceipt({ ...READ, amount: 470000, recipientNumber: '0918***0000' }, EXPECTED);
    expect(checks.amount).toEqual({ verdict: 'warn', read: 470000, expected: 480000, earlier: null });
    expect(checks.recipient.verdict).toBe('warn');
    expect(receiptBadge('read', checks)).toBe('needs-look');
    expect(verdicts({ ...READ, paidAt: '2025-06-02T23:59:00+08:00' }, EXPECTED).date).toBe('warn');
    expect(verdicts({ ...READ, paidAt: '2025-06-03T17:00:00+08:00' }, EXPECTED).date).toBe('warn');
    // Paid earlier on the day the order was made (the customer pays, then attaches).
    expect(verdicts({ ...READ, paidAt: '2025-06-03T00:01:00+08:00' }, EXPECTED).date).toBe('pass');
  });

  it('fails a reused reference or picture, naming the earlier record', () => {
    const checks = checkReceipt(READ, { ...EXPECTED, referenceUsedBy: 'order QMJ4K2P9', pictureUsedBy: 'booking #3' });
    expect(checks.reference).toMatchObject({ verdict: 'fail', earlier: 'order QMJ4K2P9' });
    expect(checks.picture).toMatchObject({ verdict: 'fail', earlier: 'booking #3' });
    expect(receiptBadge('read', checks)).toBe('suspicious');
  });

  it('is unknown for what was not read, and the badge says unread until something is', () => {
    const nothing = { amount: null, referenceNumber: null, paidAt: null, recipientNumber: null, recipientName: null };
    const checks = checkReceipt(nothing, { ...EXPECTED, pictureHash: null });
    expect(Object.values(checks).every((check) => check.verdict === 'unknown')).toBe(true);
    expect(receiptBadge('unreadable', checks)).toBe('unread');
    expect(receiptBadge('queued', null)).toBe('unread');
    // A reused picture is suspicious even when its text could not be read.
    expect(receiptBadge('unreadable', checkReceipt(nothing, { ...EXPECTED, pictureUsedBy: 'order X' }))).toBe(
      'suspicious',
    );
  });
});

describe('receiptPreviewSchema', () => {
  it('takes exactly one of a product, cart lines or a service', () => {
    expect(receiptPreviewSchema.safeParse({ productId: '3', quantity: '2', address: 'Lipa' }).success).toBe(true);
    expect(receiptPreviewSchema.parse({ orderIds: '4,5' }).orderIds).toEqual([4, 5]);
    expect(receiptPreviewSchema.safeParse({ serviceId: 1, addOns: '[{"slot":1,"quantity":2}]' }).success).toBe(true);
    expect(receiptPreviewSchema.safeParse({}).success).toBe(false);
    expect(receiptPreviewSchema.safeParse({ productId: 1, serviceId: 2 }).success).toBe(false);
  });
});

describe('what the customer reads of a preview', () => {
  it('says the amount and reference read, either alone, and nothing when neither was read', () => {
    expect(receiptReadSummary(READ)).toBe('We read ₱4,800.00, ref 1234 567 890123');
    expect(receiptReadSummary({ amount: 50, referenceNumber: null })).toBe('We read ₱0.50');
    expect(receiptReadSummary({ amount: null, referenceNumber: '1234567890123' })).toBe('We read ref 1234 567 890123');
    expect(receiptReadSummary({ amount: null, referenceNumber: null })).toBeNull();
  });

  it('warns of nothing when every check passed or was not read', () => {
    expect(receiptPreviewWarnings(checkReceipt(READ, EXPECTED))).toEqual([]);
    const nothing = { amount: null, referenceNumber: null, paidAt: null, recipientNumber: null, recipientName: null };
    expect(receiptPreviewWarnings(checkReceipt(nothing, { ...EXPECTED, pictureHash: null }))).toEqual([]);
  });

  it('names both amounts, the number paid to and the date out of range', () => {
    const warnings = receiptPreviewWarnings(
      checkReceipt({ ...READ, amount: 470000, recipientNumber: '0918***0000' }, EXPECTED),
    );
    expect(warnings).toEqual([
      'The receipt shows ₱4,700.00 but ₱4,800.00 is due.',
      'The receipt was sent to 0918***0000, which is not our GCash number.',
    ]);
    expect(receiptPreviewWarnings(checkReceipt({ ...READ, paidAt: '2025-06-02T23:59:00+08:00' }, EXPECTED))).toEqual([
      'The receipt is dated before this order or booking was made.',
    ]);
    expect(receiptPreviewWarnings(checkReceipt({ ...READ, paidAt: '2025-06-03T17:00:00+08:00' }, EXPECTED))).toEqual([
      'The receipt is dated in the future.',
    ]);
  });

  it('says where a reused reference or picture was sent before', () => {
    const named = checkReceipt(READ, { ...EXPECTED, referenceUsedBy: 'order QMJ4K2P9', pictureUsedBy: 'booking #3' });
    expect(receiptPreviewWarnings(named)).toEqual([
      'This reference number was already sent for order QMJ4K2P9.',
      'This picture was already sent for booking #3.',
    ]);
    const unnamed = checkReceipt(READ, { ...EXPECTED, referenceUsedBy: 'order QMJ4K2P9' });
    expect(receiptPreviewWarnings({ ...unnamed, reference: { ...unnamed.reference, earlier: null } })).toEqual([
      'This reference number was already sent for another order or booking.',
    ]);
  });
});
