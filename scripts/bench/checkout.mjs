// Checkout under contention (docs/orders.md): the built API on a fresh database, 20
// products of known stock, 200 concurrent `POST /api/orders` (intent order) spread over them with
// more demand than stock. Prints orders per second and p99, the accepted and refused counts, and
// the OVERSOLD count, which must be 0: for each product, the accepted quantities must equal the stock
// that went (initial − final), and no stock may be negative. On SQLite the one writer must keep up:
// at least 800 orders/s with p99 ≤ 300 ms (docs/architecture.md#one-path-to-the-data); on
// MySQL/MariaDB the same figures are printed beside them. Assumes a build (`npm run build`).
// SQLite by default; CHECKOUT_BENCH_DATABASE_URL=mysql://… runs it on MySQL/MariaDB (an empty database).
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi } from '../lib/processes.mjs';

const PRODUCTS = 20;
const CUSTOMERS = 20;
const CHECKOUTS = 200;
export const ADMIN = { username: 'benchadmin', password: 'BenchAdmin2026' };
const CUSTOMER_PASSWORD = 'benchpass2026';
const DETAILS = {
  address: '123 Rizal St., Lipa City',
  contact: '09171234567',
  otherInfo: 'Bench',
  customerName: 'Bench',
};
/** A 1×1 PNG: product images (and booking receipts) are checked by their bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Known stocks, 1 to 8 (86 in all), against 200 orders of 1 or 2 (300 wanted). */
const stockOf = (index) => 1 + ((index * 3) % 8);
const quantityOf = (index) => 1 + (index % 2);

/**
 * A JSON (or form) caller of the API at `base`: `call(method, path, { token, json, form })` →
 * `{ status, body }`. Through node:http with kept-alive connections, as a browser keeps them: the
 * figures are the API's, not a client's connection set-up (fetch spent more CPU per request than a
 * trivial authenticated route costs the API).
 */
export function client(base) {
  const agent = new http.Agent({ keepAlive: true });
  return async (method, path, { token, json, form } = {}) => {
    const headers = token ? { Authorization: `Bearer ${token}` } : {};
    let body;
    if (json) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form) {
      const encoded = new Request(base, { method: 'POST', body: form });
      headers['Content-Type'] = encoded.headers.get('content-type');
      body = Buffer.from(await encoded.arrayBuffer());
    }
    return new Promise((resolve, reject) => {
      const request = http.request(`${base}/api/${path}`, { method, headers, agent }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: response.statusCode, body: text ? JSON.parse(text) : null });
        });
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(body);
    });
  };
}

