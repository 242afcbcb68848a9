// A price edit racing a checkout, a Place Order or a cart line's change of quantity: the order
// carries the price (and the product's name) current when it committed, never one read before
// (docs/orders.md#concurrency-one-transaction-conditional-updates). Each interleaving is forced by
// pausing the order's request at a service call on a held promise.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ORDER_MESSAGES, type Order, orderTotal, shippingFeeFor, stockChangedMessage } from '@qmj/contracts';
import { ProductStockService } from '../src/catalog/product-stock.service.js';
import { ProductsService } from '../src/catalog/products.service.js';
import { OrderStateMachine } from '../src/orders/order-state-machine.js';
import { PendingOrdersCap } from '../src/orders/pending-orders-cap.js';
import { sendProduct } from './catalog-fixtures.js';
import { held, pauseOnce } from './interleaving.js';
import {
  bearer,
  type Customer,
  DETAILS,
  placeOrder,
  receiptImage,
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
  } = await startShop(1));
});
afterEach(() => {
  jest.restoreAllMocks();
});
afterAll(async () => {
  await t?.close();
});

const FEE = shippingFeeFor(DETAILS.address);
/** Long enough for an edit that is not held back to answer; an edit waiting for a lock never does. */
const EDIT_WINDOW_MS = 500;

/** The administrator's edit dialog: every field sent again, with the stock the form showed. */
function editProduct(
  product: { id: number; name: string },
  fields: { unitPrice: number; name?: string; stockWas: number },
) {
  return sendProduct(
    t,
    shop.admin,
    {
      categoryId: shop.categoryId,
      sizeId: shop.sizeId,
      name: fields.name ?? product.name,
      description: 'A mug for the tests',
      stock: fields.stockWas,
      stockWas: fields.stockWas,
      unitPrice: fields.unitPrice,
    },
    { id: product.id },
  );
}

const checkout = (orderIds: number[]) =>
  t
    .http()
    .post('/api/orders/checkout')
    .set(bearer(customer.token))
    .send({ ...DETAILS, orderIds });

/** Sends a supertest request now (it waits for its first `then` otherwise). */
function sent<T>(request: PromiseLike<T>): Promise<T> {
  return Promise.resolve(request);
}

