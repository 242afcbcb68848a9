import { manilaToday } from './booking-calendar.js';
import { formatPesos } from './money.js';

/** A stored receipt's reading: waiting, being read by a replica, read, or not readable (docs/receipts.md). */
export const RECEIPT_STATES = ['queued', 'reading', 'read', 'unreadable'] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];

/** One check's outcome: as expected, worth a look, a sign of a fake, or not read. */
export const CHECK_VERDICTS = ['pass', 'warn', 'fail', 'unknown'] as const;
export type CheckVerdict = (typeof CHECK_VERDICTS)[number];

/** The badge beside a receipt: every check passed, some need a look, one failed, or nothing was read (yet). */
export const RECEIPT_BADGES = ['verified', 'needs-look', 'suspicious', 'unread'] as const;
export type ReceiptBadge = (typeof RECEIPT_BADGES)[number];

export const RECEIPT_MESSAGES = {
  forRequired: 'Please say what the receipt pays for: an order, the selected cart lines, a booking or its balance.',
  badge: `receipt must be one of ${RECEIPT_BADGES.join(', ')}`,
  /** What the customer reads while a chosen receipt is being read, and after (docs/receipts.md). */
  reading: 'Reading your receipt…',
  notRead: 'We could not read this receipt. You can still send it; we will check it by hand.',
  read: (found: readonly string[]) => `We read ${found.join(', ')}`,
  amountDiffers: (read: string, due: string) => `The receipt shows ${read} but ${due} is due.`,
  otherRecipient: (read: string) => `The receipt was sent to ${read}, which is not our GCash number.`,
  paidBefore: 'The receipt is dated before this order or booking was made.',
  paidLater: 'The receipt is dated in the future.',
  referenceUsed: (earlier: string) => `This reference number was already sent for ${earlier}.`,
  pictureUsed: (earlier: string) => `This picture was already sent for ${earlier}.`,
  usedElsewhere: 'another order or booking',
} as const;

/** What the reading found on a receipt: money in centavos, the reference as 13 digits, the time as read (+08:00). */
export interface ReceiptFields {
  amount: number | null;
  referenceNumber: string | null;
  paidAt: string | null;
  /** As GCash shows it, masked: `0917***4567`. */
  recipientNumber: string | null;
  recipientName: string | null;
}

/** One check: its verdict, the value read, the value expected, and the earlier record a reused receipt belongs to. */
export interface ReceiptCheck<Value> {
  verdict: CheckVerdict;
  read: Value | null;
  expected: Value | null;
  earlier: string | null;
}

export interface ReceiptChecks {
  /** Read against the amount due (centavos). */
  amount: ReceiptCheck<number>;
  /** The masked number read against the GCash number in Settings. */
  recipient: ReceiptCheck<string>;
  /** The payment's time read against when the order or request was made (the Manila day) and now. */
  date: ReceiptCheck<string>;
  /** The reference number, never on another order or booking. */
  reference: ReceiptCheck<string>;
  /** The picture's hash, never the same picture as an earlier receipt. */
  picture: ReceiptCheck<string>;
}
export type ReceiptCheckName = keyof ReceiptChecks;

/** What the checks compare a reading with. */
export interface ReceiptExpectations {
  /** The amount due, centavos: the order total(s) of the checkout, or the booking's down payment. */
  due: number;
  /** The business's GCash number in Settings, `09XXXXXXXXX`. */
  gcashNumber: string;
  /** When the order or request was made (now, for a preview). */
  madeAt: Date;
  now: Date;
  /** The earlier order or booking with the same reference number, named; null when none. */
  referenceUsedBy: string | null;
  /** The picture's hash (null when it could not be hashed) and the earlier receipt with the same picture. */
  pictureHash: string | null;
  pictureUsedBy: string | null;
}

/** A payment time read this far after the check is still taken as now (phone clocks drift). */
const CLOCK_SLACK_MS = 10 * 60 * 1000;
/** Fewer visible digits than this cannot say whose number it is. */
const MIN_VISIBLE_DIGITS = 4;

/** `+63 917 *** 4567` or `0917***4567` as `0917***4567`: spaces gone, the country code as the leading 0. */
export function normalizeMaskedNumber(shown: string): string {
  return shown
    .replace(/[\s-]/g, '')
    .replace(/^\+?63(?=9)/, '0')
    .replace(/[*•·xX]+/g, (mask) => '*'.repeat(mask.length));
}

/** Whether a number as GCash shows it (masked) can be `gcashNumber`: every visible digit in its place. */
export function maskedNumberMatches(shown: string, gcashNumber: string): boolean {
  const masked = normalizeMaskedNumber(shown);
  const match = /^(\d*)\**(\d*)$/.exec(masked);
  if (!match) return false;
  const [, head, tail] = match;
  if (head.length + tail.length < MIN_VISIBLE_DIGITS || head.length + tail.length > gcashNumber.length) return false;
  if (!masked.includes('*')) return masked === gcashNumber;
  return gcashNumber.startsWith(head) && gcashNumber.endsWith(tail);
}

/** A 13-digit reference as people read it on the receipt: `1234 567 890123`. */
export function formatReferenceNumber(reference: string): string {
  return reference.replace(/^(\d{4})(\d{3})(\d{6})$/, '$1 $2 $3');
}

