import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CANCELLATION_REASONS,
  DEFAULT_DENY_REASON,
  findOrderTransition,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type Order,
  type OrderAction,
  type OrderStatus,
  UNDO_CANCEL_REASON,
} from '@qmj/contracts';
import {
  type AdminAction,
  adminAction,
  bearer,
  type Customer,
  DETAILS,
  mustAdmin,
  orderIn,
  placeOrder,
  type Shop,
  sendOrder,
  startShop,
  stockOf,
} from './order-fixtures.js';
import type { TestApp } from './test-app.js';

let t: TestApp;
let shop: Shop;
let customer: Customer;

beforeAll(async () => {
  ({
    t,
    shop,
    customers: [customer],
  } = await startShop());
});
afterAll(async () => {
  await t?.close();
});

const cancel = (orderId: number, token = customer.token, reason: string = CANCELLATION_REASONS[0]) =>
  t.http().post(`/api/orders/${orderId}/cancel`).set(bearer(token)).send({ reason });
const undoCancel = (orderId: number, token = customer.token) =>
  t.http().post(`/api/orders/${orderId}/undo-cancel`).set(bearer(token));
const checkout = (orderIds: number[], token = customer.token, extra: object = {}) =>
  t
    .http()
    .post('/api/orders/checkout')
    .set(bearer(token))
    .send({ ...DETAILS, orderIds: orderIds.join(','), ...extra });

async function historyTypes(productId: number): Promise<string[]> {
  const response = await t.http().get(`/api/products/${productId}/history`).set(bearer(shop.admin));
  return response.body.map((entry: { type: string }) => entry.type);
}

describe('every allowed transition, with the stock after each', () => {
  it('walks an order through the whole table (admin side)', async () => {
    const product = await shop.product(10);
    const order = await placeOrder(t, customer.token, { productId: product.id, quantity: 2 });
    expect(order.status).toBe('pending');
    expect(await stockOf(t, product.id)).toBe(8);

    const steps: [AdminAction, OrderStatus, number][] = [
      ['approve', 'approved', 8],
      ['undo', 'pending', 8],
      ['deny', 'denied', 10],
      ['undo', 'pending', 8],
      ['approve', 'approved', 8],
      ['deny', 'denied', 10],
      ['undo', 'pending', 8],
      ['approve', 'approved', 8],
      ['deliver', 'delivering', 8],
      ['undo', 'approved', 8],
      ['deliver', 'delivering', 8],
      ['delivered', 'received', 8],
      ['undo', 'delivering', 8],
      ['delivered', 'received', 8],
    ];
    for (const [action, status, stock] of steps) {
      const after = await mustAdmin(t, shop.admin, order.id, action);
      expect({ action, status: after.status, stock: await stockOf(t, product.id) }).toEqual({ action, status, stock });
      if (status === 'approved' && action === 'approve') expect(after.approvedAt).not.toBeNull();
      if (status === 'pending') expect(after.approvedAt).toBeNull();
      if (status === 'denied') expect(after.reason).toBe(DEFAULT_DENY_REASON);
    }
    // A reserve or release history row for every stock change.
    expect(await historyTypes(product.id)).toEqual(['create', 'reserve', 'release', 'reserve', 'release', 'reserve']);
  });

  it('adds to the cart without touching the stock, then checks out with a reservation', async () => {
    const product = await shop.product(5);
    const line = await placeOrder(t, customer.token, { productId: product.id, quantity: 3, intent: 'cart' });
    expect(line.status).toBe('cart');
    expect(await stockOf(t, product.id)).toBe(5);
    const placed = await checkout([line.id]);
    expect(placed.status).toBe(200);
    expect(placed.body.map((order: Order) => order.status)).toEqual(['pending']);
    expect(await stockOf(t, product.id)).toBe(2);
  });

  it('lets the owner cancel a pending order with a reason and undo it with "no valid reason"', async () => {
    const product = await shop.product(4);
    const order = await placeOrder(t, customer.token, { productId: product.id, quantity: 3 });
    expect(await stockOf(t, product.id)).toBe(1);

    const missing = await cancel(order.id, customer.token, 'Because');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(ORDER_MESSAGES.chooseReason);

    const cancelled = await cancel(order.id, customer.token, CANCELLATION_REASONS[1]);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', reason: CANCELLATION_REASONS[1] });
    expect(await stockOf(t, product.id)).toBe(4);

    const undone = await undoCancel(order.id);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ status: 'pending', reason: UNDO_CANCEL_REASON });
    expect(await stockOf(t, product.id)).toBe(1);
  });

  it('records the administrator reason of a denial, or the default one', async () => {
    const product = await shop.product(5);
    const first = await placeOrder(t, customer.token, { productId: product.id });
    expect(
      (await mustAdmin(t, shop.admin, first.id, 'deny', { reason: '  Out of stock at the supplier ' })).reason,
    ).toBe('Out of stock at the supplier');
    const second = await placeOrder(t, customer.token, { productId: product.id });
    expect((await mustAdmin(t, shop.admin, second.id, 'deny', { reason: '   ' })).reason).toBe(DEFAULT_DENY_REASON);
  });
});

