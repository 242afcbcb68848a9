import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiContract, DASHBOARD_MESSAGES, EVENT_SALES_CATEGORY, formatPesos, type Sales } from '@qmj/contracts';
import { Clock } from '../src/common/clock.js';
import { UnitOfWork } from '../src/database/unit-of-work.js';
import { User } from '../src/users/user.entity.js';
import { agencyOf, dayFromToday, SERVICE, sendService } from './booking-fixtures.js';
import { requireTool, run } from './catalog-fixtures.js';
import { bearer, type Customer, mustAdmin, orderIn, type Shop, startShop } from './order-fixtures.js';
import type { TestApp } from './test-app.js';

/** 23:30 in Manila on Saturday 31 January 2026 (15:30 UTC). */
const SATURDAY_NIGHT = new Date('2026-01-31T15:30:00.000Z');
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

let t: TestApp;
let shop: Shop;
let buyer: Customer;
let productId: number;
let clock: Clock;

beforeAll(async () => {
  ({
    t,
    shop,
    customers: [buyer],
  } = await startShop(1));
  productId = (await shop.product(100)).id;
  clock = t.app.get(Clock);
  clock.now = () => SATURDAY_NIGHT;
});
afterAll(async () => {
  await t?.close();
});

async function adminGet(path: string) {
  const response = await t.http().get(path).set(bearer(shop.admin));
  expect(response.status).toBe(200);
  return response.body;
}

const sales = (query: string): Promise<Sales> => adminGet(`/api/admin/dashboard/sales?${query}`);
const pointOf = (figures: Sales, label: string) => figures.points.find((point) => point.label === label)?.total;

/** The booking fixtures over this spec's shop: its app and administrator. */
const agency = () => agencyOf(t, shop.admin);

/** Saturday's and Sunday's bars split into products and events, and the doughnut's Events slice. */
async function eventFigures() {
  const [january, february, byCategory] = await Promise.all([
    sales('timeframe=daily&year=2026&month=1'),
    sales('timeframe=daily&year=2026&month=2'),
    adminGet('/api/admin/dashboard/sales-by-category?year=2026'),
  ]);
  const split = (figures: Sales, label: string) => {
    const point = figures.points.find((one) => one.label === label);
    expect(point?.total).toBe((point?.products ?? 0) + (point?.events ?? 0));
    return { products: point?.products ?? 0, events: point?.events ?? 0 };
  };
  return {
    saturday: split(january, '2026-01-31'),
    sunday: split(february, '2026-02-01'),
    events:
      byCategory.items.find((item: { categoryId: number }) => item.categoryId === EVENT_SALES_CATEGORY.categoryId)
        ?.total ?? 0,
  };
}

/** The figures a sale touches: its day, its week, its month and its category's share of the year. */
async function figures() {
  const [daily, nextDaily, weekly, monthly, byCategory] = await Promise.all([
    sales('timeframe=daily&year=2026&month=1'),
    sales('timeframe=daily&year=2026&month=2'),
    sales('timeframe=weekly&year=2026'),
    sales('timeframe=monthly&year=2026'),
    adminGet('/api/admin/dashboard/sales-by-category?year=2026'),
  ]);
  return {
    saturday: pointOf(daily, '2026-01-31'),
    sunday: pointOf(nextDaily, '2026-02-01'),
    week: pointOf(weekly, '2026-01-25'),
    nextWeek: pointOf(weekly, '2026-02-01'),
    january: pointOf(monthly, '2026-01'),
    category: byCategory.items.find((item: { categoryId: number }) => item.categoryId === shop.categoryId)?.total ?? 0,
  };
}

