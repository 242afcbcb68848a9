import { describe, expect, it } from '@jest/globals';
import { parseReceiptText } from './receipt-text.js';

/** OCR text of a GCash "Sent via GCash" screen, as tesseract.js gives it (a J read as ], blank lines). */
const SENT_VIA_GCASH = `Sent via GCash

QM] Events

+63 917 *** 4567

Amount PHP 4,800.00

Total Amount Sent PHP 4,800.00
Ref No. 1234 567 890123

Jun 3, 2025 2:15 PM
`;

describe('parseReceiptText', () => {
  it('reads the fields of a Sent via GCash receipt', () => {
    expect(parseReceiptText(SENT_VIA_GCASH)).toEqual({
      amount: 480000,
      referenceNumber: '1234567890123',
      paidAt: '2025-06-03T14:15:00+08:00',
      recipientNumber: '0917***4567',
      recipientName: 'QM] Events',
      text: SENT_VIA_GCASH,
    });
  });

  it('takes the total over another sum, and the amount on the line after its label', () => {
    expect(parseReceiptText('Fee 15.00\nTotal Amount Sent\n₱1,250.50').amount).toBe(125050);
    expect(parseReceiptText('Amount\nP 99.00\nsomething 5.00').amount).toBe(9900);
    expect(parseReceiptText('Paid 12.00 and 300.25').amount).toBe(30025);
  });

  it('takes the amount over a total whose ₱ was read as a digit, not over a total that differs otherwise', () => {
    expect(parseReceiptText('Amount 19,554.24\nTotal Amount Sent 719,554.24').amount).toBe(1955424);
    expect(parseReceiptText('Amount 2,682.29\nTotal Amount Sent 92,682.29').amount).toBe(268229);
    expect(parseReceiptText('Amount 2,682.29\nTotal Amount Sent 2,697.29').amount).toBe(269729);
    expect(parseReceiptText('Amount 2,682.29\nTotal Amount Sent 12,682.30').amount).toBe(1268230);
  });

  it('reads a reference with OCR confusions in it, or 13 digits without their label', () => {
    expect(parseReceiptText('Ref No. 1O23 4l6 789012').referenceNumber).toBe('1023416789012');
    expect(parseReceiptText('Reference # 9876543210987').referenceNumber).toBe('9876543210987');
    expect(parseReceiptText('something 5012 345 678901 done').referenceNumber).toBe('5012345678901');
    expect(parseReceiptText('Ref No. 12345').referenceNumber).toBeNull();
  });

  it('reads worded and numeric dates, 12- and 24-hour, in Manila time', () => {
    expect(parseReceiptText('Dec 31, 2025 12:05 AM').paidAt).toBe('2025-12-31T00:05:00+08:00');
    expect(parseReceiptText('September 9 2025 at 23:59').paidAt).toBe('2025-09-09T23:59:00+08:00');
    // OCR often drops the space after the day's comma.
    expect(parseReceiptText('Ref No. 1234 567 890123 Nov 27,2026 12:00 AM').paidAt).toBe('2026-11-27T00:00:00+08:00');
    expect(parseReceiptText('06-03-2025 12:30 PM').paidAt).toBe('2025-06-03T12:30:00+08:00');
    expect(parseReceiptText('Feb 30, 2025 1:00 PM').paidAt).toBeNull();
  });

  it('reads the masked number in its forms, and the name beside or above it', () => {
    expect(parseReceiptText('JO** D. 0917 *** 4567')).toMatchObject({
      recipientNumber: '0917***4567',
      recipientName: 'JO** D.',
    });
    expect(parseReceiptText('Sent via GCash\n+63 917 123 4567').recipientNumber).toBe('09171234567');
    expect(parseReceiptText('Sent via GCash\n+63 917 123 4567').recipientName).toBeNull();
  });

  it('answers nulls for a text with nothing of a receipt in it', () => {
    expect(parseReceiptText('a photo of a cat')).toEqual({
      amount: null,
      referenceNumber: null,
      paidAt: null,
      recipientNumber: null,
      recipientName: null,
      text: 'a photo of a cat',
    });
  });
});
