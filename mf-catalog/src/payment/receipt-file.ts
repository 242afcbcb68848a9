import { imageFileProblem, type PaymentMethod } from '@qmj/contracts';

export const RECEIPT_MESSAGES = {
  type: 'The GCash receipt must be an image (PNG, JPEG, WebP or GIF).',
  size: 'The GCash receipt must be 5 MB or smaller.',
} as const;

/** Why a chosen receipt cannot be sent (not an image, over 5 MB), or null when it can. */
export function receiptProblem(file: { type?: string; size: number }): string | null {
  return imageFileProblem(file, RECEIPT_MESSAGES);
}

/** The receipt goes with GCash only; cash on delivery never sends one. */
export function receiptToSend<T>(paymentMethod: PaymentMethod, receipt: T | null): T | null {
  return paymentMethod === 'GCASH' ? receipt : null;
}
