// Every read of the API (docs/serving.md#every-read-route): the built API on a fresh database filled
// to a shop's size by `seed:large` (10,000 products, 100,000 orders over 2,000 customers, 20,000
// reviews, 50,000 notices, 2,000 bookings) plus the records only the API makes (a service, a booking
// with its receipt, approved; a GCash order with its receipt; a mug design), then each GET route of
// the contract with autocannon at 50 connections: a warm-up pass over them all, then each one's own
// warm-up and 3 s measured (a read slower than 100 ms alone: one wave of the concurrent requests that
// fit in 3 s, see `callOf`). Public routes are called anonymously, signed-in ones as a customer who
// owns seeded data, admin ones as the administrator. Prints req/s, p50, p99 and the API's CPU time per
// request (its process's utime + stime around the measured run). The catalogue's list cache is off
// (PRODUCT_LIST_CACHE=false): the reads themselves are measured. A bare node:http server under the
// same load comes first, the machine's yardstick (`benchBareBaseline`). Budgets on SQLite: a record by
// id and the small public reads ≥ 5,000 req/s, every list ≥ 2,000 req/s, every read p99 ≤ 30 ms.
// `benchListGrowth` measures the administrator's lists (orders and customers also searched) at 1,000,
// 10,000 and 100,000 rows on another fresh database. Assumes a build (`npm run build`). SQLite by
// default; READ_BENCH_DATABASE_URL=mysql://… runs it on MySQL/MariaDB (an empty database).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiContract, apiPath, manilaToday } from '@qmj/contracts';
import autocannon from 'autocannon';
import { startApi, startBareServer } from '../lib/processes.mjs';
import { ROOT } from '../lib/workspaces.mjs';
import { ADMIN, benchApiEnv, client, must, PNG } from './checkout.mjs';

const CONNECTIONS = 50;
const WARM_UP_S = 1;
const DURATION_S = 3;
const VOLUMES = {
  products: 10_000,
  orders: 100_000,
  customers: 2_000,
  reviews: 20_000,
  notifications: 50_000,
  bookings: 2_000,
};
const GROWTH_STEPS = [1_000, 10_000, 100_000];
/** Budgets on SQLite by kind of read; `other` (images, PDFs, calendar files, dashboard figures) has the p99 only. */
const BUDGETS = {
  record: { perSecond: 5_000, p99Ms: 30 },
  list: { perSecond: 2_000, p99Ms: 30 },
  other: { p99Ms: 30 },
};
const CUSTOMER = { username: 'benchreader', password: 'benchpass2026' };
const DETAILS = {
  address: '123 Rizal St., Lipa City',
  contact: '09171234567',
  otherInfo: 'Bench',
  customerName: 'Bench',
};
const DAY_MS = 86_400_000;
/** A read slower than this alone is measured with one wave of concurrent requests (see `measure`). */
const SLOW_READ_MS = 100;

/**
 * How each GET route is called: its kind of read (its budget), its path parameters and its query
 * from the records the bench made (`r`). A GET route missing here stops the bench.
 */
