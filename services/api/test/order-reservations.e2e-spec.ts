// What an order reserves agrees with its line (a checkout racing a quantity change), and how much
// one customer may hold in pending orders (docs/orders.md).
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ORDER_MESSAGES, type Order, orderTotal, pendingOrdersLimitMessage, shippingFeeFor } from '@qmj/contracts';
import { OrderStateMachine } from '../src/orders/order-state-machine.js';
import {
  bearer,
  type Customer,
  DETAILS,
  openShop,
  placeOrder,
  receiptImage,
  type Shop,
  sendOrder,
  stockOf,
} from './order-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

const CAP = 2;

let t: TestApp;
let shop: Shop;

beforeAll(async () => {
  t = await createTestApp({ MAX_PENDING_ORDERS_PER_CUSTOMER: String(CAP) });
  shop = await openShop(t);
});
afterAll(async () => {
  await t?.close();
});

const checkout = (customer: Customer, orderIds: number[]) =>
  t
    .http()
    .post('/api/orders/checkout')
    .set(bearer(customer.token))
    .send({ ...DETAILS, orderIds });

const cartLine = async (customer: Customer, orderId: number): Promise<Order | undefined> => {
  const cart = await t.http().get('/api/orders?tab=cart&pageSize=100').set(bearer(customer.token));
  return cart.body.items.find((order: Order) => order.id === orderId);
};

describe('a checkout racing a change of quantity', () => {
  it('refuses the checkout when the line changed after it was read, reserving nothing; then places the new quantity', async () => {
    const customer = await shop.customer();
    const product = await shop.product(10, 25000);
    const line = await placeOrder(t, customer.token, { productId: product.id, quantity: 2, intent: 'cart' });

    // The interleaving forced: the checkout has read its lines; the quantity changes before it writes.
    const machine = t.app.get(OrderStateMachine);
    const apply = machine.apply.bind(machine);
    const between = jest.spyOn(machine, 'apply').mockImplementationOnce(async (...args) => {
      const changed = await t.http().patch(`/api/orders/${line.id}`).set(bearer(customer.token)).send({ quantity: 5 });
      expect(changed.status).toBe(200);
      return apply(...args);
    });
    try {
      const raced = await checkout(customer, [line.id]);
      expect(raced.status).toBe(409);
      expect(raced.body.message).toBe(ORDER_MESSAGES.quantityChanged);
      expect(between).toHaveBeenCalledTimes(1);
    } finally {
      between.mockRestore();
    }
    expect(await stockOf(t, product.id)).toBe(10);
    expect(await cartLine(customer, line.id)).toMatchObject({ status: 'cart', quantity: 5 });

    const placed = await checkout(customer, [line.id]);
    expect(placed.status).toBe(200);
    expect(placed.body[0]).toMatchObject({
      status: 'pending',
      quantity: 5,
      unitPrice: 25000,
      total: orderTotal(25000, 5, shippingFeeFor(DETAILS.address)),
    });
    expect(await stockOf(t, product.id)).toBe(5);
  });
});

describe("a customer's pending orders", () => {
  it(`holds at most ${CAP} pending orders, COD or GCash, placed, checked out or restored`, async () => {
    const customer = await shop.customer();
    const other = await shop.customer();
    const product = await shop.product(50);
    const first = await placeOrder(t, customer.token, { productId: product.id });
    await placeOrder(t, customer.token, { productId: product.id, quantity: 3 });
    expect(await stockOf(t, product.id)).toBe(46);

    const refusal = { statusCode: 409, message: pendingOrdersLimitMessage(CAP), error: 'Conflict' };
    expect((await sendOrder(t, customer.token, { productId: product.id })).body).toEqual(refusal);
    const gcash = await sendOrder(t, customer.token, { productId: product.id, paymentMethod: 'GCASH' }, receiptImage());
    expect(gcash.body).toEqual(refusal);
    const line = await placeOrder(t, customer.token, { productId: product.id, intent: 'cart' });
    expect((await checkout(customer, [line.id])).body).toEqual(refusal);
    expect(await cartLine(customer, line.id)).toMatchObject({ status: 'cart' });
    expect(await stockOf(t, product.id)).toBe(46);
    // Another customer is not held back.
    expect((await sendOrder(t, other.token, { productId: product.id })).status).toBe(201);

    // A cancelled order frees a place; restoring it when the place is taken again is refused.
    const cancelled = await t
      .http()
      .post(`/api/orders/${first.id}/cancel`)
      .set(bearer(customer.token))
      .send({ reason: 'Others/Change of mind' });
    expect(cancelled.status).toBe(200);
    expect((await checkout(customer, [line.id])).status).toBe(200);
    const restore = await t.http().post(`/api/orders/${first.id}/undo-cancel`).set(bearer(customer.token));
    expect(restore.body).toEqual(refusal);
    expect(await stockOf(t, product.id)).toBe(45);
  });

  it('counts placements of one customer one after the other when they race', async () => {
    const customer = await shop.customer();
    const product = await shop.product(50);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => sendOrder(t, customer.token, { productId: product.id })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(CAP).fill(201), ...Array(6 - CAP).fill(409)]);
    expect(await stockOf(t, product.id)).toBe(50 - CAP);
  });
});