export async function must(promise, status, what) {
  const response = await promise;
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Whether a row's value is within its budget (`{ max }` or `{ min }`). */
export function withinBudget({ value, budget }) {
  return (budget.max === undefined || value <= budget.max) && (budget.min === undefined || value >= budget.min);
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Rows `{ what, value, unit, budget }`; `budget` is `{ max }` or `{ min }` where there is one (the oversold count: 0). */
export const CHECKOUT_BENCH = { products: PRODUCTS, customers: CUSTOMERS, checkouts: CHECKOUTS };

/** The SQLite writer's budgets under contention (MySQL/MariaDB's figures are printed beside them). */
export const CONTENTION_BUDGET = { perSecond: { min: 800 }, p99Ms: { max: 300 } };

/**
 * The API's environment for a bench on a fresh, empty database: SQLite in `dataDir` unless
 * `databaseUrl` names a MySQL / MariaDB server; no demo data, no login limits. Also the database's
 * name, and Node's arguments for the API from BENCH_API_NODE_ARGS (for example
 * '--cpu-prof --cpu-prof-dir=/tmp/prof' profiles it).
 */
export function benchApiEnv(dataDir, databaseUrl = '') {
  const env = {
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SEED_DEMO_DATA: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOGIN_LIMIT_PER_USERNAME: '100000',
    LOGIN_LIMIT_PER_ADDRESS: '100000',
    DATABASE_URL: databaseUrl,
    SQLITE_PATH: '',
  };
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return { env, nodeArgs, database: databaseUrl ? 'MySQL/MariaDB' : 'SQLite' };
}

export async function benchCheckout(databaseUrl = process.env.CHECKOUT_BENCH_DATABASE_URL) {
  const dataDir = mkdtempSync(join(tmpdir(), 'qmj-bench-checkout-'));
  const { env, nodeArgs, database } = benchApiEnv(dataDir, databaseUrl);
  const budget = databaseUrl ? {} : CONTENTION_BUDGET;
  let api;
  try {
    api = await startApi({ env, nodeArgs });
    const base = api.url;
    const call = client(base);

    // The shop: 20 products of known stock, made through the administrator's API.
    const admin = (await must(call('POST', 'auth/login', { json: ADMIN }), 200, 'admin login')).accessToken;
    const category = await must(
      call('POST', 'categories', { token: admin, json: { name: 'Bench Mugs' } }),
      201,
      'category',
    );
    const [size] = await must(call('GET', 'sizes'), 200, 'sizes');
    const products = [];
    for (let index = 0; index < PRODUCTS; index += 1) {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        categoryId: category.id,
        sizeId: size.id,
        name: `Bench Mug ${index + 1}`,
        description: 'Checkout bench',
        stock: stockOf(index),
        unitPrice: 10000 + index * 100,
      })) {
        form.set(name, String(value));
      }
      form.set('image', new Blob([PNG], { type: 'image/png' }), 'mug.png');
      const product = await must(call('POST', 'products', { token: admin, form }), 201, 'product');
      products.push({ id: product.id, initial: product.stock });
    }

    const customers = [];
    for (let index = 0; index < CUSTOMERS; index += 1) {
      const username = `buyer${index + 1}`;
      const session = await must(
        call('POST', 'auth/register', {
          json: { username, password: CUSTOMER_PASSWORD, confirmPassword: CUSTOMER_PASSWORD },
        }),
        201,
        'register',
      );
      customers.push(session.accessToken);
    }
    // Warm-up: rounds of concurrent cart lines (no stock change) so that the measured requests are not cold.
    for (let round = 0; round < 3; round += 1) {
      await Promise.all(
        Array.from({ length: CHECKOUTS }, (_, index) =>
          must(
            call('POST', 'orders', {
              token: customers[index % CUSTOMERS],
              json: { ...DETAILS, productId: products[index % PRODUCTS].id, quantity: 1, intent: 'cart' },
            }),
            201,
            'warm-up',
          ),
        ),
      );
    }

    // 200 concurrent checkouts, spread over the 20 products.
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: CHECKOUTS }, async (_, index) => {
        const product = products[index % PRODUCTS];
        const quantity = quantityOf(Math.floor(index / PRODUCTS));
        const begin = performance.now();
        const response = await call('POST', 'orders', {
          token: customers[index % CUSTOMERS],
          json: { ...DETAILS, productId: product.id, quantity, intent: 'order', unitPrice: 1, total: 1 },
        });
        return { product, quantity, status: response.status, body: response.body, ms: performance.now() - begin };
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    const unexpected = results.filter((result) => result.status !== 201 && result.status !== 409);
    if (unexpected.length > 0) {
      throw new Error(
        `unexpected answers: ${unexpected.map((r) => `${r.status} ${JSON.stringify(r.body)}`).join('; ')}`,
      );
    }
    const accepted = results.filter((result) => result.status === 201);
    const refused = results.filter((result) => result.status === 409);
    const odd = refused.filter((result) => result.body?.message !== 'Not enough stock for this order.');
    if (odd.length > 0) throw new Error(`refused for another reason: ${JSON.stringify(odd[0].body)}`);

    // Oversold: per product, accepted quantities against the stock that went; any negative stock.
    let oversold = 0;
    for (const product of products) {
      const { stock } = await must(call('GET', `products/${product.id}`), 200, 'product');
      const taken = accepted
        .filter((result) => result.product.id === product.id)
        .reduce((sum, result) => sum + result.quantity, 0);
      oversold += Math.abs(taken - (product.initial - stock));
      if (stock < 0) oversold += -stock;
    }
    // The pending orders the administrator sees must be exactly the accepted ones.
    const pending = await must(call('GET', 'admin/orders?status=pending&pageSize=1', { token: admin }), 200, 'admin');
    oversold += Math.abs(pending.total - accepted.length);

    const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
    const what = `${CHECKOUTS} concurrent checkouts of ${PRODUCTS} products (${database})`;
    return [
      {
        what: `${what}: orders per second`,
        value: Math.round(CHECKOUTS / seconds),
        unit: 'orders/s',
        budget: budget.perSecond,
      },
      { what: `${what}: p99 latency`, value: Math.round(percentile(latencies, 99)), unit: 'ms', budget: budget.p99Ms },
      { what: `${what}: accepted`, value: accepted.length, unit: 'orders' },
      { what: `${what}: refused (409 not enough stock)`, value: refused.length, unit: 'orders' },
      { what: `${what}: OVERSOLD`, value: oversold, unit: 'units', budget: { max: 0 } },
    ];
  } finally {
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run directly: `node scripts/bench/checkout.mjs` prints the rows.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchCheckout()) {
    const verdict = row.budget ? (withinBudget(row) ? 'within' : 'OVER') : '';
    console.log(`${row.what.padEnd(90)} ${String(row.value).padStart(6)} ${row.unit.padEnd(9)} ${verdict}`);
  }
}
