import { normalizeMaskedNumber, type ReceiptFields } from '@qmj/contracts';

/** What a receipt's OCR text says: the fields GCash prints, each null when not found, and the text itself. */
export interface ReceiptText extends ReceiptFields {
  /** The raw OCR text. */
  text: string;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** `4,800.00`, `4800.00`, `₱ 4,800.00`: pesos with their centavos (OCR may read a comma as a period). */
const MONEY = /(?<![\d.,])(\d{1,3}(?:[,.]\d{3})+|\d+)[.,](\d{2})(?![\d,])/g;
/** The reference: 13 digits GCash groups 4 3 6; OCR may read a 0 as O and a 1 as l or I. */
const REFERENCE_AFTER_LABEL = /ref(?:erence)?\.?\s*(?:no|num(?:ber)?|#)?\.?\s*:?\s*([\dOoIl|\s]{13,22})/i;
const THIRTEEN_DIGITS = /(?<!\d)(\d{4}\s?\d{3}\s?\d{6})(?!\d)/;
/** `+63 917 *** 4567`, `0917 *** 4567`, `09171234567`. */
const PHONE = /(?:\+\s?63|(?<!\d)0)\s?(9\d{2})\s?([*•·xX+]{2,6}|\d{3})\s?(\d{4})(?!\d)/;
/** `Jun 3, 2025 2:15 PM`, `June 03 2025 at 14:15`. */
const WORDED_DATE =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:,\s*|\s+)(\d{4})\D{0,6}?(\d{1,2})[:.](\d{2})\s*([ap]\.?\s?m\.?)?/i;
/** `06-03-2025 2:15 PM`, `06/03/2025 14:15` (month first, as GCash prints it). */
const NUMERIC_DATE = /\b(\d{1,2})[/-](\d{1,2})[/-](\d{4})\D{0,6}?(\d{1,2})[:.](\d{2})\s*([ap]\.?\s?m\.?)?/i;
/** Lines that are the receipt's labels, never the recipient's name. */
const LABEL = /sent via|gcash|amount|total|ref|paid|express send|receipt|successful|php|₱/i;

/**
 * Reads the fields of a GCash receipt out of its OCR text (docs/receipts.md). Pure, so it is tested
 * on sample texts without OCR. The amount is the one on the `Total Amount Sent` line, else on an
 * `Amount` line (or the line after it), else the largest sum on the receipt; a total that is the `Amount` line's
 * sum with a digit in front is that sum with its ₱ misread.
 */
export function parseReceiptText(text: string): ReceiptText {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    amount: amountOf(lines),
    referenceNumber: referenceOf(text),
    paidAt: paidAtOf(text),
    ...recipientOf(lines),
    text,
  };
}

function amountsIn(line: string): number[] {
  return [...line.matchAll(MONEY)].map(
    ([, pesos, centavos]) => Number(pesos.replace(/[,.]/g, '')) * 100 + Number(centavos),
  );
}

function amountOf(lines: readonly string[]): number | null {
  const labelled = (label: RegExp) => {
    for (const [index, line] of lines.entries()) {
      if (!label.test(line)) continue;
      const [amount] = [...amountsIn(line), ...amountsIn(lines[index + 1] ?? '')];
      if (amount !== undefined) return amount;
    }
    return null;
  };
  const total = labelled(/total/i);
  const amount = labelled(/amount/i);
  if (total !== null && amount !== null && misreadPeso(total, amount)) return amount;
  const all = lines.flatMap(amountsIn);
  return total ?? amount ?? (all.length > 0 ? Math.max(...all) : null);
}

/** Whether a total is the amount with one digit in front: its ₱ read as a digit (`₱8,900.00` as `98,900.00`). */
function misreadPeso(total: number, amount: number): boolean {
  const [totalDigits, amountDigits] = [String(total), String(amount)];
  return totalDigits.length === amountDigits.length + 1 && totalDigits.endsWith(amountDigits);
}

function referenceOf(text: string): string | null {
  const labelled = REFERENCE_AFTER_LABEL.exec(text)?.[1];
  if (labelled) {
    const digits = labelled.replace(/[Oo]/g, '0').replace(/[Il|]/g, '1').replace(/\s/g, '');
    const reference = /^\d{13}/.exec(digits)?.[0];
    if (reference) return reference;
  }
  return THIRTEEN_DIGITS.exec(text)?.[1].replace(/\s/g, '') ?? null;
}

function paidAtOf(text: string): string | null {
  const worded = WORDED_DATE.exec(text);
  if (worded) {
    const [, month, day, year, hour, minute, meridiem] = worded;
    return manilaInstant(Number(year), MONTHS.indexOf(month.toLowerCase()) + 1, Number(day), hour, minute, meridiem);
  }
  const numeric = NUMERIC_DATE.exec(text);
  if (numeric) {
    const [, month, day, year, hour, minute, meridiem] = numeric;
    return manilaInstant(Number(year), Number(month), Number(day), hour, minute, meridiem);
  }
  return null;
}

/** A Manila wall-clock time as ISO 8601 with its offset; null for a date or time that does not exist. */
function manilaInstant(
  year: number,
  month: number,
  day: number,
  hourText: string,
  minuteText: string,
  meridiem: string | undefined,
): string | null {
  let hour = Number(hourText);
  const minute = Number(minuteText);
  const half = meridiem?.replace(/[\s.]/g, '').toLowerCase();
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'pm' ? 12 : 0);
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:00+08:00`;
}

function recipientOf(lines: readonly string[]): Pick<ReceiptFields, 'recipientNumber' | 'recipientName'> {
  for (const [index, line] of lines.entries()) {
    const phone = PHONE.exec(line);
    if (!phone) continue;
    const [, network, middle, last] = phone;
    const hidden = /\d/.test(middle) ? middle : '***';
    const before = line.slice(0, phone.index).trim();
    const name = before || lines[index - 1] || '';
    return {
      recipientNumber: normalizeMaskedNumber(`0${network}${hidden}${last}`),
      recipientName: /[a-z]/i.test(name) && !LABEL.test(name) ? name.slice(0, 100) : null,
    };
  }
  return { recipientNumber: null, recipientName: null };
}
