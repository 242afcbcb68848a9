// `npm run test:crash` (docs/crash-safety.md): the built API on SQLite, then on a throw-away MariaDB
// (scripts/lib/mariadb.mjs). On each: a shop made over HTTP, then three rounds of load (GCash
// checkouts, booking requests, approvals) each ended by a SIGKILL mid-load and a restart on the same
// data, then a SIGTERM with requests in flight, then one more start and the checks, read straight
// from the database and the upload folder. Prints `crash: N passed, M failed`; any failure exits 1.
// CRASH_SEED replays a run's choices.
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CAPACITY_STATUSES,
  coveredDays,
  MAX_APPROVED_BOOKINGS_PER_DAY,
  MEDIA_KEY_PATTERN,
  ORDER_TRANSITIONS,
} from '@qmj/contracts';
import { buildParts } from './lib/build.mjs';
import { CRASH_ADMIN, gcashOrder, Ledger, makeShop, runLoad } from './lib/crash-load.mjs';
import { startMariaDb } from './lib/mariadb.mjs';
import { freePort, LOCALHOST, startApi as startBuiltApi } from './lib/processes.mjs';
import { seededRandom } from './lib/seeded-random.mjs';

const ROUNDS = 3;
const CONCURRENCY = 8;
const OPERATIONS_PER_ROUND = 300;
/** Each SIGKILL comes after this many to twice as many operations of its round have been answered. */
const KILL_AFTER = 60;
/** Requests that have sent half their body when SIGTERM comes, and requests sent just before it. */
const IN_FLIGHT = 4;
const BURST = 12;
const GRACE_MS = 5000;
/** The whole run, both databases: beyond it the run is a failure (a request that never returns, a hung API). */
const DEADLINE_MS = 10 * 60 * 1000;

const seed = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const results = [];
/** The API processes running, stopped if the run overruns its deadline. */
const running = new Set();

