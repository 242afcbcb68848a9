// Every list the API answers costs the same number of SQL statements however many rows it shows: one
// query for the list, plus one per related table, batched with IN (...), never one per row; and on
// SQLite no statement of a list scans a large table without an index (docs/architecture.md#lists).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type Access,
  apiContract,
  BOOKING_STATUSES,
  CUSTOMER_ORDER_TABS,
  MAX_PAGE_SIZE,
  type ModuleStanding,
  manilaToday,
  NEW_USERS_SHOWN,
  ORDER_STATUSES,
} from '@qmj/contracts';
import Database from 'better-sqlite3';
import mysql2 from 'mysql2';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { Size } from '../src/catalog/size.entity.js';
import { UnitOfWork } from '../src/database/unit-of-work.js';
import { dayFromToday, REQUEST } from './booking-fixtures.js';
import { bearer, createCategory, createProduct, pngImage } from './catalog-fixtures.js';
import type { RouteName } from './contract-routes.js';
import { publishRelease } from './module-release-fixtures.js';
import { openShop, orderIn } from './order-fixtures.js';
import { makeWorld, type RouteCall, sendCall, type World } from './route-recipes.js';
import { createTestApp, type TestApp, uniqueName } from './test-app.js';

/** One SQL statement the API ran, as its database driver was given it. */
interface Statement {
  sql: string;
  parameters: unknown[] | undefined;
}

/** The statements of the request being measured; null between measures. */
let recorded: Statement[] | null = null;

type Method = (this: unknown, ...args: unknown[]) => unknown;

/**
 * Where every statement reaches its driver: a better-sqlite3 statement's runs (the unit of work reads
 * through its own statements, TypeORM through its query runner's), and a mysql2 connection's prepared
 * statements (the unit of work's reads, through the pool or the transaction's connection) and queries
 * (TypeORM's, through its query runner), given as SQL text, options with `sql` and `values`, or the
 * pool's command.
 */
const sqliteStatement = Object.getPrototypeOf(new Database(':memory:').prepare('SELECT 1')) as Record<string, Method>;
const mysqlConnection = (mysql2.Connection as unknown as { prototype: Record<string, Method> }).prototype;
const RECORDED_CALLS: {
  owner: Record<string, Method>;
  method: string;
  statement: (self: unknown, args: unknown[]) => Statement;
}[] = [
  ...['all', 'get', 'run', 'iterate'].map((method) => ({
    owner: sqliteStatement,
    method,
    statement: (self: unknown, args: unknown[]) => ({ sql: (self as { source: string }).source, parameters: args }),
  })),
  ...['execute', 'query'].map((method) => ({
    owner: mysqlConnection,
    method,
    statement: (_self: unknown, [sql, values]: unknown[]) => {
      const query = typeof sql === 'string' ? { sql, values } : (sql as { sql: string; values?: unknown });
      return { sql: query.sql, parameters: (query.values ?? values ?? []) as unknown[] };
    },
  })),
];
const originalCalls = RECORDED_CALLS.map(({ owner, method }) => owner[method]);

/** Rows added to a list between its two measures. */
const MORE = 3;

/** The tables that grow with the business: a list must reach their rows through an index. */
const LARGE_TABLES = new Set([
  'orders',
  'bookings',
  'users',
  'notifications',
  'reviews',
  'products',
  'product_history',
  'customizations',
  'booking_payments',
  'conversations',
  'conversation_messages',
]);

interface ListRoute {
  name: RouteName;
  method: string;
  path: string;
  access: Access;
}

/**
 * The GET routes whose reply is a list, or holds one: every array is a list, except the six add-on
 * slots of one service or booking, a booking's two payments and the module list's one entry per
 * remote (a record's fixed parts, not rows that grow).
 */