const CALLS = {
  'auth.usernameAvailable': { kind: 'record', query: () => ({ username: 'newcomer2026' }) },
  'me.get': { kind: 'record' },
  'catalog.categories': { kind: 'list' },
  'catalog.sizes': { kind: 'list' },
  'catalog.products': { kind: 'list', query: () => ({ page: 1 }) },
  'catalog.product': { kind: 'record', params: (r) => ({ id: r.productId }) },
  'catalog.similarProducts': { kind: 'list', params: (r) => ({ id: r.productId }) },
  'catalog.barcodePng': { kind: 'other', params: (r) => ({ id: r.productId }) },
  'catalog.barcodeSvg': { kind: 'other', params: (r) => ({ id: r.productId }) },
  'catalog.history': { kind: 'list', params: (r) => ({ id: r.productId }) },
  'catalog.sales': { kind: 'list', params: (r) => ({ id: r.productId }) },
  'reviews.summary': { kind: 'list', params: (r) => ({ id: r.productId }) },
  'orders.shippingQuote': { kind: 'record', query: () => ({ address: DETAILS.address }) },
  'orders.list': { kind: 'list', query: () => ({ tab: 'history', page: 1 }) },
  'orders.lastDetails': { kind: 'record' },
  'orders.get': { kind: 'record', params: (r) => ({ id: r.orderId }) },
  'orders.receipt': { kind: 'other', params: (r) => ({ id: r.gcashOrderId }) },
  'adminOrders.list': { kind: 'list', query: () => ({ status: 'pending', page: 1 }) },
  'notifications.list': { kind: 'list' },
  'reports.productList': { kind: 'other', query: (r) => ({ categoryId: r.categoryId }) },
  'reports.productHistory': { kind: 'other', params: (r) => ({ id: r.productId }) },
  'reports.productSales': { kind: 'other', params: (r) => ({ id: r.productId }) },
  'services.list': { kind: 'list' },
  'services.get': { kind: 'record', params: (r) => ({ id: r.serviceId }) },
  'services.remaining': {
    kind: 'record',
    params: (r) => ({ id: r.serviceId }),
    query: (r) => ({ start: r.bookedDay, end: r.bookedDay }),
  },
  'availability.month': { kind: 'record', query: (r) => ({ month: r.today.slice(0, 7) }) },
  'availability.day': { kind: 'record', query: (r) => ({ date: r.bookedDay }) },
  'bookings.mine': { kind: 'list', query: () => ({ page: 1 }) },
  'bookings.get': { kind: 'record', params: (r) => ({ id: r.bookingId }) },
  'bookings.receipt': { kind: 'other', params: (r) => ({ id: r.bookingId }) },
  'bookings.calendar': { kind: 'other', params: (r) => ({ id: r.bookingId }) },
  'adminBookings.list': { kind: 'list', query: () => ({ status: 'pending', page: 1 }) },
  'adminBookings.payments': { kind: 'list', query: () => ({ standing: 'due', page: 1 }) },
  'bookings.payments': { kind: 'record', params: (r) => ({ id: r.bookingId }) },
  'bookings.bookingQuotation': { kind: 'other', params: (r) => ({ id: r.bookingId }) },
  'bookings.invoice': { kind: 'other', params: (r) => ({ id: r.bookingId }) },
  'bookings.acknowledgement': { kind: 'other', params: (r) => ({ id: r.downPaymentId }) },
  'bookings.paymentReceipt': { kind: 'other', params: (r) => ({ id: r.downPaymentId }) },
  'schedule.list': { kind: 'list', query: (r) => ({ from: r.weekStart, to: r.weekEnd }) },
  'bookedRecords.list': { kind: 'list' },
  'dashboard.sales': { kind: 'other', query: (r) => ({ timeframe: 'daily', year: r.year, month: r.month }) },
  'dashboard.salesByCategory': { kind: 'other', query: (r) => ({ year: r.year }) },
  'dashboard.users': { kind: 'other' },
  'dashboard.customers': { kind: 'list', query: () => ({ page: 1 }) },
  'dashboard.visitors': { kind: 'other', query: (r) => ({ from: r.monthStart, to: r.today }) },
  'dashboard.salesReport': { kind: 'other', query: (r) => ({ timeframe: 'monthly', year: r.year }) },
  'customizations.mine': { kind: 'list', query: () => ({ page: 1 }) },
  'customizations.get': { kind: 'record', params: (r) => ({ id: r.customizationId }) },
  'customizations.preview': { kind: 'other', params: (r) => ({ id: r.customizationId }) },
  'customizations.printImage': { kind: 'other', params: (r) => ({ id: r.customizationId }) },
  'modules.remotes': { kind: 'record' },
  'modules.list': { kind: 'list' },
  'platform.health': { kind: 'record' },
  'platform.media': { kind: 'other', params: (r) => ({ key: r.imageKey }) },
  'settings.payment': { kind: 'record' },
  'settings.gcashQrPng': { kind: 'other' },
  'messages.conversation': { kind: 'list' },
  'messages.unread': { kind: 'record' },
  'messages.picture': { kind: 'other', params: (r) => ({ id: r.messageId, index: 0 }) },
  // Without `Accept: text/event-stream` the stream answers what a reconnect reads first, then ends (docs/messages.md).
  'messages.stream': { kind: 'other', query: () => ({ after: 0 }) },
  'adminMessages.inbox': { kind: 'list', query: () => ({ page: 1 }) },
  'adminMessages.conversation': { kind: 'list', params: (r) => ({ id: r.conversationId }) },
  'adminMessages.quickReplies': { kind: 'record' },
};

