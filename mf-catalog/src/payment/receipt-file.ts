import type { PaymentMethod } from '@qmj/contracts';

/** The receipt's pre-check texts; the server checks its bytes again. */
export const RECEIPT_MESSAGES = {
  type: 'The GCash receipt must be an image (PNG, JPEG, WebP or GIF).',
  size: 'The GCash receipt must be 5 MB or smaller.',
} as const;

/** The receipt goes with GCash only; cash on delivery never sends one. */
export function receiptToSend<T>(paymentMethod: PaymentMethod, receipt: T | null): T | null {
  return paymentMethod === 'GCASH' ? receipt : null;
}