const ONE_RECORD: RouteName[] = [
  'services.get',
  'services.remaining',
  'bookings.get',
  'bookings.payments',
  'modules.remotes',
];
const LIST_ROUTES: ListRoute[] = Object.entries(apiContract).flatMap(([group, routes]) =>
  Object.entries(routes).flatMap(([name, route]): ListRoute[] => {
    const { method, path = '/' } = route['~orpc'].route;
    const reply = route['~orpc'].outputSchema;
    const holdsList =
      reply instanceof z.ZodArray ||
      (reply instanceof z.ZodObject && Object.values(reply.shape).some((field) => field instanceof z.ZodArray));
    const routeName = `${group}.${name}` as RouteName;
    if (method !== 'GET' || !holdsList || ONE_RECORD.includes(routeName)) return [];
    return [{ name: routeName, method, path, access: route['~orpc'].meta.access as Access }];
  }),
);

interface ListCase {
  /** The request of the list, the same before and after rows are added. */
  call: (world: World) => RouteCall;
  /** Adds one row to the list. */
  add: (world: World) => Promise<unknown>;
  /** How many rows are added before the first measure. */
  first?: number;
  /** How many rows are added after the first (the list's own cap may allow fewer than MORE). */
  more?: number;
  /** How many rows the reply stands for; by default the length of the reply or of its array. */
  rows?: (body: never) => number;
  /** The list's other requests its screens send (filters, tabs, searches): each reads through an index too. */
  filters?: (world: World) => RouteCall[];
}

type Body = Record<string, unknown>;
const year = Number(manilaToday().slice(0, 4));
const wholePage = { page: 1, pageSize: MAX_PAGE_SIZE };
/** A month far enough ahead that only this spec books its days. */
const bookedMonth = dayFromToday(300).slice(0, 7);
const bookedDay = `${bookedMonth}-20`;
let bookedDays = 0;
let family: { categoryId: number; productId: number } | undefined;
let conversationOfOwner: number | undefined;