/**
 * The administrator's lists whose growth is measured, each with the seed option that grows it; the
 * orders and the customers also searched for a text none holds, a search's longest walk
 * (docs/architecture.md#searches).
 */
const GROWING_LISTS = [
  { name: 'adminOrders.list', grows: 'orders' },
  { name: 'adminOrders.list', grows: 'orders', search: 'no such order' },
  { name: 'adminBookings.list', grows: 'bookings' },
  { name: 'dashboard.customers', grows: 'customers' },
  { name: 'dashboard.customers', grows: 'customers', search: 'no such customer' },
];

/** Rows `{ route, name, caller, kind, connections, perSecond, p50Ms, p99Ms, cpuMs, database, budget }` (`budget` `{ perSecond?, p99Ms }` on SQLite only); growth rows `{ route, caller, grows, steps: [{ rows, perSecond, p50Ms }] }`. */
export const READ_ROUTES_BENCH = {
  connections: CONNECTIONS,
  durationSeconds: DURATION_S,
  volumes: VOLUMES,
  growthSteps: GROWTH_STEPS,
};

/** Every GET route of the contract: `{ name, route, path, access }`, `name` as `group.route`. */
function readRoutes() {
  return Object.entries(apiContract).flatMap(([group, routes]) =>
    Object.entries(routes)
      .filter(([, route]) => route['~orpc'].route.method === 'GET')
      .map(([key, route]) => ({
        name: `${group}.${key}`,
        route,
        path: route['~orpc'].route.path,
        access: route['~orpc'].meta.access,
      })),
  );
}

/** The API process's CPU time so far (user + system), in ms, from /proc. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are the 14th and 15th fields of the line, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Waits until the API is idle (under 10 % of a core over 200 ms): a slow route's last answers must not be billed to the next. */
async function settle(pid) {
  for (let before = cpuMs(pid); ; ) {
    await new Promise((wait) => setTimeout(wait, 200));
    const now = cpuMs(pid);
    if (now - before <= 20) return;
    before = now;
  }
}

/** autocannon on `url`: `load` is `{ connections, duration }` or `{ connections, amount }`. */
function cannon(url, headers, load) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, headers, ...load }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/**
 * A GET, sent once more if the connection kept alive from the route before was closed just as it was
 * reused (undici's 'other side closed'): that is the pool's race, not the route's answer.
 */
async function fetchAgain(url, headers) {
  try {
    return await fetch(url, { headers });
  } catch (error) {
    if (error?.cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, { headers });
  }
}

/** One request's time alone, in ms (the connection kept from the check). */
async function aloneMs(url, headers) {
  const started = performance.now();
  await (await fetch(url, { headers })).arrayBuffer();
  return performance.now() - started;
}

/**
 * How a read is called: its path from the records (searched for `search` when given), its caller's
 * token, and the connections it is measured with, after a check that it answers 2xx (else the bench
 * stops: a broken fill is no measurement). A read slower than SLOW_READ_MS alone (it cannot meet a
 * budget) gets one wave of as many concurrent requests as fit in the measured time: 50 connections
 * for 3 s would leave minutes of requests queued.
 */
