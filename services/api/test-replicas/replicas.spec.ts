// Two API processes on one MariaDB and one Redis (`npm run test:replicas`, docs/security.md, Two replicas):
// what one replica does, the other sees and respects at once. Requests race across both replicas.
import { describe, expect, it } from '@jest/globals';
import { AUTH_MESSAGES, MAX_APPROVED_BOOKINGS_PER_DAY, MESSAGE_EVENTS, manilaToday } from '@qmj/contracts';
import { openMessageStream, type StreamEvent } from '../../../scripts/lib/message-stream.mjs';
import { dayFromToday, REQUEST } from '../test/booking-fixtures.js';
import { pngImage } from '../test/catalog-fixtures.js';
import { DETAILS } from '../test/order-fixtures.js';
import { uniqueName } from '../test/test-app.js';

const urls = (process.env.REPLICA_URLS ?? '').split(',').filter(Boolean);
if (urls.length !== 2) throw new Error('REPLICA_URLS must name the two replicas: run `npm run test:replicas`');
const [A, B] = urls;
/** The replica of the i-th request of a race: every other one. */
const replica = (index: number) => urls[index % 2];
const limit = Number(process.env.LOGIN_LIMIT_PER_USERNAME);
const ADMIN = { username: process.env.ADMIN_USERNAME ?? '', password: process.env.ADMIN_PASSWORD ?? '' };
const PASSWORD = 'goodpass2026';

interface Reply {
  status: number;
  // The JSON the API answered, read field by field as each test needs.
  // biome-ignore lint/suspicious/noExplicitAny: a reply of any route
  body: any;
}

