import { describe, expect, it, jest } from '@jest/globals';
import { checkReceipt, type ReceiptExpectations, type ReceiptFields, type ReceiptReading } from '@qmj/contracts';

// The UI kit's index loads its components (JSX): the formatters are taken from web-kit's format.ts itself.
jest.unstable_mockModule('@qmj/web-kit/ui', () => import('../../../packages/web-kit/src/ui/format'));
const { ADMIN_ORDER_ACTIONS, ORDER_ACTION_WORDING } = await import('../orders/order-actions');
const { ADMIN_BOOKING_ACTIONS, BOOKING_ACTION_WORDING } = await import('../bookings/booking-actions');
const { actionWording, checkRows, receiptBadgeLabel, refreshWhileReading, suspiciousReasons, VERDICT_MARKS } =
  await import('./receipt-checks');

const PAID: ReceiptFields = {
  amount: 480000,
  referenceNumber: '1234567890123',
  paidAt: '2026-11-26T15:45:00+08:00',
  recipientNumber: '0917***4567',
  recipientName: 'JU**N D.',
};

const EXPECTED: ReceiptExpectations = {
  due: 480000,
  gcashNumber: '09171234567',
  madeAt: new Date('2026-11-26T07:00:00Z'),
  now: new Date('2026-11-26T08:00:00Z'),
  referenceUsedBy: null,
  pictureHash: 'ab'.repeat(32),
  pictureUsedBy: null,
};

function reading(
  fields: Partial<ReceiptFields> = {},
  expected: Partial<ReceiptExpectations> = {},
  badge: ReceiptReading['badge'] = 'verified',
): ReceiptReading {
  const read = { ...PAID, ...fields };
  return {
    ...read,
    state: 'read',
    badge,
    checks: checkReceipt(read, { ...EXPECTED, ...expected }),
    readAt: '2026-11-26T08:00:05Z',
  };
}

/** Each row as the administrator reads it: mark, name, what was read | what was expected | any earlier use. */
const shown = (receipt: ReceiptReading) =>
  receipt.checks
    ? checkRows(receipt.checks).map((row) =>
        [`${VERDICT_MARKS[row.verdict].mark} ${row.name}: ${row.read}`, row.expected, row.earlier]
          .filter(Boolean)
          .join(' | '),
      )
    : [];

describe('checkRows', () => {
  it('shows a verified receipt as five ✓ rows with the values read, formatted, and what was expected', () => {
    expect(shown(reading())).toEqual([
      '✓ Amount: ₱4,800.00 | ₱4,800.00',
      '✓ Recipient: 0917***4567 | 09171234567',
      '✓ Date: Nov 26, 2026, 3:45 PM | On or after Nov 26, 2026, not later than now',
      '✓ Reference number: 1234 567 890123 | On no other order or booking',
      '✓ Picture: Compared | No earlier receipt with the same picture',
    ]);
  });

  it('marks a short amount ⚠ with the amount read against the amount due, the others still ✓', () => {
    const rows = shown(reading({ amount: 450000 }, {}, 'needs-look'));
    expect(rows[0]).toBe('⚠ Amount: ₱4,500.00 | ₱4,800.00');
    expect(rows.slice(1).every((row) => row.startsWith('✓'))).toBe(true);
  });

  it('marks a value not read ⚠ and says it was not read', () => {
    expect(shown(reading({ recipientNumber: null }, {}, 'needs-look'))[1]).toBe('⚠ Recipient: Not read | 09171234567');
  });

  it('marks a reused reference ✗ naming the earlier order, and a reused picture ✗ naming its record', () => {
    const reused = reading({}, { referenceUsedBy: 'order QMJ4K2P9', pictureUsedBy: 'order QMJ4K2P9' }, 'suspicious');
    expect(shown(reused).slice(3)).toEqual([
      '✗ Reference number: 1234 567 890123 | On no other order or booking | Already on order QMJ4K2P9',
      '✗ Picture: Compared | No earlier receipt with the same picture | Same picture as order QMJ4K2P9',
    ]);
  });
});