function check(engine, what, ok, detail = '') {
  const line = `${engine}: ${what}${detail ? ` (${detail})` : ''}`;
  results.push({ ok, line });
  console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${line}`);
}

/** The order statuses that hold stock: reached by a reservation, or by a step that moves no stock from one that holds it. */
function stockHoldingStatuses() {
  const holding = new Set(ORDER_TRANSITIONS.filter((rule) => rule.stock === 'reserve').map((rule) => rule.to));
  for (let grown = true; grown; ) {
    grown = false;
    for (const rule of ORDER_TRANSITIONS) {
      if (rule.stock === 'none' && holding.has(rule.from) && !holding.has(rule.to)) {
        holding.add(rule.to);
        grown = true;
      }
    }
  }
  return holding;
}

/** The built API on 127.0.0.1:`port`, its output appended to `logFile`, kept in `running` until it exits. */
async function startApi(env, port, logFile) {
  const api = await startBuiltApi({ env, port, log: (text) => appendFileSync(logFile, text) });
  running.add(api.child);
  api.exited.then(() => running.delete(api.child));
  return api;
}

/** A request that sends its headers and half its body now, and the rest on `finish()`; `answer` is `{ status, body }`. */
async function halfSentRequest(port, path, token, form) {
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const bytes = Buffer.from(await encoded.arrayBuffer());
  const headers = {
    Authorization: `Bearer ${token}`,
    'Content-Type': encoded.headers.get('content-type'),
    'Content-Length': bytes.length,
  };
  const outgoing = request({ host: LOCALHOST, port, path, method: 'POST', headers, agent: false });
  const answer = new Promise((resolve, reject) => {
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode, body: text ? JSON.parse(text) : null }));
      response.on('error', reject);
    });
  });
  outgoing.write(bytes.subarray(0, bytes.length >> 1));
  return { answer, finish: () => outgoing.end(bytes.subarray(bytes.length >> 1)) };
}

/** What a new connection meets: 'refused', or the status it is answered with. */
function newConnection(port) {
  return new Promise((resolve) => {
    const probe = request({ host: LOCALHOST, port, path: '/api/health', agent: false }, (response) => {
      response.resume();
      resolve(`answered ${response.statusCode}`);
    });
    probe.on('error', (error) => resolve(error.code === 'ECONNREFUSED' ? 'refused' : error.code));
    probe.end();
  });
}

/** New connections, tried until one is refused or `ms` have passed: the last one's fate. */
async function refusedWithin(port, ms) {
  const until = Date.now() + ms;
  for (;;) {
    const fate = await newConnection(port);
    if (fate === 'refused' || Date.now() >= until) return fate;
    await sleep(25);
  }
}

/** Reads the database the API wrote: `rows(sql)` and the columns that may hold an upload's key. */
async function openDatabase(dataDir, databaseUrl) {
  if (!databaseUrl) {
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(join(dataDir, 'qmj.sqlite'), { readonly: true, fileMustExist: true });
    return {
      rows: async (sql) => db.prepare(sql).all(),
      keyColumns: async () =>
        db
          .prepare(
            "SELECT m.name AS tableName, c.name AS columnName FROM sqlite_master m JOIN pragma_table_info(m.name) c WHERE m.type = 'table' AND c.name LIKE '%Key'",
          )
          .all(),
      close: async () => db.close(),
    };
  }
  const { createConnection } = await import('mysql2/promise');
  const connection = await createConnection(databaseUrl);
  const rows = async (sql) => (await connection.query(sql))[0];
  return {
    rows,
    keyColumns: () =>
      rows(
        "SELECT TABLE_NAME AS tableName, COLUMN_NAME AS columnName FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND COLUMN_NAME LIKE '%Key'",
      ),
    close: () => connection.end(),
  };
}

/** Every stored upload as `<visibility>/<key>`: the files under `uploads/<visibility>/`, not those still pending. */
function storedUploads(dataDir) {
  const stored = new Set();
  const walk = (visibility, folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(visibility, join(folder, entry.name));
      else stored.add(`${visibility}/${entry.name}`);
    }
  };
  for (const visibility of ['public', 'private']) {
    const folder = join(dataDir, 'uploads', visibility);
    if (existsSync(folder)) walk(visibility, folder);
  }
  return stored;
}

const firstFew = (problems) =>
  `${problems.length}: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ' …' : ''}`;

/** The checks on what the API left in the database and the upload folder, against the ledger of its answers. */
async function checkData(engine, database, dataDir, shop, ledger) {
  const orders = new Map(
    (await database.rows('SELECT id, status, productId, quantity, receiptKey FROM orders')).map((row) => [row.id, row]),
  );
  const bookings = new Map(
    (await database.rows('SELECT id, status, startDate, endDate, receiptKey FROM bookings')).map((row) => [
      row.id,
      row,
    ]),
  );
  const acknowledged = (records, stored, what) => {
    const problems = [];
    for (const [id, record] of records) {
      const row = stored.get(id);
      if (!row) problems.push(`${what} ${id} is missing`);
      else if (row.status !== record.status && !record.maybe.has(row.status))
        problems.push(`${what} ${id} is ${row.status}, acknowledged ${record.status}`);
    }
    return problems;
  };
  const approved = (records) => [...records.values()].filter((record) => record.status === 'approved').length;
  let problems = acknowledged(ledger.orders, orders, 'order');
  check(
    engine,
    'every acknowledged order is stored with its status',
    problems.length === 0,
    problems.length ? firstFew(problems) : `${ledger.orders.size} orders, ${approved(ledger.orders)} approvals`,
  );
  problems = acknowledged(ledger.bookings, bookings, 'booking');
  check(
    engine,
    'every acknowledged booking request and approval is stored',
    problems.length === 0,
    problems.length ? firstFew(problems) : `${ledger.bookings.size} bookings, ${approved(ledger.bookings)} approvals`,
  );

  const holding = stockHoldingStatuses();
  const stocks = new Map((await database.rows('SELECT id, stock FROM products')).map((row) => [row.id, row.stock]));
  problems = [];
  for (const product of shop.products) {
    const reserved = [...orders.values()]
      .filter((order) => order.productId === product.id && holding.has(order.status))
      .reduce((sum, order) => sum + order.quantity, 0);
    const stock = stocks.get(product.id);
    if (stock !== product.initialStock - reserved || stock < 0)
      problems.push(`product ${product.id}: ${product.initialStock} − ${reserved} reserved ≠ stock ${stock}`);
  }
  check(
    engine,
    `no order without its stock taken: initial − reserved (${[...holding].join(', ')}) = stock`,
    problems.length === 0,
    problems.length ? firstFew(problems) : `${shop.products.length} products`,
  );

  const counters = new Map(
    (await database.rows('SELECT day, approved FROM booking_days')).map((row) => [row.day, row.approved]),
  );
  const perDay = new Map();
  for (const booking of bookings.values()) {
    if (!CAPACITY_STATUSES.includes(booking.status)) continue;
    for (const day of coveredDays(booking.startDate, booking.endDate)) perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  problems = [];
  for (const day of new Set([...perDay.keys(), ...counters.keys()])) {
    const count = perDay.get(day) ?? 0;
    if (count > MAX_APPROVED_BOOKINGS_PER_DAY) problems.push(`${day} has ${count} approved bookings`);
    if ((counters.get(day) ?? 0) !== count) problems.push(`${day} counts ${counters.get(day)}, holds ${count}`);
  }
  check(
    engine,
    `no day over ${MAX_APPROVED_BOOKINGS_PER_DAY} approved bookings, each day's count equal to its bookings`,
    problems.length === 0,
    problems.length ? firstFew(problems) : `${perDay.size} days`,
  );

  // Every key a row names (stored_files, the uploads' own record, aside), and the files on disk.
  const keyColumns = await database.keyColumns();
  const named = new Set();
  for (const { tableName, columnName } of keyColumns) {
    if (tableName === 'stored_files') continue;
    for (const row of await database.rows(`SELECT ${columnName} AS fileKey FROM ${tableName}`)) {
      if (MEDIA_KEY_PATTERN.test(row.fileKey ?? '')) named.add(row.fileKey);
    }
  }
  const recorded = keyColumns.some((column) => column.tableName === 'stored_files')
    ? new Set(
        (await database.rows('SELECT visibility, fileKey FROM stored_files')).map(
          (row) => `${row.visibility}/${row.fileKey}`,
        ),
      )
    : null;
  const files = storedUploads(dataDir);
  problems = [...files].filter((file) => !named.has(file.split('/')[1]) || (recorded && !recorded.has(file)));
  check(
    engine,
    'no stored upload file without its row',
    problems.length === 0,
    problems.length ? firstFew(problems) : `${files.size} files`,
  );

  // And the reverse for what the load made: a placed order's and a booking's receipt is on disk.
  problems = [];
  for (const [what, records, stored] of [
    ['order', ledger.orders, orders],
    ['booking', ledger.bookings, bookings],
  ]) {
    for (const id of records.keys()) {
      const row = stored.get(id);
      if (!row || row.status === 'cart') continue;
      if (!row.receiptKey) problems.push(`${what} ${id} has no receipt`);
      else if (!files.has(`private/${row.receiptKey}`))
        problems.push(`${what} ${id}: its receipt ${row.receiptKey} is not on disk`);
    }
  }
  check(
    engine,
    'every placed order and booking request has its receipt file',
    problems.length === 0,
    problems.length ? firstFew(problems) : `${files.size} files`,
  );
}

