// Catalogue list budget (docs/architecture.md, performance budgets): with 10,000 products, autocannon at 50 connections
// against `GET /api/products?page=N` (N varies), beside a bare node:http server answering the same
// JSON on the same machine in the same run: ROUNDS rounds of DURATION_S seconds each, API and bare
// server in turn, so that a disturbance of the machine falls on both. Budget: API p99 ≤ 25 ms and
// ≥ 70% of the bare server's requests per second. The API answers through its one request path,
// guards and all (docs/serving.md#one-request-path). Assumes a build (`npm run build`);
// `npm run bench` runs it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startApi, startBareServer } from '../lib/processes.mjs';
import { ROOT } from '../lib/workspaces.mjs';

const PRODUCTS = 10_000;
const CONNECTIONS = 50;
const DURATION_S = 4;
const ROUNDS = 3;
const P99_BUDGET_MS = 25;
/** The API's requests per second against the bare server's, in the same run. */
const MIN_RATIO = 0.7;

function cannon(url, pages) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              path: `/api/products?page=${1 + Math.floor(Math.random() * pages)}`,
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/** The rounds' answers together: requests per second over all of them, and the worst round's p99. */
function row(what, results, budget) {
  for (const result of results) {
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${what}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
    }
  }
  const requests = results.reduce((sum, result) => sum + result.requests.total, 0);
  const seconds = results.reduce((sum, result) => sum + result.duration, 0);
  return {
    what,
    requestsPerSecond: Math.round(requests / seconds),
    p99Ms: Math.max(...results.map((result) => result.latency.p99)),
    budget,
  };
}

/** Rows `{ what, requestsPerSecond, p99Ms, budget }`; `budget` is `{ p99Ms }` for the API, undefined for the baseline. */
export const CATALOG_BENCH = {
  connections: CONNECTIONS,
  durationSeconds: DURATION_S * ROUNDS,
  minRatio: MIN_RATIO,
};

export async function benchCatalogApi() {
  const dataDir = mkdtempSync(join(tmpdir(), 'qmj-bench-catalog-'));
  // The budget is for the default embedded SQLite, whatever this shell has configured.
  const env = { DATA_DIR: dataDir, NODE_ENV: 'production', SEED_DEMO_DATA: 'false', DATABASE_URL: '', SQLITE_PATH: '' };
  let api;
  let bare;
  try {
    api = await startApi({ env });
    const apiUrl = api.url;

    const seed = spawnSync(
      process.execPath,
      ['services/api/dist/database/seed-large.js', '--products', String(PRODUCTS)],
      {
        cwd: ROOT,
        env: { ...process.env, ...env },
        encoding: 'utf8',
      },
    );
    if (seed.status !== 0) throw new Error(`seed:large failed: ${seed.stderr || seed.stdout}`);

    const first = await fetch(`${apiUrl}/api/products?page=1`);
    const body = await first.text();
    const { total, pageSize } = JSON.parse(body);
    if (total < PRODUCTS) throw new Error(`expected ${PRODUCTS} products, the API has ${total}`);
    const pages = Math.ceil(total / pageSize);

    const bodyFile = join(dataDir, 'page.json');
    writeFileSync(bodyFile, body);
    bare = await startBareServer(bodyFile);
    const bareUrl = bare.url;

    // A warm-up, so that the JIT, SQLite's page cache and the first read of each page (the API keeps
    // pages until the database changes: docs/catalogue.md#the-list-cache) are not what is measured.
    for (let page = 1; page <= pages; page += 1) {
      await fetch(`${apiUrl}/api/products?page=${page}`).then((r) => r.arrayBuffer());
    }

    const apiResults = [];
    const bareResults = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      apiResults.push(await cannon(apiUrl, pages));
      bareResults.push(await cannon(bareUrl, pages));
    }
    const apiRow = row(`GET /api/products?page=N (${total.toLocaleString('en')} products, SQLite)`, apiResults, {
      p99Ms: P99_BUDGET_MS,
    });
    const bareRow = row('bare node:http, same JSON (baseline)', bareResults, undefined);
    return [apiRow, bareRow];
  } finally {
    await Promise.all([api?.stop(), bare?.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
