/** The pre-check texts of a booking's receipts (the down payment's, the balance's); the server checks the bytes again. */
export const RECEIPT_PROBLEMS = {
  type: 'The receipt must be an image (PNG, JPEG, WebP or GIF).',
  size: 'The receipt must be 5 MB or smaller.',
} as const;