describe('sales', () => {
  it('dates a sale approved at 23:30 in Manila on a Saturday on that Saturday, that week and that month', async () => {
    const order = await orderIn(t, shop, buyer, productId, 'approved', 2);
    expect(order.approvedAt).toBe(SATURDAY_NIGHT.toISOString());
    expect(await figures()).toEqual({
      saturday: order.total,
      sunday: 0,
      week: order.total,
      nextWeek: 0,
      january: order.total,
      category: order.total,
    });
    // Delivering and received are still sales of the day they were approved.
    clock.now = () => new Date('2026-02-03T02:00:00.000Z');
    await mustAdmin(t, shop.admin, order.id, 'deliver');
    await mustAdmin(t, shop.admin, order.id, 'delivered');
    expect((await figures()).saturday).toBe(order.total);
    clock.now = () => SATURDAY_NIGHT;
  });

  it('gives every bar of the timeframe, zeros included', async () => {
    const daily = await sales('timeframe=daily&year=2026&month=2');
    expect(daily.points.map((point) => point.label)).toEqual(
      Array.from({ length: 28 }, (_, i) => `2026-02-${String(i + 1).padStart(2, '0')}`),
    );
    expect(daily.points.every((point) => point.total === 0)).toBe(true);
    const weekly = await sales('timeframe=weekly&year=2026');
    expect(weekly.points).toHaveLength(53);
    expect(weekly.points[0].label).toBe('2025-12-28');
    expect((await sales('timeframe=monthly&year=2026')).points).toHaveLength(12);
  });

  it('takes an undone or denied sale out of every figure', async () => {
    const before = await figures();
    const undone = await orderIn(t, shop, buyer, productId, 'approved');
    expect((await figures()).saturday).toBe((before.saturday ?? 0) + undone.total);
    clock.now = () => new Date('2026-02-02T01:00:00.000Z');
    await mustAdmin(t, shop.admin, undone.id, 'undo');
    expect(await figures()).toEqual(before);

    clock.now = () => SATURDAY_NIGHT;
    const denied = await orderIn(t, shop, buyer, productId, 'approved');
    clock.now = () => new Date('2026-02-02T01:00:00.000Z');
    await mustAdmin(t, shop.admin, denied.id, 'deny', { reason: 'Out of blue mugs' });
    expect(await figures()).toEqual(before);
    clock.now = () => SATURDAY_NIGHT;
  });

  it('counts booking payments as events on the Manila day they are confirmed, exact after an undo', async () => {
    const service = await sendService(t, shop.admin, { ...SERVICE, lowPricing: 1234567 });
    const before = await eventFigures();
    // Approved at 23:30 on Saturday in Manila: the down payment is confirmed then.
    // A customer of its own, so that the customer list's counts of the buyer stay the orders' alone.
    const booking = await agency().bookingIn(
      await agency().customer(),
      { serviceId: service.body.id, startDate: dayFromToday(90) },
      'approved',
    );
    const [down, balance] = booking.payments;
    expect(await eventFigures()).toEqual({
      ...before,
      saturday: { products: before.saturday.products, events: before.saturday.events + down.amount },
      events: before.events + down.amount,
    });
    // The balance in cash on Sunday morning, then undone on Monday: taken back from Sunday.
    clock.now = () => new Date('2026-02-01T01:00:00.000Z');
    await t.http().post(`/api/admin/booking-payments/${balance.id}/record-cash`).set(bearer(shop.admin)).send({});
    const paid = await eventFigures();
    expect(paid.sunday).toEqual({ products: before.sunday.products, events: before.sunday.events + balance.amount });
    expect(paid.events).toBe(before.events + down.amount + balance.amount);
    const weekly = await sales('timeframe=weekly&year=2026');
    const week = weekly.points.find((point) => point.label === '2026-02-01');
    expect(week?.events).toBe(paid.sunday.events);
    expect(week?.total).toBe((week?.products ?? 0) + (week?.events ?? 0));
    clock.now = () => new Date('2026-02-02T01:00:00.000Z');
    const undo = await t.http().post(`/api/admin/booking-payments/${balance.id}/undo`).set(bearer(shop.admin)).send({});
    expect(undo.status).toBe(200);
    expect((await eventFigures()).sunday).toEqual(before.sunday);
    clock.now = () => SATURDAY_NIGHT;
  });

  it('refuses a year beyond the selector, or a daily chart without its month, with a clear message', async () => {
    for (const path of [
      '/api/admin/dashboard/sales?timeframe=monthly&year=2037',
      '/api/admin/dashboard/sales-by-category?year=2015',
      '/api/reports/sales.pdf?timeframe=weekly&year=2040',
    ]) {
      const response = await t.http().get(path).set(bearer(shop.admin));
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(DASHBOARD_MESSAGES.yearRange);
    }
    const noMonth = await t.http().get('/api/admin/dashboard/sales?timeframe=daily&year=2026').set(bearer(shop.admin));
    expect(noMonth.status).toBe(400);
    expect(noMonth.body.message).toBe(DASHBOARD_MESSAGES.monthRange);
  });
});

describe('users', () => {
  it('counts customers, never the administrator, and the new ones since Sunday 00:00 in Manila', async () => {
    const unitOfWork = t.app.get(UnitOfWork);
    const lastSaturday = await shop.customer();
    const sundayMidnight = await shop.customer();
    await unitOfWork.transaction(async (manager) => {
      await manager.update(User, lastSaturday.id, { createdAt: new Date('2026-01-24T15:59:59.000Z') });
      await manager.update(User, sundayMidnight.id, { createdAt: new Date('2026-01-24T16:00:00.000Z') });
    });
    const customers = await unitOfWork.repository(User).countBy({ role: 'customer' });

    const figures = await adminGet('/api/admin/dashboard/users');
    expect(figures.weekStart).toBe('2026-01-25');
    expect(figures.totalUsers).toBe(customers);
    expect(figures.newUsers).toBe(customers - 1);
    expect(figures.newest.length).toBeLessThanOrEqual(6);
    expect(figures.newest.map((user: { role: string }) => user.role)).not.toContain('admin');
    expect(figures.newest.map((user: { id: number }) => user.id)).not.toContain(lastSaturday.id);
  });

  it('lists the customers with their order and booking counts, searchable, without the administrator', async () => {
    const list = await adminGet('/api/admin/users?pageSize=100');
    expect(list.items.map((user: { role: string }) => user.role)).not.toContain('admin');
    expect(list.total).toBe(list.items.length);
    const row = list.items.find((user: { id: number }) => user.id === buyer.id);
    expect(row).toMatchObject({ username: buyer.username, orders: 3, bookings: 0 });

    await orderIn(t, shop, buyer, productId, 'cart');
    const searched = await adminGet(`/api/admin/users?q=${buyer.username.toUpperCase()}`);
    expect(searched.items).toHaveLength(1);
    expect(searched.items[0]).toMatchObject({ id: buyer.id, orders: 3 });
  });
});