async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; json?: object; form?: FormData } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.json) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers,
    body: options.form ?? (options.json ? JSON.stringify(options.json) : undefined),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function must(reply: Promise<Reply>, status: number, what: string) {
  const answer = await reply;
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const signIn = async (base: string, username: string, password: string) =>
  (await must(call(base, 'POST', '/auth/login', { json: { username, password } }), 200, 'login')).accessToken as string;

async function customer(base: string) {
  const username = uniqueName('racer');
  const body = await must(
    call(base, 'POST', '/auth/register', { json: { username, password: PASSWORD, confirmPassword: PASSWORD } }),
    201,
    'register',
  );
  return { username, token: body.accessToken as string };
}

function form(fields: Record<string, string | number>, files: Record<string, Buffer> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
  for (const [name, file] of Object.entries(files))
    data.append(name, new Blob([file], { type: 'image/png' }), `${name}.png`);
  return data;
}

/** A new product of `stock`, made on replica A. */
async function product(admin: string, stock: number) {
  const category = await must(
    call(A, 'POST', '/categories', { token: admin, json: { name: uniqueName('Race ') } }),
    201,
    'category',
  );
  const sizes = await must(call(A, 'GET', '/sizes'), 200, 'sizes');
  const fields = {
    categoryId: category.id,
    sizeId: sizes[0].id,
    name: uniqueName('Race Mug '),
    description: 'A mug raced for',
    stock,
    unitPrice: 25000,
  };
  const made = await must(
    call(A, 'POST', '/products', { token: admin, form: form(fields, { image: pngImage() }) }),
    201,
    'product',
  );
  return { ...made, fields } as { id: number; name: string; categoryId: number; fields: typeof fields };
}

describe('two replicas on one database', () => {
  it('both answer, on the same database', async () => {
    for (const base of urls)
      expect(await must(call(base, 'GET', '/health'), 200, 'health')).toEqual({ status: 'ok', database: 'mysql' });
  });

  it('racing checkouts across both sell the stock exactly, never below zero', async () => {
    const admin = await signIn(A, ADMIN.username, ADMIN.password);
    const stock = 3;
    const racers = 8;
    const item = await product(admin, stock);
    const buyers = await Promise.all(Array.from({ length: racers }, (_, index) => customer(replica(index))));
    const lines = await Promise.all(
      buyers.map((buyer, index) =>
        must(
          call(replica(index), 'POST', '/orders', {
            token: buyer.token,
            json: { ...DETAILS, productId: item.id, quantity: 1, intent: 'cart' },
          }),
          201,
          'cart line',
        ),
      ),
    );
    const checkouts = await Promise.all(
      buyers.map((buyer, index) =>
        call(replica(index + 1), 'POST', '/orders/checkout', {
          token: buyer.token,
          json: { ...DETAILS, orderIds: [lines[index].id], paymentMethod: 'COD' },
        }),
      ),
    );
    const statuses = checkouts.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(stock);
    expect(statuses.filter((status) => status !== 200).every((status) => status >= 400 && status < 500)).toBe(true);
    for (const base of urls)
      expect((await must(call(base, 'GET', `/products/${item.id}`), 200, 'product')).stock).toBe(0);
  });

  it(`racing approvals of one day's bookings across both approve exactly ${MAX_APPROVED_BOOKINGS_PER_DAY}`, async () => {
    const admins = [await signIn(A, ADMIN.username, ADMIN.password), await signIn(B, ADMIN.username, ADMIN.password)];
    const service = await must(
      call(A, 'POST', '/services', {
        token: admins[0],
        form: form(
          { title: 'Race Party', information: 'Raced for', lowPricing: 100000, addOns: '[]' },
          { image: pngImage() },
        ),
      }),
      201,
      'service',
    );
    const day = dayFromToday(150);
    const requests = MAX_APPROVED_BOOKINGS_PER_DAY + 3;
    const bookings: { id: number }[] = [];
    for (let index = 0; index < requests; index += 1) {
      const requester = await customer(replica(index));
      const fields = { ...REQUEST, serviceId: service.id, startDate: day, endDate: day, meetingDate: manilaToday() };
      bookings.push(
        await must(
          call(replica(index), 'POST', '/bookings', {
            token: requester.token,
            form: form(fields, { receipt: pngImage() }),
          }),
          201,
          'booking',
        ),
      );
    }
    const approvals = await Promise.all(
      bookings.map((booking, index) =>
        call(replica(index), 'POST', `/admin/bookings/${booking.id}/approve`, { token: admins[index % 2], json: {} }),
      ),
    );
    const statuses = approvals.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_APPROVED_BOOKINGS_PER_DAY);
    expect(statuses.filter((status) => status !== 200).every((status) => status >= 400 && status < 500)).toBe(true);
    for (const [index, base] of urls.entries()) {
      const approved = await must(
        call(base, 'GET', '/admin/bookings?status=approved&pageSize=100', { token: admins[index] }),
        200,
        'list',
      );
      const ours = (approved.items as { id: number }[]).filter((booking) =>
        bookings.some((made) => made.id === booking.id),
      );
      expect(ours).toHaveLength(MAX_APPROVED_BOOKINGS_PER_DAY);
    }
  });

  it('counts failed sign-ins on either replica against one limit', async () => {
    expect(limit).toBeGreaterThan(1);
    const { username } = await customer(A);
    const failures = [];
    for (let index = 0; index < limit; index += 1) {
      failures.push(
        (await call(replica(index), 'POST', '/auth/login', { json: { username, password: 'wrong-password' } })).status,
      );
    }
    expect(failures).toEqual(Array(limit).fill(401));
    for (const base of urls) {
      const blocked = await call(base, 'POST', '/auth/login', { json: { username, password: 'wrong-password' } });
      expect({ base, status: blocked.status, message: blocked.body.message }).toEqual({
        base,
        status: 429,
        message: AUTH_MESSAGES.tooManyAttempts,
      });
    }
  });

  it('shows on one replica, at once, what an edit on the other changed (no stale cache)', async () => {
    const admin = await signIn(A, ADMIN.username, ADMIN.password);
    const item = await product(admin, 4);
    const listed = async (base: string) =>
      (await must(call(base, 'GET', `/products?categoryId=${item.categoryId}`), 200, 'list')).items as {
        id: number;
        name: string;
        stock: number;
      }[];
    expect((await listed(B)).map((row) => row.name)).toEqual([item.name]);
    expect((await must(call(B, 'GET', `/products/${item.id}`), 200, 'product')).name).toBe(item.name);

    const renamed = uniqueName('Renamed Mug ');
    await must(
      call(A, 'PATCH', `/products/${item.id}`, {
        token: admin,
        form: form({ ...item.fields, name: renamed, stock: 9 }),
      }),
      200,
      'edit',
    );
    expect((await listed(B)).map((row) => ({ name: row.name, stock: row.stock }))).toEqual([
      { name: renamed, stock: 9 },
    ]);
    expect((await must(call(B, 'GET', `/products/${item.id}`), 200, 'product')).name).toBe(renamed);

    const categories = async (base: string) =>
      ((await must(call(base, 'GET', '/categories'), 200, 'categories')) as { name: string }[]).map((row) => row.name);
    await categories(A);
    const added = uniqueName('Fresh ');
    await must(call(B, 'POST', '/categories', { token: admin, json: { name: added } }), 201, 'category');
    expect(await categories(A)).toContain(added);
  });

  it('delivers a message sent through one replica to the streams held by the other, and a reconnect with ?after misses nothing', async () => {
    const admin = await signIn(A, ADMIN.username, ADMIN.password);
    const { token } = await customer(A);
    const customerOnB = streamOf(B, token);
    const adminOnB = streamOf(B, admin);
    await Promise.all([customerOnB.opened, adminOnB.opened]);

    const first = await must(
      call(A, 'POST', '/messages', { token, form: form({ text: 'Is the 12 oz mug in stock?' }) }),
      201,
      'send',
    );
    expect(await customerOnB.message(first.id)).toEqual(first);
    expect((await adminOnB.message(first.id)).text).toBe(first.text);
    const reply = (text: string, base = A) =>
      must(
        call(base, 'POST', `/admin/conversations/${first.conversationId}/messages`, {
          token: admin,
          form: form({ text }),
        }),
        201,
        'reply',
      );
    const answer = await reply('It is, we have 30 left.');
    expect(await customerOnB.message(answer.id)).toEqual(answer);

    // The customer's tab sleeps; meanwhile both replicas take messages of theirs.
    await customerOnB.close();
    const missed = [
      await reply('Shall we reserve one for you?'),
      await must(call(B, 'POST', '/messages', { token, form: form({ text: 'Yes please, two.' }) }), 201, 'send'),
      await reply('Done: two reserved until Friday.', B),
    ];
    const resumed = streamOf(A, token, answer.id);
    await resumed.opened;
    const live = await must(call(B, 'POST', '/messages', { token, form: form({ text: 'Thank you!' }) }), 201, 'send');
    expect(await resumed.message(live.id)).toEqual(live);
    expect(resumed.messages()).toEqual([...missed, live]);
    await Promise.all([resumed.close(), adminOnB.close()]);
  });
});

/**
 * A stream of `base` held open as `token` (from after message `after`): `message(id)` resolves that message's
 * event data once it has arrived (within five seconds), `messages()` the data of every message event so far.
 */
function streamOf(base: string, token: string, after?: number) {
  const events: StreamEvent[] = [];
  const waiting = new Set<() => void>();
  const stream = openMessageStream(base, token, {
    after,
    onEvent: (event) => {
      events.push(event);
      for (const wake of waiting) wake();
    },
  });
  const messages = () => events.filter((event) => event.name === MESSAGE_EVENTS.message).map((event) => event.data);
  return {
    opened: stream,
    messages,
    close: async () => (await stream).close(),
    message: (id: number) =>
      new Promise<StreamEvent['data']>((resolve, reject) => {
        const check = () => {
          const found = events.find((event) => event.name === MESSAGE_EVENTS.message && event.id === id);
          if (!found) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(found.data);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`message ${id} did not arrive on ${base} within 5 s`));
        }, 5_000);
        waiting.add(check);
        check();
      }),
  };
}
