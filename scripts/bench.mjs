// `npm run bench`: a production build, then every performance budget measured and printed.
import { buildParts } from './lib/build.mjs';

buildParts({ force: true });
const { benchBundles } = await import('./bench/bundle-sizes.mjs');
const { benchPageLoad, PAGE_LOAD_BENCH } = await import('./bench/page-load.mjs');
const { benchLighthouse, printLighthouse, LIGHTHOUSE_BENCH } = await import('./bench/lighthouse.mjs');
const { benchCatalogApi, CATALOG_BENCH } = await import('./bench/catalog-api.mjs');
const { benchCheckout, CHECKOUT_BENCH, withinBudget } = await import('./bench/checkout.mjs');
const { benchBookingApprovals, BOOKING_BENCH } = await import('./bench/booking-approvals.mjs');
const { benchDashboard, DASHBOARD_BENCH } = await import('./bench/dashboard.mjs');
const { benchBareBaseline, benchListGrowth, benchReadRoutes, printReadRoutes, READ_ROUTES_BENCH } = await import(
  './bench/read-routes.mjs'
);
const { benchReceipts, printReceipts, RECEIPTS_BENCH } = await import('./bench/receipts.mjs');
const { benchMessages, MESSAGES_BENCH } = await import('./bench/messages.mjs');
const { startMariaDb } = await import('./lib/mariadb.mjs');

let over = 0;
const verdict = (within) => {
  if (within === undefined) return '';
  if (!within) over += 1;
  return within ? 'PASS' : 'FAIL';
};

console.log('\nBundle sizes (gzip unless said)');
console.log(`${'what'.padEnd(58)} ${'size'.padStart(10)} ${'budget'.padStart(10)}  verdict`);
for (const row of await benchBundles()) {
  const budget = row.budgetKb === undefined ? '—' : `${row.budgetKb} KB`;
  const size = `${row.kb.toFixed(1)} KB`;
  const within = row.budgetKb === undefined ? undefined : row.kb <= row.budgetKb;
  console.log(`${row.what.padEnd(58)} ${size.padStart(10)} ${budget.padStart(10)}  ${verdict(within)}`);
}

console.log(`\nPage load, median of ${PAGE_LOAD_BENCH.runs} cold loads (${PAGE_LOAD_BENCH.profile})`);
for (const row of await benchPageLoad()) {
  const figures = `LCP ${row.lcpMs} ms  FCP ${row.fcpMs} ms  ${row.kb.toFixed(1)} KB in ${row.requests} requests`;
  console.log(
    `${row.what.padEnd(30)} ${figures.padEnd(52)} budget LCP ≤ ${row.budgetMs} ms  ${verdict(row.lcpMs <= row.budgetMs)}`,
  );
}

console.log(`\nLighthouse, median of ${LIGHTHOUSE_BENCH.runs} runs (${LIGHTHOUSE_BENCH.profile})`);
printLighthouse(await benchLighthouse(), verdict);

console.log(`\nCatalogue list API (${CATALOG_BENCH.connections} connections, ${CATALOG_BENCH.durationSeconds} s)`);
const catalogRows = await benchCatalogApi();
for (const row of catalogRows) {
  const budget = row.budget ? `budget p99 ≤ ${row.budget.p99Ms} ms` : '';
  const within = row.budget ? row.p99Ms <= row.budget.p99Ms : undefined;
  console.log(
    `${row.what.padEnd(58)} ${String(row.requestsPerSecond).padStart(7)} req/s  p99 ${String(row.p99Ms).padStart(4)} ms  ${budget}  ${verdict(within)}`,
  );
}
const catalogRatio = catalogRows[0].requestsPerSecond / catalogRows[1].requestsPerSecond;
console.log(
  `${'ratio API / bare node:http'.padEnd(58)} ${catalogRatio.toFixed(2).padStart(7)}        budget ≥ ${CATALOG_BENCH.minRatio}  ${verdict(catalogRatio >= CATALOG_BENCH.minRatio)}`,
);

console.log(
  `\nEvery read route (${READ_ROUTES_BENCH.connections} connections, ${READ_ROUTES_BENCH.durationSeconds} s each, catalogue list cache off; CPU ms: the API's per request)`,
);
// Measured on SQLite against the budgets, on a throw-away MariaDB beside them.
const readsMariaDb = await startMariaDb();
try {
  printReadRoutes(
    {
      bare: await benchBareBaseline(),
      sqlite: await benchReadRoutes(''),
      mariaDb: await benchReadRoutes(await readsMariaDb.databaseUrl('qmj_bench_reads')),
      sqliteGrowth: await benchListGrowth(''),
      mariaDbGrowth: await benchListGrowth(await readsMariaDb.databaseUrl('qmj_bench_read_growth')),
    },
    verdict,
  );
} finally {
  await readsMariaDb.stop();
}

console.log(
  `\nCheckout under contention (${CHECKOUT_BENCH.checkouts} concurrent orders over ${CHECKOUT_BENCH.products} products)`,
);
/** Prints rows `{ what, value, unit, budget }`, a `budget` being `{ max }` or `{ min }`. */
const printCounted = (rows) => {
  for (const row of rows) {
    const within = row.budget ? withinBudget(row) : undefined;
    const budget = !row.budget
      ? ''
      : row.budget.max === undefined
        ? `must be ≥ ${row.budget.min}`
        : `must be ≤ ${row.budget.max}`;
    console.log(`${row.what.padEnd(58)} ${`${row.value} ${row.unit}`.padStart(16)}  ${budget}  ${verdict(within)}`);
  }
};
// The same contention on SQLite's one writer and on a throw-away MariaDB, side by side.
const mariaDb = await startMariaDb();
try {
  printCounted(await benchCheckout(''));
  printCounted(await benchCheckout(await mariaDb.databaseUrl('qmj_bench_checkout')));

  console.log(
    `\nBooking approvals under contention (${BOOKING_BENCH.requests} concurrent approvals for the last places of ${BOOKING_BENCH.days} days)`,
  );
  printCounted(await benchBookingApprovals(''));
  printCounted(await benchBookingApprovals(await mariaDb.databaseUrl('qmj_bench_approvals')));

  console.log(
    `\nMessages across two replicas and Redis (${MESSAGES_BENCH.customers} customers' streams and the administrator's, ${MESSAGES_BENCH.perSecond} messages a second for ${MESSAGES_BENCH.seconds} s)`,
  );
  printCounted(await benchMessages(await mariaDb.databaseUrl('qmj_bench_messages')));
} finally {
  await mariaDb.stop();
}

console.log(
  `\nDashboard at ${DASHBOARD_BENCH.orders.toLocaleString('en')} orders (${DASHBOARD_BENCH.runs} runs of each call)`,
);
printCounted(await benchDashboard());

console.log(`\nReceipt reading (${RECEIPTS_BENCH.receipts} GCash receipts drawn with known values)`);
printReceipts(await benchReceipts(), verdict);

process.exit(over ? 1 : 0);