describe('visitors', () => {
  const visit = (userAgent: string) =>
    t.http().post('/api/analytics/visits').set('User-Agent', userAgent).send({ path: '/home' });
  const saturday = async () => (await adminGet('/api/admin/analytics/visitors?from=2026-01-30&to=2026-02-01')).days;

  it('counts a visitor once per day, leaves bots out, and sets no cookie', async () => {
    const first = await visit(BROWSER);
    expect(first.status).toBe(204);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect((await visit(BROWSER)).status).toBe(204);
    expect((await saturday())[1]).toEqual({ date: '2026-01-31', visitors: 1 });

    await visit(`${BROWSER} Edg/140.0`);
    for (const bot of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'curl/8.5.0', 'python-requests/2.32', '']) {
      expect((await visit(bot)).status).toBe(204);
    }
    expect(await saturday()).toEqual([
      { date: '2026-01-30', visitors: 0 },
      { date: '2026-01-31', visitors: 2 },
      { date: '2026-02-01', visitors: 0 },
    ]);

    // A new Manila day: the same browser is a visitor of that day.
    clock.now = () => new Date('2026-01-31T16:00:00.000Z');
    await visit(BROWSER);
    expect((await saturday())[2]).toEqual({ date: '2026-02-01', visitors: 1 });
    clock.now = () => SATURDAY_NIGHT;
  });

  it('refuses a bad path or range', async () => {
    const badPath = await t.http().post('/api/analytics/visits').send({ path: 'https://elsewhere.example/' });
    expect(badPath.status).toBe(400);
    expect(badPath.body.message).toBe(DASHBOARD_MESSAGES.pathInvalid);
    for (const range of [
      'from=2026-02-01&to=2026-01-31',
      'from=2025-01-01&to=2026-01-31',
      'from=2026-02-30&to=2026-03-01',
    ]) {
      const response = await t.http().get(`/api/admin/analytics/visitors?${range}`).set(bearer(shop.admin));
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(DASHBOARD_MESSAGES.rangeInvalid);
    }
  });
});

describe('the sales report', () => {
  it('prints the timeframe, every bar in ₱ as products, events and both, and the total', async () => {
    const pdftotext = requireTool('/usr/bin/pdftotext', 'poppler-utils');
    const monthly = await sales('timeframe=monthly&year=2026');
    const response = await t
      .http()
      .get('/api/reports/sales.pdf?timeframe=monthly&year=2026')
      .set(bearer(shop.admin))
      .buffer(true);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="sales_report_2026_monthly.pdf"');
    const file = join(mkdtempSync(join(tmpdir(), 'qmj-sales-report-')), 'report.pdf');
    writeFileSync(file, response.body);
    const text = run(pdftotext, ['-layout', file, '-']);
    expect(text).toContain('Sales Report');
    expect(text).toContain('Monthly sales · 2026');
    const january = monthly.points.find((point) => point.label === '2026-01');
    expect(january?.products).toBeGreaterThan(0);
    expect(january?.events).toBeGreaterThan(0);
    const pesos = (centavos = 0) => formatPesos(centavos).replace(/[.$]/g, '\\$&');
    expect(text).toMatch(/Month\s+Products\s+Events\s+Total/);
    expect(text).toMatch(
      new RegExp(`2026-01\\s+${pesos(january?.products)}\\s+${pesos(january?.events)}\\s+${pesos(january?.total)}`),
    );
    expect(text).toMatch(/2026-12\s+₱0\.00\s+₱0\.00\s+₱0\.00/);
    expect(text).toContain(`Total sales: ${formatPesos(january?.total ?? 0)}`);
  });
});

describe('access', () => {
  it('keeps every dashboard call to the administrator: 401 without a session, 403 for a customer', async () => {
    const calls = [
      '/api/admin/dashboard/sales?timeframe=monthly&year=2026',
      '/api/admin/dashboard/sales-by-category?year=2026',
      '/api/admin/dashboard/users',
      '/api/admin/users',
      '/api/admin/analytics/visitors?from=2026-01-01&to=2026-01-31',
      '/api/reports/sales.pdf?timeframe=monthly&year=2026',
    ];
    expect(calls).toHaveLength(Object.keys(apiContract.dashboard).length);
    for (const path of calls) {
      expect((await t.http().get(path)).status).toBe(401);
      expect((await t.http().get(path).set(bearer(buyer.token))).status).toBe(403);
    }
  });
});
