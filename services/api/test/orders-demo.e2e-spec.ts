import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Order, Sales } from '@qmj/contracts';
import { OrdersDemoSeeder } from '../src/orders/orders-demo-seeder.js';
import { adminToken, bearer } from './catalog-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO_DATA: 'true' });
});
afterAll(async () => {
  await t?.close();
});

async function demoOrders(): Promise<Order[]> {
  const login = await t
    .http()
    .post('/api/auth/login')
    .send({ username: t.config.demo.username, password: t.config.demo.password });
  const demo = login.body.accessToken as string;
  return (await t.http().get('/api/orders?tab=history&pageSize=100').set(bearer(demo))).body.items;
}

describe('demo orders', () => {
  it('are made on first start through the order rules, approved over past months, so the dashboard has sales', async () => {
    const orders = await demoOrders();
    expect(orders.map((order) => order.status).sort()).toEqual([
      'approved',
      'approved',
      'delivering',
      'pending',
      'received',
      'received',
      'received',
      'received',
      'received',
    ]);
    const approvedDays = new Set(orders.flatMap((order) => (order.approvedAt ? [order.approvedAt.slice(0, 10)] : [])));
    expect(approvedDays.size).toBe(8);

    const admin = await adminToken(t);
    const latestYear = [...approvedDays].sort().at(-1)?.slice(0, 4);
    const sales: Sales = (
      await t.http().get(`/api/admin/dashboard/sales?timeframe=monthly&year=${latestYear}`).set(bearer(admin))
    ).body;
    expect(sales.points.some((point) => point.total > 0)).toBe(true);
  });

  it('are not made again once orders exist', async () => {
    const before = (await demoOrders()).length;
    await t.app.get(OrdersDemoSeeder).onApplicationBootstrap();
    expect(await demoOrders()).toHaveLength(before);
  });
});
