// A logout is its own transaction (docs/security.md, Sessions): one that comes while another
// request's transaction is open never joins it, so it is not undone when that one is refused. The
// interleaving is forced: the checkout is held inside its transaction while the logout is sent.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { AUTH_MESSAGES, ORDER_MESSAGES } from '@qmj/contracts';
import { ProductStockService } from '../src/catalog/product-stock.service.js';
import { held, pause } from './interleaving.js';
import { bearer, DETAILS, openShop, placeOrder, type Shop, stockOf } from './order-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let shop: Shop;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t);
});
afterAll(async () => {
  await t?.close();
});

describe('a logout overlapping a checkout that is refused', () => {
  it('still ends the session: the old token is refused once the checkout has failed with 409', async () => {
    const customer = await shop.customer();
    const rival = await shop.customer();
    const product = await shop.product(2);
    const line = await placeOrder(t, customer.token, { productId: product.id, quantity: 2, intent: 'cart' });
    // Someone else takes one of the two mugs: the checkout of the line will find too little stock.
    await placeOrder(t, rival.token, { productId: product.id, quantity: 1 });

    // Every order transition locks its product first, inside its transaction: the checkout is held there.
    const stock = t.app.get(ProductStockService);
    const lock = stock.lock.bind(stock);
    const inside = held();
    const resume = held();
    const holdCheckout = jest.spyOn(stock, 'lock').mockImplementationOnce(async (...args) => {
      inside.release();
      await resume.promise;
      return lock(...args);
    });
    try {
      const checkout = t
        .http()
        .post('/api/orders/checkout')
        .set(bearer(customer.token))
        .send({ ...DETAILS, orderIds: [line.id] })
        .then((response) => response);
      await inside.promise;

      const logout = t
        .http()
        .post('/api/auth/logout')
        .set(bearer(customer.token))
        .then((response) => response);
      // The logout's write is made now (MariaDB, or a write that joins the open transaction) or
      // waits for the one writer (SQLite): either way the checkout goes on only after that.
      await Promise.race([logout, pause(300)]);
      resume.release();

      const [checkedOut, loggedOut] = await Promise.all([checkout, logout]);
      expect(holdCheckout).toHaveBeenCalled();
      expect(checkedOut.status).toBe(409);
      expect(checkedOut.body.message).toBe(ORDER_MESSAGES.outOfStock);
      expect(loggedOut.status).toBe(204);
    } finally {
      holdCheckout.mockRestore();
    }

    const after = await t.http().get('/api/me').set(bearer(customer.token));
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(AUTH_MESSAGES.sessionExpired);
    expect(await stockOf(t, product.id)).toBe(1);
  });
});