/** SIGTERM with requests in flight: they are answered, no new connection is taken, the process exits 0. */
async function stopWithRequestsInFlight(engine, api, port, shop, ledger) {
  const customer = shop.customers[0];
  const inFlight = await Promise.all(
    Array.from({ length: IN_FLIGHT }, () => halfSentRequest(port, '/api/orders', customer, gcashOrder(shop.spare, 1))),
  );
  await sleep(200);
  const burst = Array.from({ length: BURST }, () =>
    // 503: arrived on a kept-alive connection once the API had begun to stop.
    ledger.answer(
      'order sent at SIGTERM',
      () => shop.call('POST', 'orders', { token: customer, form: gcashOrder(shop.spare, 1) }),
      [503],
    ),
  );
  await sleep(20);
  const signalled = Date.now();
  api.child.kill('SIGTERM');
  // The API stops listening while the requests in flight still wait for the rest of their bodies.
  const late = await refusedWithin(port, 2000);
  await sleep(100);
  for (const request of inFlight) request.finish();
  const answers = await Promise.all(
    inFlight.map((request) => ledger.answer('order in flight at SIGTERM', () => request.answer, [])),
  );
  for (const answer of [...answers, ...(await Promise.all(burst))])
    if (answer.outcome === 'ok') ledger.placed(answer.body);
  const exit = await Promise.race([api.exited, sleep(GRACE_MS + 5000).then(() => null)]);
  const took = Date.now() - signalled;
  if (!exit) api.child.kill('SIGKILL');
  check(
    engine,
    'SIGTERM: every request in flight is answered 2xx',
    answers.every((answer) => answer.outcome === 'ok'),
    answers.map((answer) => answer.outcome).join(', '),
  );
  check(engine, 'SIGTERM: no new connection is accepted while stopping', late === 'refused', late);
  check(
    engine,
    'SIGTERM: the process then exits 0, within the grace period',
    exit?.code === 0 && took < GRACE_MS,
    exit ? `exit ${exit.code ?? exit.signal} after ${took} ms` : 'still running',
  );
}

