import { imageFile } from '../api.js';
import { receiptPreviewSchema, receiptReadingSchema } from '../receipt-schemas.js';
import { signedIn } from './endpoint.js';

/** GCash receipts read by the API (docs/receipts.md). */
export const receiptRoutes = {
  preview: signedIn
    .route({
      method: 'POST',
      path: '/receipts/preview',
      tags: ['receipts'],
      summary: 'Read a receipt before it is sent and check it against what is due',
    })
    .input(receiptPreviewSchema.safeExtend({ receipt: imageFile }))
    .output(receiptReadingSchema),
};
