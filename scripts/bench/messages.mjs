// Messages across replicas (docs/messages.md): two API replicas on one database with Redis between them,
// 200 customers each holding their stream open, and the administrator's stream; 50 messages a second for
// 20 s, each sent by a customer through the replica that does not hold their stream (so the replicas in
// turn). Prints the delivery latency, send → the event on the customer's stream and on the administrator's
// (p50, p99 ≤ 200 ms), the messages lost (must be 0), and the memory an idle stream costs (the replicas' RSS
// before and after opening the streams, divided by their number). Assumes a build (`npm run build`).
// On a MariaDB database (as `npm run test:replicas`): `npm run bench` gives it a throw-away one.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openMessageStream } from '../lib/message-stream.mjs';
import { startApi } from '../lib/processes.mjs';
import { startRedis } from '../lib/redis.mjs';
import { ADMIN, benchApiEnv, client, must, percentile } from './checkout.mjs';

const CUSTOMERS = 200;
const PER_SECOND = 50;
const SECONDS = 20;
/** Events still on their way when the last send is answered get this long to arrive before they count as lost. */
const GRACE_MS = 3_000;
const PASSWORD = 'benchpass2026';

export const MESSAGES_BENCH = { customers: CUSTOMERS, perSecond: PER_SECOND, seconds: SECONDS };
const MESSAGES_BUDGET = { p99Ms: { max: 200 }, lost: { max: 0 } };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The resident memory of the process `pid`, in KB (Linux). */
const rssKb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

/** Runs `task` over `items`, `concurrency` at a time; resolves the results in order. */
async function inBatches(items, concurrency, task) {
  const results = [];
  for (let start = 0; start < items.length; start += concurrency)
    results.push(...(await Promise.all(items.slice(start, start + concurrency).map(task))));
  return results;
}

const textForm = (text) => {
  const form = new FormData();
  form.set('text', text);
  return form;
};

/** Rows `{ what, value, unit, budget }` for bench.mjs's printCounted. */
export async function benchMessages(databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'qmj-bench-messages-'));
  const { env, nodeArgs } = benchApiEnv(dataDir, databaseUrl);
  const redis = await startRedis();
  const replicas = [];
  const streams = [];
  try {
    // One after the other: the first runs the migrations (scripts/test-replicas.mjs).
    for (let index = 0; index < 2; index += 1)
      replicas.push(await startApi({ env: { ...env, REDIS_URL: redis.url }, nodeArgs }));
    const calls = replicas.map((replica) => client(replica.url));
    const admin = (await must(calls[0]('POST', 'auth/login', { json: ADMIN }), 200, 'admin login')).accessToken;

    // Each customer's stream is on replica `index % 2`; they send through the other one. A first message each
    // opens their conversation and warms both replicas up.
    const customers = await inBatches([...Array(CUSTOMERS).keys()], 10, async (index) => {
      const call = calls[(index + 1) % 2];
      const { accessToken } = await must(
        call('POST', 'auth/register', {
          json: { username: `talker${index + 1}`, password: PASSWORD, confirmPassword: PASSWORD },
        }),
        201,
        'register',
      );
      await must(call('POST', 'messages', { token: accessToken, form: textForm('Hello') }), 201, 'first message');
      return { token: accessToken, streamOn: replicas[index % 2], sendThrough: call };
    });

    const toCustomers = new Map();
    const toAdmin = new Map();
    const arrivals = (into) => (event) => {
      if (event.name === 'message' && !into.has(event.id)) into.set(event.id, event.at);
    };
    const rss = () => replicas.reduce((sum, replica) => sum + rssKb(replica.child.pid), 0);
    await sleep(1_000);
    const before = rss();
    streams.push(await openMessageStream(replicas[0].url, admin, { onEvent: arrivals(toAdmin) }));
    streams.push(
      ...(await inBatches(customers, 20, (customer) =>
        openMessageStream(customer.streamOn.url, customer.token, { onEvent: arrivals(toCustomers) }),
      )),
    );
    await sleep(2_000);
    const perStreamKb = (rss() - before) / streams.length;

    // 50 a second on the clock (not one after the other's answer), message k from customer k mod 200.
    const started = performance.now();
    const sends = [];
    for (let k = 0; k < PER_SECOND * SECONDS; k += 1) {
      await sleep(started + (k * 1000) / PER_SECOND - performance.now());
      const customer = customers[k % CUSTOMERS];
      const sentAt = performance.now();
      sends.push(
        customer.sendThrough('POST', 'messages', { token: customer.token, form: textForm(`Bench message ${k}`) }).then(
          (response) => ({ ...response, sentAt }),
          (error) => ({ status: error.message, sentAt }),
        ),
      );
    }
    const answers = await Promise.all(sends);
    const failed = answers.filter((answer) => answer.status !== 201);
    if (failed.length > 0)
      throw new Error(
        `${failed.length} sends failed, the first: ${failed[0].status} ${JSON.stringify(failed[0].body)}`,
      );
    const sent = answers.map(({ body, sentAt }) => ({ id: body.id, sentAt }));
    await sleep(GRACE_MS);

    const latencies = (arrived) =>
      sent
        .filter(({ id }) => arrived.has(id))
        .map(({ id, sentAt }) => arrived.get(id) - sentAt)
        .sort((a, b) => a - b);
    const customerMs = latencies(toCustomers);
    const adminMs = latencies(toAdmin);
    const lost = 2 * sent.length - customerMs.length - adminMs.length;
    const ms = (value) => Math.round(value);
    return [
      {
        what: "delivery to the customer's stream (other replica), p50",
        value: ms(percentile(customerMs, 50)),
        unit: 'ms',
      },
      {
        what: "delivery to the customer's stream (other replica), p99",
        value: ms(percentile(customerMs, 99)),
        unit: 'ms',
        budget: MESSAGES_BUDGET.p99Ms,
      },
      { what: "delivery to the administrator's stream, p50", value: ms(percentile(adminMs, 50)), unit: 'ms' },
      {
        what: "delivery to the administrator's stream, p99",
        value: ms(percentile(adminMs, 99)),
        unit: 'ms',
        budget: MESSAGES_BUDGET.p99Ms,
      },
      {
        what: `messages lost (of ${sent.length}, on both streams)`,
        value: lost,
        unit: '',
        budget: MESSAGES_BUDGET.lost,
      },
      { what: `memory per idle stream (${streams.length} streams)`, value: Math.round(perStreamKb), unit: 'KB' },
    ];
  } finally {
    await Promise.all(streams.map((stream) => stream.close()));
    for (const replica of replicas) await replica.stop();
    await redis.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