describe('reservations short of stock', () => {
  it('refuses an order above the stock with 409 and changes nothing', async () => {
    const product = await shop.product(2);
    const response = await sendOrder(t, customer.token, { productId: product.id, quantity: 3 });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(ORDER_MESSAGES.outOfStock);
    const cart = await sendOrder(t, customer.token, { productId: product.id, quantity: 3, intent: 'cart' });
    expect(cart.status).toBe(409);
    expect(await stockOf(t, product.id)).toBe(2);
    expect(await historyTypes(product.id)).toEqual(['create']);
  });

  it('refuses undoing a denial or a cancellation when the stock has gone meanwhile (409, nothing changed)', async () => {
    const product = await shop.product(2);
    const denied = await orderIn(t, shop, customer, product.id, 'denied', 2);
    const cancelled = await orderIn(t, shop, customer, product.id, 'cancelled', 2);
    await placeOrder(t, customer.token, { productId: product.id, quantity: 2 });
    expect(await stockOf(t, product.id)).toBe(0);

    const undo = await adminAction(t, shop.admin, denied.id, 'undo');
    expect(undo.status).toBe(409);
    expect(undo.body.message).toBe(ORDER_MESSAGES.outOfStock);
    const undoCancelled = await undoCancel(cancelled.id);
    expect(undoCancelled.status).toBe(409);
    expect(undoCancelled.body.message).toBe(ORDER_MESSAGES.outOfStock);

    expect(await stockOf(t, product.id)).toBe(0);
    const admin = await t.http().get('/api/admin/orders?status=denied&pageSize=100').set(bearer(shop.admin));
    expect(admin.body.items.map((order: Order) => order.id)).toContain(denied.id);
    const mine = await t.http().get('/api/orders?tab=cancelled&pageSize=100').set(bearer(customer.token));
    expect(mine.body.items.map((order: Order) => order.id)).toContain(cancelled.id);
  });

  it('places a multi-line checkout all or nothing', async () => {
    const plenty = await shop.product(10);
    const scarce = await shop.product(1);
    const a = await placeOrder(t, customer.token, { productId: plenty.id, quantity: 2, intent: 'cart' });
    const b = await placeOrder(t, customer.token, { productId: scarce.id, quantity: 1, intent: 'cart' });
    // Someone else buys the last one of the scarce product.
    const other = await shop.customer();
    await placeOrder(t, other.token, { productId: scarce.id, quantity: 1 });

    const response = await checkout([a.id, b.id]);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(ORDER_MESSAGES.outOfStock);
    expect(await stockOf(t, plenty.id)).toBe(10);
    const cart = await t.http().get('/api/orders?tab=cart&pageSize=100').set(bearer(customer.token));
    const statuses = cart.body.items.filter((order: Order) => [a.id, b.id].includes(order.id));
    expect(statuses).toHaveLength(2);
  });
});