/** Whether `request` answered within the window; it goes on either way. */
async function answersWithin(request: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([request.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('a price edit racing a checkout', () => {
  it('made after the checkout read its cart lines: the orders take the edited price and name', async () => {
    const product = await shop.product(10, 25000);
    const line = await placeOrder(t, customer.token, { productId: product.id, quantity: 2, intent: 'cart' });

    // The checkout has read its lines and hands them to the state machine; the edit commits now.
    const { reached, release, spy } = pauseOnce(t.app.get(OrderStateMachine), 'apply', 'before');
    const checkingOut = sent(checkout([line.id]));
    await reached;
    const renamed = `${product.name} (new glaze)`;
    const edited = await editProduct(product, { unitPrice: 31000, name: renamed, stockWas: 10 });
    expect(edited.status).toBe(200);
    release();

    const placed = await checkingOut;
    expect(spy).toHaveBeenCalledTimes(1);
    expect(placed.status).toBe(200);
    expect(placed.body[0]).toMatchObject({
      id: line.id,
      status: 'pending',
      productName: renamed,
      unitPrice: 31000,
      total: orderTotal(31000, 2, FEE),
    });
    expect(await stockOf(t, product.id)).toBe(8);
  });

  it("sent while the checkout's transaction holds the product: it waits, and the orders keep the price they committed with", async () => {
    const product = await shop.product(10, 25000);
    const line = await placeOrder(t, customer.token, { productId: product.id, quantity: 2, intent: 'cart' });

    // Inside the checkout's transaction: the product row read, the stock about to be reserved.
    const { reached, release } = pauseOnce(t.app.get(ProductStockService), 'reserve', 'before');
    const checkingOut = sent(checkout([line.id]));
    await reached;
    const editing = sent(editProduct(product, { unitPrice: 31000, stockWas: 10 }));
    const editedFirst = await answersWithin(editing, EDIT_WINDOW_MS);
    release();
    const [placed, edited] = await Promise.all([checkingOut, editing]);

    expect(editedFirst).toBe(false);
    expect(placed.status).toBe(200);
    expect(placed.body[0]).toMatchObject({ unitPrice: 25000, total: orderTotal(25000, 2, FEE) });
    // The dialog's stock is stale once the checkout reserved: the edit is refused, nothing overwritten.
    expect(edited.status).toBe(409);
    expect(edited.body.message).toBe(stockChangedMessage(8));
    const again = await editProduct(product, { unitPrice: 31000, stockWas: 8 });
    expect(again.status).toBe(200);
    const order = await t.http().get(`/api/orders/${line.id}`).set(bearer(customer.token));
    expect(order.body).toMatchObject({ status: 'pending', unitPrice: 25000, total: orderTotal(25000, 2, FEE) });
  });

  it('sent once the checkout began its transaction, before it locked the product: the price current at its commit', async () => {
    const product = await shop.product(10, 25000);
    const line = await placeOrder(t, customer.token, { productId: product.id, quantity: 2, intent: 'cart' });

    // Inside the checkout's transaction, its first reads made (the customer's pending orders
    // counted), the product row not yet locked. SQLite's one writer makes the edit wait; on
    // MySQL/MariaDB it commits now, after the transaction's snapshot, and the checkout's locking
    // read of the product must see it.
    const { reached, release } = pauseOnce(t.app.get(PendingOrdersCap), 'check', 'after');
    const checkingOut = sent(checkout([line.id]));
    await reached;
    const editing = sent(editProduct(product, { unitPrice: 31000, stockWas: 10 }));
    const editedFirst = await answersWithin(editing, EDIT_WINDOW_MS);
    release();
    const [placed, edited] = await Promise.all([checkingOut, editing]);

    expect(placed.status).toBe(200);
    const price = editedFirst ? 31000 : 25000;
    expect(placed.body[0]).toMatchObject({ unitPrice: price, total: orderTotal(price, 2, FEE) });
    // An edit that came after the checkout found its stock reserved (the dialog's stock is stale).
    expect(edited.status).toBe(editedFirst ? 200 : 409);
  });
});

describe('a price edit racing Place Order', () => {
  it('made after the request read its product: the order takes the edited price', async () => {
    const product = await shop.product(10, 25000);
    const { reached, release, spy } = pauseOnce(t.app.get(OrderStateMachine), 'create', 'before');
    const placing = sent(sendOrder(t, customer.token, { productId: product.id, quantity: 3 }));
    await reached;
    expect((await editProduct(product, { unitPrice: 27500, stockWas: 10 })).status).toBe(200);
    release();

    const placed = await placing;
    expect(spy).toHaveBeenCalledTimes(1);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ status: 'pending', unitPrice: 27500, total: orderTotal(27500, 3, FEE) });
    expect(await stockOf(t, product.id)).toBe(7);
  });
});

describe("a price edit racing a change of a cart line's quantity", () => {
  it('prices the line at the price current when the change committed', async () => {
    const product = await shop.product(10, 25000);
    const line = await placeOrder(t, customer.token, { productId: product.id, intent: 'cart' });

    // The change stops right after it read the product's price and stock, wherever it reads them;
    // only its read stops (the edit locks the product too).
    const products = t.app.get(ProductsService);
    const stock = t.app.get(ProductStockService);
    const read = held();
    const release = held();
    let paused = false;
    const pauseAfterRead =
      <A extends unknown[], R>(real: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        const result = await real(...args);
        if (!paused) {
          paused = true;
          read.release();
          await release.promise;
        }
        return result;
      };
    jest.spyOn(products, 'find').mockImplementationOnce(pauseAfterRead(products.find.bind(products)));
    jest.spyOn(stock, 'lock').mockImplementationOnce(pauseAfterRead(stock.lock.bind(stock)));
    const changing = sent(t.http().patch(`/api/orders/${line.id}`).set(bearer(customer.token)).send({ quantity: 3 }));
    await read.promise;
    const editing = sent(editProduct(product, { unitPrice: 27500, stockWas: 10 }));
    const editedFirst = await answersWithin(editing, EDIT_WINDOW_MS);
    release.release();
    const [changed, edited] = await Promise.all([changing, editing]);

    expect(edited.status).toBe(200);
    expect(changed.status).toBe(200);
    // An edit that committed while the change was paused is the price it commits with; one that
    // had to wait for the change comes after it.
    const price = editedFirst ? 27500 : 25000;
    expect(changed.body).toMatchObject({ quantity: 3, unitPrice: price, total: orderTotal(price, 3, 0) });
    const cart = await t.http().get('/api/orders?tab=cart&pageSize=100').set(bearer(customer.token));
    expect(cart.body.items.find((order: Order) => order.id === line.id)).toMatchObject({ unitPrice: price });
  });
});

describe('a refused checkout with a GCash receipt', () => {
  it('keeps no file of the receipt, in place or pending', async () => {
    const product = await shop.product(1, 25000);
    const line = await placeOrder(t, customer.token, { productId: product.id, quantity: 1, intent: 'cart' });
    expect((await sendOrder(t, customer.token, { productId: product.id })).status).toBe(201);

    const refused = await t
      .http()
      .post('/api/orders/checkout')
      .set(bearer(customer.token))
      .field({ ...DETAILS, orderIds: String(line.id), paymentMethod: 'GCASH' })
      .attach('receipt', receiptImage(), 'receipt.png');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ORDER_MESSAGES.outOfStock);
    const uploads = t.config.storage.uploadsDir;
    expect([...filesUnder(join(uploads, 'private')), ...filesUnder(join(uploads, 'pending'))]).toEqual([]);
  });
});

/** Every file under `root`, recursively (none when it does not exist). */
function filesUnder(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}