async function must(response: PromiseLike<{ status: number; body: Body }>, what: string): Promise<Body> {
  const answer = await response;
  if (answer.status >= 300) throw new Error(`${what} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const productIn = (world: World, categoryId: number) =>
  createProduct(world.t, world.shop.admin, {
    categoryId,
    sizeId: world.shop.sizeId,
    name: uniqueName('List Mug '),
    description: 'A mug for the list spec',
    stock: 50,
    unitPrice: 25000,
  });

/** An approved booking of the owner on `day`. */
async function approvedBooking(world: World, day: string): Promise<void> {
  const booking = await must(
    sendCall(
      world.t,
      { method: 'POST', path: '/bookings' },
      {
        form: { ...REQUEST, serviceId: world.serviceId, startDate: day, endDate: day, meetingDate: manilaToday() },
        files: { receipt: pngImage() },
      },
      world.owner.token,
    ),
    'booking',
  );
  await must(
    world.t.http().post(`/api/admin/bookings/${booking.id}/approve`).set(bearer(world.shop.admin)).send({}),
    'approval',
  );
}

/** A received order of the owner with its review. */
async function review(world: World): Promise<void> {
  const order = await world.order('received');
  await must(
    sendCall(
      world.t,
      { method: 'POST', path: '/products/{id}/reviews' },
      {
        params: { id: order.productId },
        form: { orderId: order.id, rating: 4, comment: 'Lovely mug', anonymous: 'false' },
      },
      world.owner.token,
    ),
    'review',
  );
}

/** A message of a customer (the owner unless another is given): a new conversation for a new customer. */
/** A message of `token`'s customer; the owner's are each about a new order of theirs (its summary is read beside it). */
async function message(world: World, token = world.owner.token): Promise<Body> {
  const about: Record<string, number> =
    token === world.owner.token ? { orderId: (await world.order('pending')).id } : {};
  return must(
    sendCall(world.t, { method: 'POST', path: '/messages' }, { form: { text: uniqueName('Hello '), ...about } }, token),
    'message',
  );
}

const CASES: Record<string, ListCase> = {
  'catalog.categories': {
    call: () => ({}),
    add: (world) => createCategory(world.t, world.shop.admin, uniqueName('List ')),
  },
  'catalog.sizes': {
    call: () => ({}),
    add: (world) =>
      world.t.app.get(UnitOfWork).transaction((manager) => manager.insert(Size, { label: uniqueName('XL') })),
  },
  'catalog.products': {
    call: () => ({ query: wholePage }),
    add: (world) => world.shop.product(5),
    filters: (world) =>
      (
        [
          { categoryId: world.shop.categoryId },
          { customizable: 'true' },
          { customizable: 'false' },
          { q: 'mug' },
        ] as Record<string, string | number>[]
      ).map((filter) => ({ query: { ...filter, ...wholePage } })),
  },
  'catalog.similarProducts': {
    call: () => ({ params: { id: family?.productId ?? 0 } }),
    add: async (world) => {
      if (!family) {
        const { id: categoryId } = await createCategory(world.t, world.shop.admin, uniqueName('Kin '));
        family = { categoryId, productId: (await productIn(world, categoryId)).id };
      }
      return productIn(world, family.categoryId);
    },
  },
  'catalog.history': {
    call: (world) => ({ params: { id: world.productId } }),
    add: (world) => world.order('pending'),
  },
  'catalog.sales': { call: (world) => ({ params: { id: world.productId } }), add: (world) => world.order('approved') },
  'reviews.summary': {
    call: (world) => ({ params: { id: world.productId } }),
    add: review,
    filters: (world) => [{ params: { id: world.productId }, query: { rating: 4 } }],
  },
  'orders.list': {
    call: () => ({ query: { tab: 'history', ...wholePage } }),
    add: review,
    filters: () =>
      [...Object.keys(CUSTOMER_ORDER_TABS).map((tab) => ({ tab })), { tab: 'history', q: 'mug' }].map((filter) => ({
        query: { ...filter, ...wholePage },
      })),
  },
  'adminOrders.list': {
    call: () => ({ query: { status: 'received', ...wholePage } }),
    add: review,
    filters: () => ORDER_STATUSES.map((status) => ({ query: { status, q: 'mug', ...wholePage } })),
  },
  'notifications.list': { call: () => ({}), add: (world) => world.notification() },
  'services.list': {
    call: () => ({}),
    add: (world) =>
      sendCall(
        world.t,
        { method: 'POST', path: '/services' },
        {
          form: { title: uniqueName('List Package '), information: 'Games.', lowPricing: 100000, addOns: '[]' },
          files: { image: pngImage() },
        },
        world.shop.admin,
      ),
  },
  'availability.month': {
    call: () => ({ query: { month: bookedMonth } }),
    add: (world) => {
      bookedDays += 1;
      return approvedBooking(world, `${bookedMonth}-${String(bookedDays).padStart(2, '0')}`);
    },
    rows: (body: { days: { approved: number }[] }) => body.days.reduce((sum, day) => sum + day.approved, 0),
  },
  'availability.day': {
    call: () => ({ query: { date: bookedDay } }),
    add: (world) => approvedBooking(world, bookedDay),
    more: 2,
  },
  'bookings.mine': {
    call: () => ({ query: wholePage }),
    add: (world) => world.booking('approved'),
    filters: () => BOOKING_STATUSES.map((status) => ({ query: { status, ...wholePage } })),
  },
  'adminBookings.list': {
    call: () => ({ query: { status: 'approved', ...wholePage } }),
    add: (world) => world.booking('approved'),
  },
  'adminBookings.payments': {
    call: () => ({ query: { standing: 'due', ...wholePage } }),
    add: (world) => world.booking('approved'),
    filters: () =>
      ['due', 'overdue', 'sent', 'confirmed'].flatMap((standing) =>
        ([{}, { q: 'party' }, { receipt: 'unread' }] as Record<string, string>[]).map((filter) => ({
          query: { standing, ...filter, ...wholePage },
        })),
      ),
  },
  'schedule.list': {
    call: () => ({}),
    add: (world) => world.scheduleEvent(),
    filters: () => [{ query: { from: '2030-01-01T00:00:00.000Z', to: '2030-02-01T00:00:00.000Z' } }],
  },
  'bookedRecords.list': { call: () => ({}), add: (world) => world.bookedRecord() },
  'dashboard.sales': {
    call: () => ({ query: { timeframe: 'monthly', year } }),
    add: (world) => world.order('approved'),
    rows: (body: { points: { total: number }[] }) => body.points.reduce((sum, point) => sum + point.total, 0),
  },
  'dashboard.salesByCategory': {
    call: () => ({ query: { year } }),
    add: async (world) => {
      const { id: categoryId } = await createCategory(world.t, world.shop.admin, uniqueName('Sold '));
      return orderIn(world.t, world.shop, world.owner, (await productIn(world, categoryId)).id, 'approved');
    },
  },
  // The newest customers are full in both measures: TypeORM skips the count of a page that is not.
  'dashboard.users': {
    call: () => ({}),
    first: NEW_USERS_SHOWN,
    add: (world) => world.shop.customer(),
    rows: (body: { totalUsers: number }) => body.totalUsers,
  },
  'dashboard.customers': {
    call: () => ({ query: wholePage }),
    add: (world) => world.shop.customer(),
    filters: () => [{ query: { q: 'user', ...wholePage } }],
  },
  'dashboard.visitors': {
    call: () => ({ query: { from: dayFromToday(-7), to: manilaToday() } }),
    add: (world) =>
      must(
        world.t.http().post('/api/analytics/visits').set('User-Agent', uniqueName('Browser/')).send({ path: '/' }),
        'visit',
      ),
    rows: (body: { days: { visitors: number }[] }) => body.days.reduce((sum, day) => sum + day.visitors, 0),
  },
  'customizations.mine': { call: () => ({ query: wholePage }), add: (world) => world.customization() },
  'messages.conversation': { call: () => ({}), add: (world) => message(world) },
  'adminMessages.inbox': {
    call: () => ({ query: wholePage }),
    add: async (world) => message(world, (await world.shop.customer()).token),
    filters: () => [{ query: { q: 'user', ...wholePage } }],
  },
  'adminMessages.conversation': {
    call: () => ({ params: { id: conversationOfOwner ?? 0 } }),
    add: async (world) => {
      conversationOfOwner = (await message(world)).conversationId as number;
    },
  },
  'adminMessages.quickReplies': {
    call: () => ({}),
    add: async (world) => {
      const { replies } = await must(
        world.t.http().get('/api/admin/quick-replies').set(bearer(world.shop.admin)),
        'quick replies',
      );
      return must(
        world.t
          .http()
          .put('/api/admin/quick-replies')
          .set(bearer(world.shop.admin))
          .send({ replies: [...(replies as string[]), uniqueName('Reply ')] }),
        'save quick replies',
      );
    },
  },
  'modules.list': {
    call: () => ({}),
    add: (world) => publishRelease(world.t, world.shop.admin),
    rows: (body: ModuleStanding[]) => body.reduce((releases, standing) => releases + standing.history.length, 0),
  },
};

let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await createTestApp();
  world = await makeWorld(t, await openShop(t));
  RECORDED_CALLS.forEach(({ owner, method, statement }, index) => {
    const original = originalCalls[index];
    owner[method] = function (this: unknown, ...args: unknown[]) {
      recorded?.push(statement(this, args));
      return original.apply(this, args);
    };
  });
});

afterAll(async () => {
  RECORDED_CALLS.forEach(({ owner, method }, index) => {
    owner[method] = originalCalls[index];
  });
  await t?.close();
});

/** The route's reply to `call`, and the statements the API ran to answer it. */
async function measure(route: ListRoute, call: RouteCall) {
  const token = { admin: world.shop.admin, 'signed-in': world.owner.token, public: undefined }[route.access];
  recorded = [];
  try {
    const response = await sendCall(t, route, call, token);
    expect({ route: route.name, status: response.status }).toEqual({ route: route.name, status: 200 });
    return { body: response.body as Body | unknown[], statements: recorded };
  } finally {
    recorded = null;
  }
}

/** A statement's SQL with its lists of values as one mark: a batch of 1 id and one of 4 are the same statement. */
const shape = (statement: Statement) => statement.sql.replace(/\(\?(?:, ?\?)*\)/g, '(?…)');

function rowsOf(body: Body | unknown[]): number {
  if (Array.isArray(body)) return body.length;
  const lists = Object.values(body).filter(Array.isArray);
  return ((body.items as unknown[] | undefined) ?? lists[0]).length;
}

/** SQLite's plan of a statement, a line a step. */
async function sqlitePlan({ sql, parameters }: Statement): Promise<string[]> {
  const reader = (t.app.get(UnitOfWork) as unknown as { reader: DataSource }).reader;
  const plan: { detail: string }[] = await reader.query(`EXPLAIN QUERY PLAN ${sql}`, parameters);
  return plan.map(({ detail }) => detail);
}

/**
 * The full scans of a large table in the SQLite plans of these statements (a scan of one of its
 * indexes is fine: the index is the filter's or the sort's), as `table: plan line`.
 */
async function fullScans(statements: Statement[]): Promise<string[]> {
  const scans: string[] = [];
  for (const statement of statements.filter(({ sql }) => /^\s*SELECT/i.test(sql))) {
    const { sql } = statement;
    const tables = new Map<string, string>();
    for (const [, table, alias] of sql.matchAll(/(?:FROM|JOIN)\s+"(\w+)"(?:\s+(?:AS\s+)?"(\w+)")?/gi)) {
      tables.set(alias ?? table, table);
      tables.set(table, table);
    }
    for (const detail of await sqlitePlan(statement)) {
      const scanned = /^SCAN (\w+)/.exec(detail)?.[1];
      const table = scanned && tables.get(scanned);
      if (table && LARGE_TABLES.has(table) && !/USING (COVERING )?INDEX/.test(detail)) {
        scans.push(`${table}: ${detail} in ${sql}`);
      }
    }
  }
  return scans;
}

describe('lists', () => {
  it('has a case for every list route of the contract', () => {
    expect(LIST_ROUTES.map((route) => route.name).sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(LIST_ROUTES.map((route) => [route.name, route] as const))(
    '%s runs as many statements once more rows are in it, none a full scan of a large table',
    async (name, route) => {
      const { call, add, first = 1, more = MORE, rows = rowsOf } = CASES[name];
      for (let added = 0; added < first; added += 1) await add(world);
      const before = await measure(route, call(world));
      for (let added = 0; added < more; added += 1) await add(world);
      const after = await measure(route, call(world));
      // Nothing counted would make any two lists equal.
      expect(before.statements.length).toBeGreaterThan(0);
      const count = rows as (body: Body | unknown[]) => number;
      expect(count(after.body)).toBeGreaterThan(count(before.body));
      expect({ name, statements: after.statements.map(shape) }).toEqual({
        name,
        statements: before.statements.map(shape),
      });
      if (t.config.database.type === 'sqlite') expect(await fullScans(after.statements)).toEqual([]);
    },
  );

  it.each(LIST_ROUTES.filter((route) => CASES[route.name].filters).map((route) => [route.name, route] as const))(
    '%s reads through an index with each filter its screens send',
    async (name, route) => {
      for (const call of CASES[name].filters?.(world) ?? []) {
        const { statements } = await measure(route, call);
        if (t.config.database.type === 'sqlite') expect(await fullScans(statements)).toEqual([]);
      }
    },
  );

  it.each([
    ['adminOrders.list', { status: 'pending', q: 'mug' }, 'o', 'IDX_orders_status_search (status=?)'],
    ['dashboard.customers', { q: 'user' }, 'u', 'IDX_users_role_search (role=?)'],
  ] as const)('searches %s in the index that holds the searched names', async (name, query, alias, index) => {
    if (t.config.database.type !== 'sqlite') return;
    const route = LIST_ROUTES.find((candidate) => candidate.name === name) as ListRoute;
    const { statements } = await measure(route, { query: { ...query, ...wholePage } });
    const [searched] = statements.filter(({ sql }) => /LIKE/.test(sql));
    // The page walks the list newest first and the total counts it, both comparing the names in the
    // index: the page looks up only the rows it returns, the total none (docs/architecture.md#searches).
    const steps = (await sqlitePlan(searched)).filter((detail) =>
      new RegExp(`^(SEARCH|SCAN) ${alias}\\b`).test(detail),
    );
    expect(steps).toEqual([`SEARCH ${alias} USING INDEX ${index}`, `SEARCH ${alias} USING COVERING INDEX ${index}`]);
  });
});