describe('receiptBadgeLabel', () => {
  it('names the badge, and an unread receipt by whether the reader is still at it', () => {
    const unread = (state: ReceiptReading['state']) => ({
      ...reading(),
      state,
      badge: 'unread' as const,
      checks: null,
    });
    expect(receiptBadgeLabel(reading())).toBe('Verified');
    expect(receiptBadgeLabel(reading({ amount: 1 }, {}, 'needs-look'))).toBe('Needs a look');
    expect(receiptBadgeLabel(reading({}, {}, 'suspicious'))).toBe('Suspicious');
    expect(receiptBadgeLabel(unread('queued'))).toBe('Not read yet');
    expect(receiptBadgeLabel(unread('reading'))).toBe('Not read yet');
    expect(receiptBadgeLabel(unread('unreadable'))).toBe('Could not be read');
  });
});

describe('refreshWhileReading', () => {
  const page = (...receipts: (ReceiptReading | null)[]) => ({
    items: receipts.map((receipt) => ({ receipt })),
    total: receipts.length,
    page: 1,
    pageSize: 10,
  });

  it('asks again every few seconds while a receipt on the page waits for the reader', () => {
    expect(refreshWhileReading(page(null, { ...reading(), state: 'queued', badge: 'unread' }))).toBe(3000);
    expect(refreshWhileReading(page({ ...reading(), state: 'reading', badge: 'unread' }))).toBe(3000);
  });

  it('stops once every receipt is read or given up on, and before the list loads', () => {
    expect(refreshWhileReading(page(null, reading(), { ...reading(), state: 'unreadable', badge: 'unread' }))).toBe(
      false,
    );
    expect(refreshWhileReading(undefined)).toBe(false);
  });
});

describe('actionWording: approving a payment whose receipt is suspicious', () => {
  const suspicious = reading({}, { referenceUsedBy: 'order QMJ4K2P9' }, 'suspicious');

  it('asks about the reasons before an order is approved', () => {
    const wording = actionWording(ORDER_ACTION_WORDING.approve, 'approve', { receipt: suspicious });
    expect(suspiciousReasons(suspicious)).toEqual([
      'the reference number 1234 567 890123 is already on order QMJ4K2P9',
    ]);
    expect(wording.question('QMJ7ZZZZ')).toBe(
      'This receipt looks suspicious: the reference number 1234 567 890123 is already on order QMJ4K2P9. Approve anyway?',
    );
    expect(wording.button).toBe('Approve anyway');
  });

  it('asks the same before a booking (its down payment) is approved', () => {
    const wording = actionWording(BOOKING_ACTION_WORDING.approve, 'approve', { receipt: suspicious });
    expect(wording.question('Wedding')).toMatch(/^This receipt looks suspicious: .+\. Approve anyway\?$/);
  });

  it('leaves every other action, and an approval of a receipt that is not suspicious, as they are', () => {
    for (const action of ADMIN_ORDER_ACTIONS.filter((action) => action !== 'approve')) {
      expect(actionWording(ORDER_ACTION_WORDING[action], action, { receipt: suspicious })).toBe(
        ORDER_ACTION_WORDING[action],
      );
    }
    for (const action of ADMIN_BOOKING_ACTIONS.filter((action) => action !== 'approve')) {
      expect(actionWording(BOOKING_ACTION_WORDING[action], action, { receipt: suspicious })).toBe(
        BOOKING_ACTION_WORDING[action],
      );
    }
    for (const receipt of [null, reading(), reading({ amount: 1 }, {}, 'needs-look')]) {
      expect(actionWording(ORDER_ACTION_WORDING.approve, 'approve', { receipt })).toBe(ORDER_ACTION_WORDING.approve);
    }
  });
});
