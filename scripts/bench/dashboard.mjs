// Dashboard figures at scale (docs/dashboard.md): the built API on a fresh database holding 1,000,000
// orders over the last three years (`seed:large --orders`), then each dashboard call timed one after
// the other: the sales of each timeframe, the sales by category and the user figures. Prints the
// median and p99 of each; the budget is p99 ≤ 100 ms. Assumes a build (`npm run build`).
// `--orders N` seeds fewer for a quick try (the budget is only measured at 1,000,000). SQLite by
// default; DASHBOARD_BENCH_DATABASE_URL=mysql://… runs it on MySQL/MariaDB (an empty database).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi } from '../lib/processes.mjs';
import { ROOT } from '../lib/workspaces.mjs';
import { ADMIN, benchApiEnv, client, must, percentile } from './checkout.mjs';

const ORDERS = 1_000_000;
const PRODUCTS = 200;
const WARM_UP = 3;
const RUNS = 100;
const BUDGET_MS = 100;

/** `--orders N` from the command line, else 1,000,000. */
function orderCount(argv) {
  const index = argv.indexOf('--orders');
  return index >= 0 ? Number(argv[index + 1]) : ORDERS;
}

export const DASHBOARD_BENCH = { orders: orderCount(process.argv), runs: RUNS };

/** Rows `{ what, value, unit, budget }`: each call's median, and its p99 against the budget (at 1,000,000 orders). */
export async function benchDashboard() {
  const dataDir = mkdtempSync(join(tmpdir(), 'qmj-bench-dashboard-'));
  const { env, database } = benchApiEnv(dataDir, process.env.DASHBOARD_BENCH_DATABASE_URL);
  let api;
  try {
    const started = performance.now();
    const seed = spawnSync(
      process.execPath,
      [
        'services/api/dist/database/seed-large.js',
        '--products',
        String(PRODUCTS),
        '--orders',
        String(DASHBOARD_BENCH.orders),
      ],
      { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
    );
    if (seed.status !== 0) throw new Error(`seed:large failed: ${seed.stderr || seed.stdout}`);
    const seedSeconds = (performance.now() - started) / 1000;

    api = await startApi({ env });
    const call = client(api.url);
    const admin = (await must(call('POST', 'auth/login', { json: ADMIN }), 200, 'admin login')).accessToken;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
    const [year, month] = today.split('-').map(Number);
    const calls = [
      ['sales, daily', `admin/dashboard/sales?timeframe=daily&year=${year}&month=${month}`],
      ['sales, weekly', `admin/dashboard/sales?timeframe=weekly&year=${year}`],
      ['sales, monthly', `admin/dashboard/sales?timeframe=monthly&year=${year}`],
      ['sales by category', `admin/dashboard/sales-by-category?year=${year}`],
      ['users', 'admin/dashboard/users'],
    ];
    const scale = `${DASHBOARD_BENCH.orders.toLocaleString('en')} orders, ${database}`;
    const rows = [{ what: `seed:large of ${scale}`, value: Math.round(seedSeconds), unit: 's' }];
    for (const [name, path] of calls) {
      for (let run = 0; run < WARM_UP; run += 1) await must(call('GET', path, { token: admin }), 200, name);
      const latencies = [];
      for (let run = 0; run < RUNS; run += 1) {
        const begin = performance.now();
        await must(call('GET', path, { token: admin }), 200, name);
        latencies.push(performance.now() - begin);
      }
      latencies.sort((a, b) => a - b);
      const atScale = DASHBOARD_BENCH.orders >= ORDERS;
      rows.push(
        { what: `${name} (${scale}): median`, value: Number(percentile(latencies, 50).toFixed(1)), unit: 'ms' },
        {
          what: `${name} (${scale}): p99`,
          value: Number(percentile(latencies, 99).toFixed(1)),
          unit: 'ms',
          ...(atScale ? { budget: { max: BUDGET_MS } } : {}),
        },
      );
    }
    return rows;
  } finally {
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run directly: `node scripts/bench/dashboard.mjs [--orders N]` prints the rows.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchDashboard()) {
    const verdict = row.budget ? (row.value <= row.budget.max ? 'within' : 'OVER') : '';
    console.log(`${row.what.padEnd(70)} ${String(row.value).padStart(8)} ${row.unit.padEnd(4)} ${verdict}`);
  }
}
