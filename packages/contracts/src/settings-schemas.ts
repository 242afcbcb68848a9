// The payment settings' schemas (zod), apart from their rules in ./settings.ts: a page that needs only the rules
// loads no zod (docs/architecture.md#contracts).
import { z } from 'zod';
import { imageFile, numberFromText } from './api.js';
import { BALANCE_DUE_DAYS_MAX, BALANCE_REMINDER_DAYS_MAX, BOOKING_PAYMENT_MESSAGES } from './booking-payments.js';
import { SETTINGS_MESSAGES } from './settings.js';

/** A Philippine mobile number as GCash knows it: 11 digits starting 09. */
const GCASH_NUMBER = /^09\d{9}$/;
/** The 11 digits as typed, with room for the spaces and dashes people put between their groups. */
const GCASH_NUMBER_TYPED_MAX = 20;

/** A whole number of days from 0 to `max`, typed in a multipart form. */
const wholeDays = (max: number, error: string) =>
  numberFromText(z.number({ error }).int({ error }).min(0, { error }).max(max, { error }));

/** What checkout shows to pay with GCash: the number and the QR image to scan. */
export const paymentSettingsSchema = z.object({
  gcashNumber: z.string(),
  /** The administrator's uploaded QR image, or the API's QR of the number when none was uploaded. */
  gcashQrUrl: z.string(),
  gcashQrUploaded: z.boolean(),
  /** Days before an event's first day its balance is due (0: on the day; docs/bookings.md, Payments). */
  balanceDueDaysBefore: z.number().int(),
  /** Days before the balance is due that its reminder goes out. */
  balanceReminderDaysBefore: z.number().int(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** The administrator's change: the number (spaces and dashes allowed), and the business's real QR image if chosen. */
export const paymentSettingsUpdateSchema = z.object({
  gcashNumber: z
    .string({ error: SETTINGS_MESSAGES.gcashNumber })
    .max(GCASH_NUMBER_TYPED_MAX, { error: SETTINGS_MESSAGES.gcashNumber })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(GCASH_NUMBER, { error: SETTINGS_MESSAGES.gcashNumber })),
  gcashQr: imageFile.optional(),
  /** Kept as they are when not sent. */
  balanceDueDaysBefore: wholeDays(BALANCE_DUE_DAYS_MAX, BOOKING_PAYMENT_MESSAGES.balanceDueDays).optional(),
  balanceReminderDaysBefore: wholeDays(BALANCE_REMINDER_DAYS_MAX, BOOKING_PAYMENT_MESSAGES.reminderDays).optional(),
});
export type PaymentSettingsUpdate = z.input<typeof paymentSettingsUpdateSchema>;
