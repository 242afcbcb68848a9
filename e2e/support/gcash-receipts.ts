// GCash receipts for the journeys, drawn like the API suite's (scripts/lib/gcash-receipts.mjs).
import type { APIRequestContext } from '@playwright/test';
import type { PaymentSettings } from '@qmj/contracts';
import { drawReceipt, type GcashReceipt, PLAIN_STYLE } from '../../scripts/lib/gcash-receipts.mjs';

/** How long a journey waits for a receipt's reading: a second or two, more on a busy machine. */
export const READ_IN_TIME = { timeout: 30_000 };

let referencesDrawn = 0;

/**
 * A GCash screenshot of `amount` centavos paid this minute (Manila) to the business's number as Settings has it,
 * masked as GCash shows it, with a reference no other receipt of the run has; as the file a form or the API takes.
 */
export async function receiptPaidNow(request: APIRequestContext, amount: number) {
  const { gcashNumber } = (await (await request.get('/api/settings/payment')).json()) as PaymentSettings;
  referencesDrawn += 1;
  const manilaMinute = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 16);
  const receipt: GcashReceipt = {
    amount,
    referenceNumber: `${Date.now()}${referencesDrawn % 10}`.slice(-13),
    paidAt: `${manilaMinute}:00+08:00`,
    recipientNumber: `${gcashNumber.slice(0, 4)}***${gcashNumber.slice(-4)}`,
    recipientName: 'QM**J E.',
  };
  const buffer = await drawReceipt(receipt, { variant: 'png', style: PLAIN_STYLE });
  return { receipt, gcashNumber, file: { name: 'gcash-receipt.png', mimeType: 'image/png', buffer } };
}