async function callOf(api, { name, route, access }, records, tokens, search) {
  const call = CALLS[name];
  if (!call) throw new Error(`No call for GET ${route['~orpc'].route.path} (${name}): add it to CALLS`);
  const query = new URLSearchParams({ ...call.query?.(records), ...(search && { q: search }) }).toString();
  const path = `${apiPath(route, call.params?.(records))}${query ? `?${query}` : ''}`;
  const token = access === 'admin' ? tokens.admin : access === 'public' ? undefined : tokens.customer;
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const url = `${api.url}${path}`;
  const check = await fetchAgain(url, headers);
  const body = await check.text();
  if (!check.ok)
    throw new Error(`GET ${path} (${name}) answered ${check.status} in the warm-up: ${body.slice(0, 300)}`);
  const alone = await aloneMs(url, headers);
  const connections =
    alone > SLOW_READ_MS ? Math.max(1, Math.min(CONNECTIONS, Math.floor((DURATION_S * 1000) / alone))) : CONNECTIONS;
  return {
    name,
    path,
    url,
    headers,
    connections,
    caller: access === 'admin' ? 'admin' : access === 'public' ? 'anyone' : 'customer',
    kind: call.kind,
  };
}

/** A call's load before it is measured: WARM_UP_S at its connections, or one request for a read measured in a wave. */
function warmUpLoad({ connections }) {
  return connections < CONNECTIONS ? { connections: 1, amount: 1 } : { connections, duration: WARM_UP_S };
}

/** A call's measured load: DURATION_S at its connections, or one wave of them for a slow read. */
function measuredLoad({ connections }) {
  return connections < CONNECTIONS ? { connections, amount: connections } : { connections, duration: DURATION_S };
}

