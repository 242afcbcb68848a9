// The receipts' schemas (zod), apart from their rules in ./receipts.ts: a page that needs only the rules (a badge,
// a reference number's spacing) loads no zod (docs/architecture.md#contracts).
import { z } from 'zod';
import { centavos, isoDateTime, numberFromText } from './api.js';
import { fromJsonText } from './booking-fields.js';
import { bookingAddOnRequestSchema } from './booking-request.js';
import { TEXT_MAX } from './limits.js';
import {
  CHECK_VERDICTS,
  RECEIPT_BADGES,
  RECEIPT_MESSAGES,
  RECEIPT_STATES,
  type ReceiptChecks,
  type ReceiptFields,
} from './receipts.js';

/** What the reading found on a receipt: money in centavos, the reference as 13 digits, the time as read (+08:00). */
export const receiptFieldsSchema = z.object({
  amount: centavos.nullable(),
  referenceNumber: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** As GCash shows it, masked: `0917***4567`. */
  recipientNumber: z.string().nullable(),
  recipientName: z.string().nullable(),
}) satisfies z.ZodType<ReceiptFields>;

/** One check: its verdict, the value read, the value expected, and the earlier record a reused receipt belongs to. */
const checkSchema = <Value extends z.ZodType>(value: Value) =>
  z.object({
    verdict: z.enum(CHECK_VERDICTS),
    read: value.nullable(),
    expected: value.nullable(),
    earlier: z.string().nullable(),
  });

export const receiptChecksSchema = z.object({
  /** Read against the amount due (centavos). */
  amount: checkSchema(centavos),
  /** The masked number read against the GCash number in Settings. */
  recipient: checkSchema(z.string()),
  /** The payment's time read against when the order or request was made (the Manila day) and now. */
  date: checkSchema(isoDateTime),
  /** The reference number, never on another order or booking. */
  reference: checkSchema(z.string()),
  /** The picture's hash, never the same picture as an earlier receipt. */
  picture: checkSchema(z.string()),
}) satisfies z.ZodType<ReceiptChecks>;

/** A receipt's reading and verdict, on the order or booking it pays for (owner and administrator). */
export const receiptReadingSchema = receiptFieldsSchema.extend({
  state: z.enum(RECEIPT_STATES),
  badge: z.enum(RECEIPT_BADGES),
  /** Null until it is read. */
  checks: receiptChecksSchema.nullable(),
  readAt: isoDateTime.nullable(),
});
export type ReceiptReading = z.infer<typeof receiptReadingSchema>;

/** The administrator's lists filtered by the receipt's badge. */
export const receiptBadgeFilter = z.enum(RECEIPT_BADGES, { error: RECEIPT_MESSAGES.badge }).optional();

/**
 * POST /api/receipts/preview (multipart with the `receipt`): what the receipt pays for, by ids, so
 * the API computes the amount due itself: a product and quantity to an address (placing one order),
 * the selected cart lines to an address (checkout), a service with its add-ons (a booking's down payment),
 * or a booking (its balance).
 */
export const receiptPreviewSchema = z
  .object({
    productId: numberFromText(z.number().int().positive()).optional(),
    quantity: numberFromText(z.number().int().positive().max(1000)).optional(),
    orderIds: z
      .preprocess(
        (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
        z.array(numberFromText(z.number().int().positive())).min(1).max(100),
      )
      .optional(),
    address: z.string().trim().max(TEXT_MAX.address).optional(),
    serviceId: numberFromText(z.number().int().positive()).optional(),
    /** The balance of the customer's approved booking. */
    bookingId: numberFromText(z.number().int().positive()).optional(),
    addOns: fromJsonText(z.array(bookingAddOnRequestSchema).max(20)).optional(),
  })
  .superRefine((value, context) => {
    const kinds = [value.productId, value.orderIds, value.serviceId, value.bookingId].map((id) => id !== undefined);
    if (kinds.filter(Boolean).length !== 1)
      context.addIssue({ code: 'custom', path: ['productId'], message: RECEIPT_MESSAGES.forRequired });
  });
export type ReceiptPreviewRequest = z.infer<typeof receiptPreviewSchema>;
