import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { parseReceiptText, type ReceiptText } from './receipt-text.js';

export type { ReceiptText } from './receipt-text.js';

const require = createRequire(import.meta.url);

/**
 * The English LSTM data installed with the npm package `@tesseract.js-data/eng` (its `4.0.0_best_int`
 * folder, what tesseract.js would otherwise download): read from disk, never fetched.
 */
const LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** Receipts narrower than this are scaled up first: OCR reads text about 30 pixels high best. */
const MIN_WIDTH = 1200;
/** Wider ones are scaled down: more pixels only cost time. */
const MAX_WIDTH = 2000;

let worker: Promise<Worker> | null = null;
/** Readings run one at a time on the one worker; each waits for the one before. */
let queue: Promise<unknown> = Promise.resolve();

/** The process's one OCR worker, made on first use (docs/receipts.md). */
function ocr(): Promise<Worker> {
  worker ??= createWorker('eng', OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    gzip: true,
    // Nothing is written next to the process or looked up in a cache: the data comes from the package.
    cacheMethod: 'none',
  }).catch((error: unknown) => {
    worker = null;
    throw error;
  });
  return worker;
}

/**
 * The picture as OCR reads it best: upright by its EXIF, greyscale, its contrast stretched, and a
 * phone photo's or a small screenshot's width brought between MIN_WIDTH and MAX_WIDTH.
 */
async function prepared(image: Buffer): Promise<Buffer> {
  const picture = sharp(image, { failOn: 'none' }).rotate();
  const { width = MIN_WIDTH } = await picture.metadata();
  const resized =
    width < MIN_WIDTH || width > MAX_WIDTH
      ? picture.resize({ width: Math.min(Math.max(width, MIN_WIDTH), MAX_WIDTH), kernel: 'lanczos3' })
      : picture;
  return resized.greyscale().normalise().png().toBuffer();
}

/** Reads a receipt image (PNG, JPEG, WebP, GIF) with OCR and picks its fields out of the text. */
export function readReceipt(image: Buffer): Promise<ReceiptText> {
  const reading = queue.then(async () => {
    const input = await prepared(image);
    const { data } = await (await ocr()).recognize(input);
    return parseReceiptText(data.text);
  });
  queue = reading.catch(() => undefined);
  return reading;
}

/** Ends the OCR worker (at shutdown); the next reading makes a new one. */
export async function closeReceiptReader(): Promise<void> {
  await queue;
  const ending = worker;
  worker = null;
  if (ending) await (await ending.catch(() => null))?.terminate();
}