/** autocannon's `load` on a call, with the API's CPU time around it; the bench stops at an answer that is not 2xx. */
async function run(api, { name, path, url, headers }, load) {
  const before = cpuMs(api.child.pid);
  const result = await cannon(url, headers, load);
  const spent = cpuMs(api.child.pid) - before;
  await settle(api.child.pid);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`GET ${path} (${name}): ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { result, spent };
}

/**
 * Each call under its warm-up load, one after the other, before any is measured: an API's first seconds
 * are slower (V8 compiles its hot paths, each pooled connection prepares its statements), and the first
 * reads measured paid for them (`username-available`, measured first: 2.66 ms of CPU a request on MariaDB,
 * 1.34 after this pass; docs/serving.md#every-read-route).
 */
async function warmUp(api, calls) {
  for (const call of calls) await run(api, call, warmUpLoad(call));
}

/** Measures one call: its warm-up load again, then the measured run (one wave for a slow read). */
async function measure(api, call) {
  const { connections } = call;
  if (connections === CONNECTIONS) await run(api, call, warmUpLoad(call));
  const { result, spent } = await run(api, call, measuredLoad(call));
  return {
    route: `GET ${call.path}`,
    name: call.name,
    caller: call.caller,
    kind: call.kind,
    connections,
    perSecond: Math.round(result.requests.total / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    cpuMs: Number((spent / Math.max(1, result.requests.total)).toFixed(2)),
  };
}

/** `seed:large` with these counts, on the API's database (another process: the API sees the rows on its next reads). */
function seedLarge(env, counts) {
  const options = Object.entries(counts).flatMap(([name, count]) => [`--${name}`, String(count)]);
  const seed = spawnSync(process.execPath, ['services/api/dist/database/seed-large.js', ...options], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`seed:large ${options.join(' ')} failed: ${seed.stderr || seed.stdout}`);
}

/** A fresh API on its own database (SQLite in a temporary folder unless `databaseUrl`), the catalogue's list cache off; `work(api, env, database)`'s answer. */
async function withFreshApi(databaseUrl, work) {
  const dataDir = mkdtempSync(join(tmpdir(), 'qmj-bench-reads-'));
  const { env: baseEnv, nodeArgs, database } = benchApiEnv(dataDir, databaseUrl);
  // The receipts' OCR (docs/receipts.md) would run beside the measured reads, in the API's own process, and
  // count in its CPU per request: the seeded receipts stay queued, and their readings are still read with each record.
  const env = { ...baseEnv, PRODUCT_LIST_CACHE: 'false', RECEIPT_READER: 'false' };
  let api;
  try {
    api = await startApi({ env, nodeArgs });
    return await work(api, env, database);
  } finally {
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function multipart(fields, files = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
  for (const [name, bytes] of Object.entries(files))
    form.set(name, new Blob([bytes], { type: 'image/png' }), `${name}.png`);
  return form;
}

/** A Manila calendar day `days` from today. */
const dayFromToday = (days) => manilaToday(new Date(Date.now() + days * DAY_MS));

/** The administrator's token and a service to book (seeded bookings need one). */
async function adminWithService(call) {
  const admin = (await must(call('POST', 'auth/login', { json: ADMIN }), 200, 'admin login')).accessToken;
  const form = multipart(
    { title: 'Birthday Party Package', information: 'Styling, host and games for 80 guests.', lowPricing: 1500000 },
    { image: PNG },
  );
  const service = await must(call('POST', 'services', { token: admin, form }), 201, 'service');
  return { admin, serviceId: service.id };
}

/**
 * The shop at full size and the records every read needs: the seeded volumes, and through the API
 * the customer's approved booking with its receipt, a GCash order with its receipt and a mug design.
 */
async function fillShop(api, env) {
  const call = client(api.url);
  const { admin, serviceId } = await adminWithService(call);
  const registered = await must(
    call('POST', 'auth/register', {
      json: { username: CUSTOMER.username, password: CUSTOMER.password, confirmPassword: CUSTOMER.password },
    }),
    201,
    'register',
  );
  const customer = registered.accessToken;
  seedLarge(env, { products: VOLUMES.products });
  const products = await must(call('GET', 'products?page=1'), 200, 'products');
  const [newest] = products.items;
  const gcashOrder = await must(
    call('POST', 'orders', {
      token: customer,
      form: multipart({ ...DETAILS, productId: newest.id, quantity: 1, paymentMethod: 'GCASH' }, { receipt: PNG }),
    }),
    201,
    'GCash order',
  );
  const design = await must(
    call('POST', 'customizations', {
      token: customer,
      form: multipart(
        { size: 'M', color: '#4169e1', text: 'Happy birthday', font: 'Georgia', bold: 'true', italic: 'false' },
        { image: PNG, preview: PNG },
      ),
    }),
    201,
    'mug design',
  );
  const message = await must(
    call('POST', 'messages', {
      token: customer,
      form: multipart({ text: 'Is the 14th still free?' }, { pictures: PNG }),
    }),
    201,
    'message',
  );
  const bookedDay = dayFromToday(30);
  const booking = await must(
    call('POST', 'bookings', {
      token: customer,
      form: multipart(
        {
          serviceId,
          eventTitle: "Ana's 7th Birthday",
          startDate: bookedDay,
          endDate: bookedDay,
          meetingDate: manilaToday(),
          meetingTime: '10:00',
          startTime: '14:00',
          endTime: '18:00',
          location: 'Poblacion Clubhouse, Lipa City',
          description: 'Unicorn theme',
          name: 'Maria Santos',
          email: 'maria@example.com',
          phone: '09171234567',
        },
        { receipt: PNG },
      ),
    }),
    201,
    'booking',
  );
  const approved = await must(
    call('POST', `admin/bookings/${booking.id}/approve`, { token: admin, json: {} }),
    200,
    'approval',
  );
  seedLarge(env, {
    orders: VOLUMES.orders,
    customers: VOLUMES.customers,
    reviews: VOLUMES.reviews,
    notifications: VOLUMES.notifications,
    bookings: VOLUMES.bookings,
  });

  // A received order of the customer's (seeded): its product has sales and reviews.
  const received = await must(call('GET', 'orders?tab=received&pageSize=1', { token: customer }), 200, 'orders');
  const [order] = received.items;
  if (!order) throw new Error('the customer has no received order: the seed did not hand orders out');
  const product = await must(call('GET', `products/${order.productId}`), 200, 'product');
  const today = manilaToday();
  const sunday = dayFromToday(-new Date(`${today}T00:00:00Z`).getUTCDay());
  return {
    tokens: { admin, customer },
    records: {
      productId: order.productId,
      categoryId: product.categoryId,
      imageKey: newest.imageUrl.split('/').pop(),
      orderId: order.id,
      gcashOrderId: gcashOrder.id,
      serviceId,
      bookingId: booking.id,
      downPaymentId: approved.payments[0].id,
      bookedDay,
      customizationId: design.id,
      messageId: message.id,
      conversationId: message.conversationId,
      today,
      year: Number(today.slice(0, 4)),
      month: Number(today.slice(5, 7)),
      monthStart: `${today.slice(0, 8)}01`,
      weekStart: new Date(`${sunday}T00:00:00+08:00`).toISOString(),
      weekEnd: new Date(Date.parse(`${sunday}T00:00:00+08:00`) + 7 * DAY_MS).toISOString(),
    },
  };
}

/** Each GET route of the contract on the full shop; SQLite rows carry their budget. */
export async function benchReadRoutes(databaseUrl = process.env.READ_BENCH_DATABASE_URL) {
  return withFreshApi(databaseUrl, async (api, env, database) => {
    const { tokens, records } = await fillShop(api, env);
    const calls = [];
    for (const route of readRoutes()) calls.push(await callOf(api, route, records, tokens));
    await warmUp(api, calls);
    const rows = [];
    for (const call of calls) {
      const row = await measure(api, call);
      rows.push({ ...row, database, budget: databaseUrl ? undefined : BUDGETS[row.kind] });
    }
    return rows;
  });
}

/** The administrator's lists at 1,000, 10,000 and 100,000 orders, bookings and customers (each list with its own rows). */
export async function benchListGrowth(databaseUrl = process.env.READ_BENCH_DATABASE_URL) {
  return withFreshApi(databaseUrl, async (api, env, database) => {
    const call = client(api.url);
    const { admin } = await adminWithService(call);
    seedLarge(env, { products: 1_000 });
    const routes = readRoutes();
    const lists = GROWING_LISTS.map(({ name, grows, search }) => ({
      read: routes.find((route) => route.name === name),
      search,
      row: { grows, database, steps: [] },
    }));
    let seeded = 0;
    for (const rows of GROWTH_STEPS) {
      seedLarge(env, { orders: rows - seeded, customers: rows - seeded, bookings: rows - seeded });
      const calls = [];
      for (const { read, search } of lists) calls.push(await callOf(api, read, {}, { admin }, search));
      if (seeded === 0) await warmUp(api, calls);
      seeded = rows;
      for (const [at, call] of calls.entries()) {
        const { route, caller, perSecond, p50Ms } = await measure(api, call);
        Object.assign(lists[at].row, { route, caller });
        lists[at].row.steps.push({ rows, perSecond, p50Ms });
      }
    }
    return lists.map(({ row }) => row);
  });
}

/**
 * This machine's yardstick: a bare node:http server sending a small JSON, under the load each route
 * gets (`{ perSecond, p50Ms, p99Ms }`). The budgets are absolute; on a slower machine every route
 * answers fewer requests, the bare server too, and this line says by how much.
 */
export async function benchBareBaseline() {
  const dir = mkdtempSync(join(tmpdir(), 'qmj-bench-bare-'));
  const bodyFile = join(dir, 'health.json');
  writeFileSync(bodyFile, JSON.stringify({ status: 'ok' }));
  const bare = await startBareServer(bodyFile);
  try {
    await cannon(bare.url, {}, { connections: CONNECTIONS, duration: WARM_UP_S });
    const result = await cannon(bare.url, {}, { connections: CONNECTIONS, duration: DURATION_S });
    return {
      perSecond: Math.round(result.requests.total / result.duration),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
    };
  } finally {
    await bare.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether a SQLite row is within its budget. */
export function withinReadBudget({ perSecond, p99Ms, budget }) {
  return (budget.perSecond === undefined || perSecond >= budget.perSecond) && p99Ms <= budget.p99Ms;
}

/**
 * Prints the machine's yardstick (`bare`), the routes' table (SQLite with budgets and verdicts,
 * MySQL/MariaDB beside it when given) and the growth table; `verdict(within)` answers PASS or FAIL
 * (and counts them for `npm run bench`).
 */
export function printReadRoutes({ bare, sqlite, mariaDb = [], sqliteGrowth, mariaDbGrowth = [] }, verdict) {
  const figures = (row) =>
    [row.connections, row.perSecond, row.p50Ms, row.p99Ms, row.cpuMs.toFixed(2)]
      .map((figure, index) => String(figure).padStart([4, 7, 5, 5, 6][index]))
      .join(' ');
  const heads = `${'conn'.padStart(4)} ${'req/s'.padStart(7)} ${'p50'.padStart(5)} ${'p99'.padStart(5)} ${'CPU ms'.padStart(6)}`;
  const budgetText = (budget) =>
    budget ? `${budget.perSecond ? `≥ ${budget.perSecond}/s, ` : ''}p99 ≤ ${budget.p99Ms} ms` : '';
  const [first] = sqlite;
  console.log(
    `bare node:http on this machine, the same load (the budgets are absolute; a slower machine lowers this line too): ${bare.perSecond} req/s, p50 ${bare.p50Ms} ms, p99 ${bare.p99Ms} ms\n`,
  );
  console.log(
    `${'route'.padEnd(58)} ${'caller'.padEnd(8)} ${heads}  ${`budget (${first.database})`.padEnd(24)} verdict ${mariaDb.length ? ` | MariaDB ${heads}` : ''}`,
  );
  for (const row of sqlite) {
    const beside = mariaDb.find((other) => other.name === row.name);
    const within = row.budget ? verdict(withinReadBudget(row)) : '';
    console.log(
      `${row.route.padEnd(58)} ${row.caller.padEnd(8)} ${figures(row)}  ${budgetText(row.budget).padEnd(24)} ${within.padEnd(7)} ${beside ? ` |         ${figures(beside)}` : ''}`,
    );
  }
  console.log(`\nThe administrator's lists as their rows grow (req/s, p50 ms)`);
  const steps = GROWTH_STEPS.map((rows) => `${rows.toLocaleString('en')} rows`.padStart(16)).join(' ');
  console.log(`${'route'.padEnd(58)} ${'rows of'.padEnd(10)} ${'database'.padEnd(14)} ${steps}`);
  for (const row of [...sqliteGrowth, ...mariaDbGrowth]) {
    const cells = row.steps.map((step) => `${step.perSecond}/s ${step.p50Ms} ms`.padStart(16)).join(' ');
    console.log(`${row.route.padEnd(58)} ${row.grows.padEnd(10)} ${row.database.padEnd(14)} ${cells}`);
  }
}

// Run directly: `node scripts/bench/read-routes.mjs` measures on SQLite (or READ_BENCH_DATABASE_URL) and prints both tables.
if (import.meta.url === `file://${process.argv[1]}`) {
  const bare = await benchBareBaseline();
  const sqlite = await benchReadRoutes();
  const sqliteGrowth = await benchListGrowth();
  printReadRoutes({ bare, sqlite, sqliteGrowth }, (within) => (within ? 'PASS' : 'FAIL'));
}