describe('every refused transition answers 409 naming the status, and changes nothing', () => {
  const ADMIN_ACTIONS: AdminAction[] = ['approve', 'deny', 'undo', 'deliver', 'delivered'];
  const OWNER_ACTIONS = ['cancel', 'undoCancel', 'place'] as const;

  for (const status of ORDER_STATUSES) {
    it(`from ${status}`, async () => {
      const product = await shop.product(20);
      const order = await orderIn(t, shop, customer, product.id, status);
      const stock = await stockOf(t, product.id);

      const refused: string[] = [];
      for (const action of ADMIN_ACTIONS) {
        if (findOrderTransition(status, action, 'admin')) continue;
        const response = await adminAction(t, shop.admin, order.id, action);
        expect({ action, status: response.status }).toEqual({ action, status: 409 });
        expect(response.body.message).toContain(`This order is ${ORDER_STATUS_LABELS[status]}`);
        refused.push(action);
      }
      for (const action of OWNER_ACTIONS) {
        if (findOrderTransition(status, action as OrderAction, 'owner')) continue;
        const response =
          action === 'cancel'
            ? await cancel(order.id)
            : action === 'undoCancel'
              ? await undoCancel(order.id)
              : await checkout([order.id]);
        expect({ action, status: response.status }).toEqual({ action, status: 409 });
        expect(response.body.message).toContain(`This order is ${ORDER_STATUS_LABELS[status]}`);
        refused.push(action);
      }
      // The customer may not act as the administrator at all.
      expect((await adminAction(t, customer.token, order.id, 'approve')).status).toBe(403);
      if (status !== 'cart') {
        const patch = await t.http().patch(`/api/orders/${order.id}`).set(bearer(customer.token)).send({ quantity: 1 });
        expect(patch.status).toBe(409);
        expect(patch.body.message).toContain(ORDER_STATUS_LABELS[status]);
      }

      expect(refused.length).toBeGreaterThan(0);
      expect(await stockOf(t, product.id)).toBe(stock);
      const admin = await t.http().get(`/api/admin/orders?status=${status}&pageSize=100`).set(bearer(shop.admin));
      expect(admin.body.items.map((item: Order) => item.id)).toContain(order.id);
    });
  }

  it('refuses the administrator acting on a status the order has left (expectedStatus)', async () => {
    const product = await shop.product(5);
    const order = await orderIn(t, shop, customer, product.id, 'approved');
    const stale = await adminAction(t, shop.admin, order.id, 'deny', { expectedStatus: 'pending' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('This order is approved');
    expect((await adminAction(t, shop.admin, order.id, 'approve', { expectedStatus: 'lost' })).status).toBe(400);
    expect(await stockOf(t, product.id)).toBe(4);
  });
});

describe('racing', () => {
  it('50 concurrent checkouts of a product with stock 5: exactly 5 pending, 45 refused, stock 0', async () => {
    const product = await shop.product(5);
    const customers = await Promise.all(Array.from({ length: 10 }, () => shop.customer()));
    // Half of the attempts place an order at once, half check out a cart line made beforehand.
    const lines: { customer: Customer; lineId: number }[] = [];
    for (const buyer of customers) {
      for (let i = 0; i < 2; i += 1) {
        const line = await placeOrder(t, buyer.token, { productId: product.id, intent: 'cart' });
        lines.push({ customer: buyer, lineId: line.id });
      }
    }
    expect(await stockOf(t, product.id)).toBe(5);
    const attempts = [
      ...lines.map(({ customer: buyer, lineId }) => checkout([lineId], buyer.token)),
      ...Array.from({ length: 30 }, (_, index) =>
        sendOrder(t, customers[index % customers.length].token, { productId: product.id }),
      ),
    ];
    expect(attempts).toHaveLength(50);
    const responses = await Promise.all(attempts);
    const statuses = responses.map((response) => response.status);
    const accepted = statuses.filter((status) => status === 200 || status === 201);
    const refused = responses.filter((response) => response.status === 409);
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const response of refused) expect(response.body.message).toBe(ORDER_MESSAGES.outOfStock);
    expect(await stockOf(t, product.id)).toBe(0);

    const pending = await t.http().get('/api/admin/orders?status=pending&pageSize=100').set(bearer(shop.admin));
    const mine = pending.body.items.filter((order: Order) => order.productId === product.id);
    expect(mine).toHaveLength(5);
    expect(mine.reduce((sum: number, order: Order) => sum + order.quantity, 0)).toBe(5);
    const history = await t.http().get(`/api/products/${product.id}/history`).set(bearer(shop.admin));
    const reserves = history.body.filter((entry: { type: string }) => entry.type === 'reserve');
    expect(reserves).toHaveLength(5);
    for (const entry of history.body) expect(entry.stock).toBeGreaterThanOrEqual(0);
  });

  it('two administrators approving and denying one order at once: exactly one wins, stock consistent', async () => {
    const second = (await t.http().post('/api/auth/login').send({ username: 'chief', password: 'AdminPass2026' })).body
      .accessToken as string;
    const product = await shop.product(20);
    for (let round = 0; round < 5; round += 1) {
      const order = await placeOrder(t, customer.token, { productId: product.id, quantity: 2 });
      const before = await stockOf(t, product.id);
      const [approve, deny] = await Promise.all([
        adminAction(t, shop.admin, order.id, 'approve', { expectedStatus: 'pending' }),
        adminAction(t, second, order.id, 'deny', { expectedStatus: 'pending' }),
      ]);
      const outcomes = [approve.status, deny.status].sort();
      expect(outcomes).toEqual([200, 409]);
      const winner = approve.status === 200 ? 'approved' : 'denied';
      const loser = approve.status === 200 ? deny : approve;
      expect(loser.body.message).toContain(`This order is ${winner}`);
      expect(await stockOf(t, product.id)).toBe(winner === 'approved' ? before : before + 2);
    }
  });

  it('two administrators undoing a received order at once step it back once only', async () => {
    const product = await shop.product(5);
    const order = await orderIn(t, shop, customer, product.id, 'received');
    const responses = await Promise.all([
      adminAction(t, shop.admin, order.id, 'undo', { expectedStatus: 'received' }),
      adminAction(t, shop.admin, order.id, 'undo', { expectedStatus: 'received' }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const admin = await t.http().get('/api/admin/orders?status=delivering&pageSize=100').set(bearer(shop.admin));
    expect(admin.body.items.map((item: Order) => item.id)).toContain(order.id);
  });

  it('a customer cancelling twice at once releases the stock once', async () => {
    const product = await shop.product(5);
    const order = await placeOrder(t, customer.token, { productId: product.id, quantity: 2 });
    const responses = await Promise.all([cancel(order.id), cancel(order.id), cancel(order.id)]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    expect(await stockOf(t, product.id)).toBe(5);
  });
});
