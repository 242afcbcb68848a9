import {
  type CheckVerdict,
  formatReferenceNumber,
  type Page,
  type ReceiptBadge,
  type ReceiptCheckName,
  type ReceiptChecks,
  type ReceiptReading,
} from '@qmj/contracts';
import { formatDate, formatDateTime, formatPeso } from '@qmj/web-kit/ui';
import { type ActionWording, needsReceiptConfirmation } from './admin-actions';

// The badge and check words are mf-admin's for now; the customer's side could share them from @qmj/contracts.

/** The receipt filter's and the badge's words, by badge (docs/receipts.md). */
export const RECEIPT_BADGE_LABELS: Record<ReceiptBadge, string> = {
  verified: 'Verified',
  'needs-look': 'Needs a look',
  suspicious: 'Suspicious',
  unread: 'Not read',
};

/** An unread receipt still waiting for the reader, or one it gave up on. */
export const NOT_READ_YET = 'Not read yet';
export const COULD_NOT_BE_READ = 'Could not be read';
export const READING_THE_RECEIPT = 'Reading the receipt…';

/** Whether the reader has yet to answer: the details and the lists refresh until it does. */
export function isBeingRead(reading: ReceiptReading | null): boolean {
  return reading?.state === 'queued' || reading?.state === 'reading';
}

/** How often a list with a receipt being read asks again (a reading takes a second or two). */
export const READING_REFRESH_MS = 3000;

/** A list query's `refetchInterval`: every few seconds while one of its receipts is being read, else never. */
export function refreshWhileReading(page: Page<{ receipt: ReceiptReading | null }> | undefined): number | false {
  return page?.items.some((item) => isBeingRead(item.receipt)) ? READING_REFRESH_MS : false;
}

/** The badge's text: an unread receipt says whether it is still waiting or could not be read. */
export function receiptBadgeLabel(reading: ReceiptReading): string {
  if (reading.badge !== 'unread') return RECEIPT_BADGE_LABELS[reading.badge];
  return isBeingRead(reading) ? NOT_READ_YET : COULD_NOT_BE_READ;
}

export const CHECK_NAMES: Record<ReceiptCheckName, string> = {
  amount: 'Amount',
  recipient: 'Recipient',
  date: 'Date',
  reference: 'Reference number',
  picture: 'Picture',
};

/** Each verdict's mark and the words a screen reader says for it. */
export const VERDICT_MARKS: Record<CheckVerdict, { mark: string; label: string }> = {
  pass: { mark: '✓', label: 'Passed' },
  warn: { mark: '⚠', label: 'Worth a look' },
  unknown: { mark: '⚠', label: 'Not read' },
  fail: { mark: '✗', label: 'Failed' },
};

export const NOT_READ = 'Not read';
/** A reused receipt whose earlier record has no name (checkReceipt always names it). */
const ANOTHER_RECORD = 'another order or booking';

/** One check as the administrator reads it: what was read, what was expected, and the earlier record of a reuse. */
export interface CheckRow {
  check: ReceiptCheckName;
  name: string;
  verdict: CheckVerdict;
  read: string;
  expected: string;
  /** "Already on order QMJ4K2P9", "Same picture as booking #12"; null when the receipt was not used before. */
  earlier: string | null;
}

const readOr = <Value>(value: Value | null, shown: (value: Value) => string) =>
  value === null ? NOT_READ : shown(value);

/** The checks of a read receipt, in the table's order: amount, recipient, date, reference number, picture. */
export function checkRows(checks: ReceiptChecks): CheckRow[] {
  const { amount, recipient, date, reference, picture } = checks;
  const rows: Omit<CheckRow, 'name' | 'earlier'>[] = [
    {
      check: 'amount',
      verdict: amount.verdict,
      read: readOr(amount.read, formatPeso),
      expected: readOr(amount.expected, formatPeso),
    },
    {
      check: 'recipient',
      verdict: recipient.verdict,
      read: readOr(recipient.read, String),
      expected: readOr(recipient.expected, String),
    },
    {
      check: 'date',
      verdict: date.verdict,
      read: readOr(date.read, formatDateTime),
      expected: readOr(date.expected, (madeAt) => `On or after ${formatDate(madeAt)}, not later than now`),
    },
    {
      check: 'reference',
      verdict: reference.verdict,
      read: readOr(reference.read, formatReferenceNumber),
      expected: 'On no other order or booking',
    },
    {
      check: 'picture',
      // The picture's hash means nothing to a person: the row says only whether it was made.
      verdict: picture.verdict,
      read: picture.read === null ? 'Could not be compared' : 'Compared',
      expected: 'No earlier receipt with the same picture',
    },
  ];
  const earlier: Partial<Record<ReceiptCheckName, string | null>> = {
    reference: reference.earlier && `Already on ${reference.earlier}`,
    picture: picture.earlier && `Same picture as ${picture.earlier}`,
  };
  return rows.map((row) => ({ ...row, name: CHECK_NAMES[row.check], earlier: earlier[row.check] ?? null }));
}

/** Why a receipt is suspicious, one reason a failed check: "the reference number 1234 567 890123 is already on order QMJ4K2P9". */
export function suspiciousReasons(reading: ReceiptReading): string[] {
  if (!reading.checks) return [];
  const { reference, picture } = reading.checks;
  return [
    reference.verdict === 'fail' &&
      `the reference number ${readOr(reference.read, formatReferenceNumber)} is already on ${reference.earlier ?? ANOTHER_RECORD}`,
    picture.verdict === 'fail' && `the same picture is already on ${picture.earlier ?? ANOTHER_RECORD}`,
  ].filter((reason): reason is string => typeof reason === 'string');
}

/**
 * An action's confirm: approving a payment whose receipt is suspicious asks about the reasons instead ("This receipt
 * looks suspicious: … Approve anyway?"); any other action keeps its own wording.
 */
export function actionWording(
  wording: ActionWording,
  action: string,
  record: { receipt: ReceiptReading | null },
): ActionWording {
  if (!record.receipt || !needsReceiptConfirmation(action, record)) return wording;
  const reasons = suspiciousReasons(record.receipt).join('; ');
  return {
    ...wording,
    button: `${wording.button} anyway`,
    question: () => `This receipt looks suspicious: ${reasons}. ${wording.button} anyway?`,
  };
}
