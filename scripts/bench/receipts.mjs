// Receipt reading accuracy (docs/receipts.md, "Test receipts and the accuracy bench"): GCash-like receipts drawn
// with known values (scripts/lib/gcash-receipts.mjs), as PNG and JPEG screenshots and as phone photos, each read by
// the built API's reader. A receipt is read correctly when its amount and its reference number both are; the goal
// is ≥ 95% of them. Prints each variant's share and time per receipt, then every receipt read wrong with what the
// reader saw. Assumes a build of the API (`npm run bench:receipts` builds what is stale).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { drawReceipt, RECEIPT_VARIANTS, sampleReceipt } from '../lib/gcash-receipts.mjs';
import { ROOT } from '../lib/workspaces.mjs';
import { percentile } from './checkout.mjs';

const PER_VARIANT = 12;
const GOAL = 0.95;
/** Seeds of the receipts: fixed, so that every run reads the same pictures. */
const FIRST_SEED = 2026;
/** How much of a misread receipt's text is printed. */
const TEXT_SHOWN = 300;

export const RECEIPTS_BENCH = { receipts: PER_VARIANT * RECEIPT_VARIANTS.length, goal: GOAL };

/** The fields besides amount and reference, compared for the report only (the time as an instant). */
const OTHER_FIELDS = {
  paidAt: (read, drawn) => read !== null && Date.parse(read) === Date.parse(drawn),
  recipientNumber: (read, drawn) => read === drawn,
  recipientName: (read, drawn) => read === drawn,
};

/**
 * Rows `{ what, receipts, correct, share, meanMs, medianMs, p95Ms, within }`, one a variant and the total last (the one with
 * the goal), and `misreads`: each wrong reading with what was drawn and the text the reader saw; `otherFields`: how
 * many of the other fields were read right.
 */
export async function benchReceipts() {
  const reader = await import(pathToFileURL(join(ROOT, 'services/api/dist/receipts/receipt-reader.js')).href);
  const readings = [];
  try {
    // The first reading starts the OCR worker: timed apart, not as a receipt's reading.
    const warmUp = sampleReceipt(FIRST_SEED - 1);
    await reader.readReceipt(await drawReceipt(warmUp.receipt, { style: warmUp.style }));
    for (let index = 0; index < RECEIPTS_BENCH.receipts; index += 1) {
      const variant = RECEIPT_VARIANTS[index % RECEIPT_VARIANTS.length];
      const { receipt, style } = sampleReceipt(FIRST_SEED + index);
      const image = await drawReceipt(receipt, { variant, style });
      const started = performance.now();
      const read = await reader.readReceipt(image);
      readings.push({ variant, style, receipt, read, ms: performance.now() - started });
    }
  } finally {
    await reader.closeReceiptReader();
  }
  const correct = ({ receipt, read }) =>
    read.amount === receipt.amount && read.referenceNumber === receipt.referenceNumber;
  const row = (what, group) => {
    const times = group.map((reading) => reading.ms).sort((a, b) => a - b);
    const right = group.filter(correct).length;
    return {
      what,
      receipts: group.length,
      correct: right,
      share: right / group.length,
      meanMs: Math.round(times.reduce((sum, ms) => sum + ms, 0) / times.length),
      medianMs: Math.round(percentile(times, 50)),
      p95Ms: Math.round(percentile(times, 95)),
    };
  };
  const total = row('all receipts', readings);
  return {
    rows: [
      ...RECEIPT_VARIANTS.map((variant) =>
        row(
          variant,
          readings.filter((reading) => reading.variant === variant),
        ),
      ),
      { ...total, within: total.share >= GOAL },
    ],
    misreads: readings.filter((reading) => !correct(reading)),
    otherFields: Object.entries(OTHER_FIELDS).map(([field, same]) => ({
      field,
      right: readings.filter(({ receipt, read }) => same(read[field], receipt[field])).length,
    })),
  };
}

const percent = (share) => `${(share * 100).toFixed(0)}%`;

/** Prints the table, the other fields' counts and the misread receipts; `verdict` counts a missed goal. */
export function printReceipts({ rows, misreads, otherFields }, verdict) {
  console.log(
    `${'variant'.padEnd(16)} ${'read right'.padStart(12)} ${'share'.padStart(6)} ${'mean'.padStart(9)} ${'median'.padStart(9)} ${'p95'.padStart(9)}  goal ≥ ${percent(GOAL)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.what.padEnd(16)} ${`${row.correct} / ${row.receipts}`.padStart(12)} ${percent(row.share).padStart(6)} ${`${row.meanMs} ms`.padStart(9)} ${`${row.medianMs} ms`.padStart(9)} ${`${row.p95Ms} ms`.padStart(9)}  ${verdict(row.within)}`,
    );
  }
  const total = rows.at(-1).receipts;
  console.log(
    `other fields read right: ${otherFields.map(({ field, right }) => `${field} ${right} / ${total}`).join(', ')}`,
  );
  for (const { variant, style, receipt, read } of misreads) {
    console.log(
      `  misread ${variant} (${style.layout}, ${style.font}, seed ${style.seed}): drawn ${receipt.amount} ref ${receipt.referenceNumber}, read ${read.amount} ref ${read.referenceNumber}`,
    );
    console.log(`    text: ${JSON.stringify(read.text.replace(/\s+/g, ' ').slice(0, TEXT_SHOWN))}`);
  }
}

// Run directly (`npm run bench:receipts`): builds the API if it is stale, then reads.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { buildParts } = await import('../lib/build.mjs');
  buildParts({ only: ['packages/contracts', 'services/api'] });
  console.log(`\nReceipt reading (${RECEIPTS_BENCH.receipts} GCash receipts drawn with known values)`);
  let over = 0;
  printReceipts(await benchReceipts(), (within) => {
    if (within === undefined) return '';
    if (!within) over += 1;
    return within ? 'PASS' : 'FAIL';
  });
  process.exit(over ? 1 : 0);
}