/**
 * The checks of a reading against what is due (docs/receipts.md): the amount equals the amount due
 * (warn otherwise); the recipient's visible digits are the Settings number's (warn otherwise); the
 * payment's Manila day is not before the day the order was made (a customer pays, then attaches) and
 * its time not in the future (warn otherwise); the reference number and the picture were never on
 * another order or booking (fail otherwise). A value not read is `unknown`.
 */
export function checkReceipt(read: ReceiptFields, expected: ReceiptExpectations): ReceiptChecks {
  const known = <Value>(value: Value | null, passes: (value: Value) => boolean): CheckVerdict =>
    value === null ? 'unknown' : passes(value) ? 'pass' : 'warn';
  const unused = (value: string | null, usedBy: string | null): CheckVerdict =>
    value === null ? 'unknown' : usedBy === null ? 'pass' : 'fail';
  return {
    amount: {
      verdict: known(read.amount, (amount) => amount === expected.due),
      read: read.amount,
      expected: expected.due,
      earlier: null,
    },
    recipient: {
      verdict: known(read.recipientNumber, (shown) => maskedNumberMatches(shown, expected.gcashNumber)),
      read: read.recipientNumber,
      expected: expected.gcashNumber,
      earlier: null,
    },
    date: {
      verdict: known(read.paidAt, (paidAt) => paidInTime(new Date(paidAt), expected.madeAt, expected.now)),
      read: read.paidAt,
      expected: expected.madeAt.toISOString(),
      earlier: null,
    },
    reference: {
      verdict: unused(read.referenceNumber, expected.referenceUsedBy),
      read: read.referenceNumber,
      expected: null,
      earlier: expected.referenceUsedBy,
    },
    picture: {
      verdict: unused(expected.pictureHash, expected.pictureUsedBy),
      read: expected.pictureHash,
      expected: null,
      earlier: expected.pictureUsedBy,
    },
  };
}

function paidInTime(paidAt: Date, madeAt: Date, now: Date): boolean {
  if (Number.isNaN(paidAt.getTime())) return false;
  return manilaToday(paidAt) >= manilaToday(madeAt) && paidAt.getTime() <= now.getTime() + CLOCK_SLACK_MS;
}

/**
 * The badge of a reading: a failed check makes it suspicious whatever else (a reused picture is
 * caught even when its text could not be read); otherwise a receipt not read is unread, one with a
 * warning or a value not read needs a look, and one whose every check passed is verified.
 */
export function receiptBadge(state: ReceiptState, checks: ReceiptChecks | null): ReceiptBadge {
  const verdicts = checks ? Object.values(checks).map((check) => check.verdict) : [];
  if (verdicts.includes('fail')) return 'suspicious';
  if (state !== 'read') return 'unread';
  return verdicts.every((verdict) => verdict === 'pass') ? 'verified' : 'needs-look';
}

/**
 * A reading as the customer who sent the receipt sees it: a reused receipt's earlier record may be another
 * customer's, so it is not named to them (the administrator's verdict names it).
 */
export function ownersReading<Reading extends { checks: ReceiptChecks | null }>(reading: Reading): Reading {
  const { checks } = reading;
  if (!checks) return reading;
  return {
    ...reading,
    checks: {
      ...checks,
      reference: { ...checks.reference, earlier: null },
      picture: { ...checks.picture, earlier: null },
    },
  };
}

/** "We read ₱4,800.00, ref 1234 567 890123": what a reading found of the amount and reference; null when neither. */
export function receiptReadSummary({ amount, referenceNumber }: Pick<ReceiptFields, 'amount' | 'referenceNumber'>) {
  const found = [
    ...(amount === null ? [] : [formatPesos(amount)]),
    ...(referenceNumber === null ? [] : [`ref ${formatReferenceNumber(referenceNumber)}`]),
  ];
  return found.length === 0 ? null : RECEIPT_MESSAGES.read(found);
}

/**
 * Why a reading differs from what is due, one plain sentence a check that warned or failed: the amount,
 * the recipient, a date before the order or in the future, a reference or picture already sent for another
 * record. A check not read says nothing: the reading's summary shows what was found.
 */
export function receiptPreviewWarnings(checks: ReceiptChecks): string[] {
  const { amount, recipient, date, reference, picture } = checks;
  const differs = (check: { verdict: CheckVerdict }) => check.verdict === 'warn' || check.verdict === 'fail';
  const earlier = (check: { earlier: string | null }) => check.earlier ?? RECEIPT_MESSAGES.usedElsewhere;
  const warnings: string[] = [];
  if (differs(amount) && amount.read !== null && amount.expected !== null)
    warnings.push(RECEIPT_MESSAGES.amountDiffers(formatPesos(amount.read), formatPesos(amount.expected)));
  if (differs(recipient) && recipient.read !== null) warnings.push(RECEIPT_MESSAGES.otherRecipient(recipient.read));
  if (differs(date) && date.read !== null)
    warnings.push(
      date.expected !== null && new Date(date.read) < new Date(date.expected)
        ? RECEIPT_MESSAGES.paidBefore
        : RECEIPT_MESSAGES.paidLater,
    );
  if (differs(reference)) warnings.push(RECEIPT_MESSAGES.referenceUsed(earlier(reference)));
  if (differs(picture)) warnings.push(RECEIPT_MESSAGES.pictureUsed(earlier(picture)));
  return warnings;
}
