// The suite's receipts are pictures of the values asked for: decodable, of the size asked, each value drawn where a
// receipt shows it. Whether OCR reads them back is the reader's test and the bench's (docs/receipts.md).
import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import {
  drawReceipt,
  EXAMPLE_RECEIPT,
  type GcashReceipt,
  RECEIPT_FONTS,
  RECEIPT_LAYOUTS,
  RECEIPT_VARIANTS,
  receiptSvg,
  sampleReceipt,
} from './gcash-receipts.js';

async function pixels(image: Buffer) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const index = (y * info.width + x) * 3;
    return [data[index], data[index + 1], data[index + 2]];
  };
  return { data, width: info.width, height: info.height, at };
}

/** The rows (top and bottom, in pixels) where two screenshots of the same size differ; null when they do not. */
async function changedRows(first: GcashReceipt, second: GcashReceipt) {
  const [a, b] = await Promise.all([pixels(await drawReceipt(first)), pixels(await drawReceipt(second))]);
  const rowBytes = a.width * 3;
  const changed = Array.from({ length: a.height }, (_, y) =>
    a.data.subarray(y * rowBytes, (y + 1) * rowBytes).equals(b.data.subarray(y * rowBytes, (y + 1) * rowBytes)),
  ).flatMap((same, y) => (same ? [] : [y]));
  return changed.length === 0 ? null : { top: changed[0], bottom: changed.at(-1) ?? 0, height: a.height };
}

const brightness = ([red, green, blue]: number[]) => (red + green + blue) / 3;

describe('GCash test receipts', () => {
  it.each([
    ['png', 'png', 540, 1080],
    ['jpeg', 'jpeg', 540, 1080],
    ['photo', 'jpeg', 900, 1200],
  ] as const)('draw a %s as a %s picture of the size asked', async (variant, format, width, height) => {
    const metadata = await sharp(await drawReceipt(EXAMPLE_RECEIPT, { variant, width, height })).metadata();
    expect(metadata).toMatchObject({ format, width, height });
  });

  it('draw a phone screen, and a photo of it, by default', async () => {
    expect(await sharp(await drawReceipt(EXAMPLE_RECEIPT)).metadata()).toMatchObject({ width: 720, height: 1440 });
    const photo = await drawReceipt(EXAMPLE_RECEIPT, { variant: 'photo' });
    expect(await sharp(photo).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 });
  });

  it('draw the amount and the reference number each in a band of the screen, the rest unchanged', async () => {
    const amount = await changedRows(EXAMPLE_RECEIPT, { ...EXAMPLE_RECEIPT, amount: 120_050 });
    const reference = await changedRows(EXAMPLE_RECEIPT, { ...EXAMPLE_RECEIPT, referenceNumber: '9876543210987' });
    for (const band of [amount, reference]) {
      expect(band).not.toBeNull();
      expect((band?.bottom ?? 0) - (band?.top ?? 0)).toBeLessThan((band?.height ?? 0) / 10);
    }
    // The reference number's line is under the amounts.
    expect(reference?.top).toBeGreaterThan(amount?.bottom ?? Number.POSITIVE_INFINITY);
  });

  it('draw dark text on the card, in every font and layout', async () => {
    for (const font of RECEIPT_FONTS) {
      for (const layout of RECEIPT_LAYOUTS) {
        const style = { ...sampleReceipt(1).style, font, layout, noise: 0 };
        const screen = await pixels(await drawReceipt(EXAMPLE_RECEIPT, { style }));
        // The rows of the amounts and the reference (GCash's card, below the recipient).
        let ink = 0;
        for (let y = 500; y < 800; y += 1) {
          for (let x = 0; x < screen.width; x += 1) if (brightness(screen.at(x, y)) < 100) ink += 1;
        }
        expect(ink).toBeGreaterThan(2000);
      }
    }
  });

  it('draw text as outlines of the packaged fonts, never as text for a system font', () => {
    const svg = receiptSvg(EXAMPLE_RECEIPT);
    expect(svg).not.toContain('<text');
    expect(svg.match(/<path /g)?.length).toBeGreaterThan(10);
    expect(() => receiptSvg({ ...EXAMPLE_RECEIPT, recipientName: '☃' })).toThrow('no receipt font draws "☃"');
  });

  it('photograph the screen on a table: the table around, the lit screen in the middle', async () => {
    const photo = await pixels(await drawReceipt(EXAMPLE_RECEIPT, { variant: 'photo' }));
    const screenshot = await pixels(await drawReceipt(EXAMPLE_RECEIPT));
    expect(brightness(photo.at(4, 4))).toBeLessThan(brightness(screenshot.at(4, 4)) - 30);
    expect(brightness(photo.at(4, photo.height - 5))).toBeLessThan(230);
    expect(brightness(photo.at(photo.width / 2, Math.round(photo.height * 0.8)))).toBeGreaterThan(180);
  });

  it('draw the same picture from the same seed, in every variant', async () => {
    const { receipt, style } = sampleReceipt(7);
    for (const variant of RECEIPT_VARIANTS) {
      const [first, second] = await Promise.all([
        drawReceipt(receipt, { variant, style }),
        drawReceipt(receipt, { variant, style }),
      ]);
      expect(first.equals(second)).toBe(true);
    }
  });

  it('sample values in GCash shapes, varied, and every font and layout', () => {
    const samples = Array.from({ length: 200 }, (_, index) => sampleReceipt(index + 1));
    for (const { receipt } of samples) {
      expect(Number.isInteger(receipt.amount) && receipt.amount > 0).toBe(true);
      expect(receipt.referenceNumber).toMatch(/^\d{13}$/);
      expect(receipt.paidAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+08:00$/);
      expect(Number.isNaN(Date.parse(receipt.paidAt))).toBe(false);
      expect(receipt.recipientNumber).toMatch(/^09\d{2}\*{3}\d{4}$/);
      expect(receipt.recipientName).toMatch(/^[A-Z]{2}\*+[A-Z] [A-Z]\.$/);
    }
    const distinct = (values: unknown[]) => new Set(values).size;
    expect(distinct(samples.map(({ receipt }) => receipt.amount))).toBeGreaterThan(150);
    expect(distinct(samples.map(({ receipt }) => receipt.referenceNumber))).toBe(200);
    expect(samples.some(({ receipt }) => receipt.amount < 100_000)).toBe(true);
    expect(samples.some(({ receipt }) => receipt.amount >= 1_000_000)).toBe(true);
    expect(distinct(samples.map(({ style }) => style.font))).toBe(RECEIPT_FONTS.length);
    expect(distinct(samples.map(({ style }) => style.layout))).toBe(RECEIPT_LAYOUTS.length);
  });
});
