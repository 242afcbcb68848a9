// `npm run bench`: a production build, then every performance budget measured and printed.
import { buildParts } from './lib/build.mjs';

buildParts({ force: true });
const { benchBundles } = await import('./bench/bundle-sizes.mjs');

const rows = await benchBundles();
console.log('\nBundle sizes (gzip)');
console.log(`${'what'.padEnd(58)} ${'size'.padStart(10)} ${'budget'.padStart(10)}  verdict`);
let over = 0;
for (const row of rows) {
  const verdict = row.budgetKb === undefined ? '' : row.gzipKb <= row.budgetKb ? 'within' : 'OVER';
  if (verdict === 'OVER') over += 1;
  const budget = row.budgetKb === undefined ? '—' : `${row.budgetKb} KB`;
  console.log(
    `${row.what.padEnd(58)} ${`${row.gzipKb.toFixed(1)} KB`.padStart(10)} ${budget.padStart(10)}  ${verdict}`,
  );
}
process.exit(over ? 1 : 0);
