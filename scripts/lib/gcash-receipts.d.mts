// The types of gcash-receipts.mjs, for the API's TypeScript tests.

/** What a receipt shows, in the shapes the API's reader gives them (services/api/src/receipts/receipt-reader.ts). */
export interface GcashReceipt {
  /** Centavos. */
  amount: number;
  /** 13 digits, shown as `1234 567 890123`. */
  referenceNumber: string;
  /** To the minute, in Manila time: `2026-11-26T15:45:00+08:00`, shown as `Nov 26, 2026 3:45 PM`. */
  paidAt: string;
  /** Masked as GCash masks it: `0917***4567`, shown as `+63 917 *** 4567`. */
  recipientNumber: string;
  /** Masked as GCash masks it: `JU**N D.`. */
  recipientName: string;
}

export type ReceiptLayout = 'sent-via-gcash' | 'express-send';
export type ReceiptFont = 'roboto' | 'dejavu-sans' | 'dejavu-sans-condensed';
/** A PNG screenshot, the screenshot as a JPEG, or a JPEG photo of the phone showing it. */
export type ReceiptVariant = 'png' | 'jpeg' | 'photo';

/** How a receipt looks; `seed` draws its noise, its JPEG quality and how a photo of it is taken. */
export interface ReceiptStyle {
  layout: ReceiptLayout;
  font: ReceiptFont;
  /** The phone's text size setting: 1 is the default. */
  textScale: number;
  accent: string;
  ink: string;
  paper: string;
  /** ± grey levels of noise on every pixel. */
  noise: number;
  seed: number;
}

export const RECEIPT_FONTS: readonly ReceiptFont[];
export const RECEIPT_LAYOUTS: readonly ReceiptLayout[];
export const RECEIPT_VARIANTS: readonly ReceiptVariant[];
export const EXAMPLE_RECEIPT: GcashReceipt;
export const PLAIN_STYLE: ReceiptStyle;

export function receiptSvg(
  receipt: GcashReceipt,
  style?: ReceiptStyle,
  size?: { width: number; height: number },
): string;

export function drawReceipt(
  receipt: GcashReceipt,
  options?: { variant?: ReceiptVariant; style?: ReceiptStyle; width?: number; height?: number },
): Promise<Buffer>;

export function sampleReceipt(seed: number): { receipt: GcashReceipt; style: ReceiptStyle };
