import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
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
/** The steepest tilt looked for, either way (a phone photographed by hand), and the step it is looked for in. */
const MAX_TILT = 6;
const TILT_STEP = 0.2;
/** The tilt is measured on a copy this wide: lines of text still show, and each angle tried costs little. */
const TILT_WIDTH = 600;
/** What a pixel is compared with: its neighbourhood, blurred with a σ of this share of the picture's width. */
const NEIGHBOURHOOD = 0.01;
/** A pixel is ink when it is this many grey levels darker than its neighbourhood, and black this many more. */
const INK_CONTRAST = 12;
const INK_RANGE = 48;
const WHITE = '#ffffff';

/** A greyscale picture as raw pixels, one byte each, row after row. */
interface GreyPixels {
  data: Buffer;
  width: number;
  height: number;
}

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

async function greyPixels(picture: Sharp): Promise<GreyPixels> {
  const { data, info } = await picture.removeAlpha().toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const pictureOf = ({ data, width, height }: GreyPixels): Sharp => sharp(data, { raw: { width, height, channels: 1 } });

/**
 * The ink of a picture, black on white: each pixel by how much darker it is than its neighbourhood, so that grey
 * text on a light screen stays and a dark table or bezel around the screen turns white (docs/receipts.md).
 */
async function inked(picture: GreyPixels): Promise<GreyPixels> {
  const { data } = await greyPixels(pictureOf(picture).blur(picture.width * NEIGHBOURHOOD));
  const ink = Buffer.alloc(data.length);
  for (let index = 0; index < data.length; index += 1) {
    const darker = data[index] - picture.data[index] - INK_CONTRAST;
    ink[index] = Math.min(Math.max(255 - (darker * 255) / INK_RANGE, 0), 255);
  }
  return { ...picture, data: ink };
}

/**
 * How many degrees clockwise the lines of an inked picture are turned: the angle at which its ink falls into the
 * fewest, fullest rows (the sum of the squares of the rows' ink is largest), 0 unless another angle beats it.
 */
function tiltOf({ data, width, height }: GreyPixels): number {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let index = 0; index < data.length; index += 1) {
    if (data[index] < 255) {
      xs.push(index % width);
      ys.push(Math.floor(index / width));
    }
  }
  const rows = new Float64Array(width + height + 1);
  const fullness = (degrees: number) => {
    const sin = Math.sin((degrees * Math.PI) / 180);
    const cos = Math.cos((degrees * Math.PI) / 180);
    rows.fill(0);
    for (let index = 0; index < xs.length; index += 1) rows[Math.round(ys[index] * cos - xs[index] * sin) + width] += 1;
    return rows.reduce((sum, count) => sum + count * count, 0);
  };
  let tilt = 0;
  let best = fullness(0);
  for (let step = 1; step * TILT_STEP <= MAX_TILT; step += 1) {
    for (const degrees of [step * TILT_STEP, -step * TILT_STEP]) {
      const candidate = fullness(degrees);
      if (candidate > best) {
        best = candidate;
        tilt = degrees;
      }
    }
  }
  return tilt;
}

/**
 * The picture as OCR reads it best: upright by its EXIF, its width brought between MIN_WIDTH and MAX_WIDTH,
 * greyscale, turned level when it was photographed askew, and reduced to its ink.
 */
async function prepared(image: Buffer): Promise<Buffer> {
  const picture = sharp(image, { failOn: 'none' }).rotate();
  const { width = MIN_WIDTH } = await picture.metadata();
  const resized =
    width < MIN_WIDTH || width > MAX_WIDTH
      ? picture.resize({ width: Math.min(Math.max(width, MIN_WIDTH), MAX_WIDTH), kernel: 'lanczos3' })
      : picture;
  const grey = await greyPixels(resized.flatten({ background: WHITE }));
  const tilt = tiltOf(await inked(await greyPixels(pictureOf(grey).resize({ width: TILT_WIDTH }))));
  const level = tilt === 0 ? grey : await greyPixels(pictureOf(grey).rotate(-tilt, { background: WHITE }));
  return pictureOf(await inked(level))
    .png()
    .toBuffer();
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