async function crashEngine(engine, databaseUrl) {
  console.log(`${engine}:`);
  const started = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'qmj-crash-'));
  const logFile = join(dataDir, 'api.log');
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SQLITE_PATH: '',
    NODE_ENV: 'production',
    JWT_SECRET: 'crash-secret-that-is-long-enough-0123456789',
    ADMIN_USERNAME: CRASH_ADMIN.username,
    ADMIN_PASSWORD: CRASH_ADMIN.password,
    SEED_DEMO_DATA: 'false',
    LOGIN_LIMIT_PER_USERNAME: '100000',
    LOGIN_LIMIT_PER_ADDRESS: '100000',
    MAX_PENDING_ORDERS_PER_CUSTOMER: '100000',
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
  };
  const failuresBefore = results.filter((result) => !result.ok).length;
  const random = seededRandom(seed);
  const port = await freePort();
  let api = null;
  try {
    api = await startApi(env, port, logFile);
    const ledger = new Ledger();
    const shop = await makeShop(`http://${LOCALHOST}:${port}`, ledger);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const cutBefore = ledger.unanswered;
      const killed = api;
      const after = KILL_AFTER + Math.floor(random() * KILL_AFTER);
      const { finished } = await runLoad(shop, ledger, {
        random,
        count: OPERATIONS_PER_ROUND,
        concurrency: CONCURRENCY,
        interrupt: { after, run: () => killed.child.kill('SIGKILL') },
      });
      const exit = await killed.exited;
      check(
        engine,
        `SIGKILL ${round} lands mid-load`,
        exit.signal === 'SIGKILL' && ledger.unanswered > cutBefore,
        `after ${finished} operations, ${ledger.unanswered - cutBefore} requests cut off`,
      );
      const restarted = Date.now();
      api = await startApi(env, port, logFile);
      check(engine, `restart ${round} on the same data`, true, `answering after ${Date.now() - restarted} ms`);
    }
    await stopWithRequestsInFlight(engine, api, port, shop, ledger);
    api = await startApi(env, port, logFile);
    check(
      engine,
      'no answer outside the contract (5xx, or a 4xx other than a refusal)',
      ledger.unexpected.length === 0,
      ledger.unexpected.length
        ? firstFew(ledger.unexpected)
        : `${ledger.acknowledged} acknowledged, ${ledger.refused} refused, ${ledger.unanswered} cut off`,
    );
    const database = await openDatabase(dataDir, databaseUrl);
    try {
      await checkData(engine, database, dataDir, shop, ledger);
    } finally {
      await database.close();
    }
  } catch (error) {
    check(engine, 'the run', false, error.stack ?? error.message);
  } finally {
    if (api && api.child.exitCode === null && api.child.signalCode === null) {
      api.child.kill('SIGTERM');
      await api.exited;
    }
  }
  const failed = results.filter((result) => !result.ok).length > failuresBefore;
  if (failed && existsSync(logFile)) {
    // Its last lines, without Nest's start-up listing of modules and routes.
    const lines = readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((line) => !/InstanceLoader|RoutesResolver|RouterExplorer/.test(line));
    console.error(`The API's log (${engine}), last lines:\n${lines.slice(-80).join('\n')}`);
  }
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`  ${engine} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const deadline = setTimeout(() => {
  console.error(`crash: the run took longer than ${DEADLINE_MS / 60000} minutes`);
  for (const child of running) child.kill('SIGKILL');
  process.exit(1);
}, DEADLINE_MS);
console.log(`crash: seed ${seed} (CRASH_SEED=${seed} replays it)`);
try {
  buildParts({ only: ['@qmj/contracts', '@qmj/api'] });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
await crashEngine('SQLite', '');
let mariadb = null;
try {
  mariadb = await startMariaDb();
  await crashEngine('MariaDB', await mariadb.databaseUrl('qmj_crash'));
} catch (error) {
  check('MariaDB', 'a throw-away server', false, error.message);
} finally {
  await mariadb?.stop();
}
clearTimeout(deadline);
const failed = results.filter((result) => !result.ok);
console.log(`crash: ${results.length - failed.length} passed, ${failed.length} failed`);
for (const result of failed) console.log(`  FAIL  ${result.line}`);
process.exit(failed.length > 0 ? 1 : 0);
