import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CATALOG_MESSAGES,
  ORDER_MESSAGES,
  type Order,
  orderTotal,
  PAGE_SIZE,
  shippingFeeFor,
  TRANSACTION_CODE_PATTERN,
} from '@qmj/contracts';
import { requireTool, run } from './catalog-fixtures.js';
import {
  bearer,
  type Customer,
  DETAILS,
  mustAdmin,
  orderIn,
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
let stranger: Customer;

beforeAll(async () => {
  ({
    t,
    shop,
    customers: [customer, stranger],
  } = await startShop(2));
});
afterAll(async () => {
  await t?.close();
});

const listTab = async (token: string, tab: string, extra = '') => {
  const response = await t.http().get(`/api/orders?tab=${tab}&pageSize=100${extra}`).set(bearer(token));
  expect(response.status).toBe(200);
  return response.body as { items: Order[]; total: number; page: number; pageSize: number };
};
const adminList = async (status: string, extra = '') => {
  const response = await t
    .http()
    .get(`/api/admin/orders?status=${status}&pageSize=100${extra}`)
    .set(bearer(shop.admin));
  expect(response.status).toBe(200);
  return response.body as { items: (Order & { username: string })[]; total: number };
};

describe('shipping quote', () => {
  it('quotes the stable ₱25–₱35 fee of an address, to anyone', async () => {
    const response = await t.http().get('/api/shipping-quote').query({ address: ' 123 Rizal St., Lipa City ' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      address: '123 Rizal St., Lipa City',
      shippingFee: shippingFeeFor('123 Rizal St., Lipa City'),
    });
    const again = await t
      .http()
      .get('/api/shipping-quote?address=123%20rizal%20st%20lipa%20city')
      .set(bearer(customer.token));
    expect(again.body.shippingFee).toBe(response.body.shippingFee);
  });

  it('answers 400 for a blank address', async () => {
    for (const path of ['/api/shipping-quote', '/api/shipping-quote?address=%20%20']) {
      const response = await t.http().get(path);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(ORDER_MESSAGES.addressRequired);
    }
  });
});

describe('placing an order', () => {
  it('computes price, fee, total and code on the server and ignores what the browser sends', async () => {
    const product = await shop.product(10, 35000);
    const response = await sendOrder(t, customer.token, {
      productId: product.id,
      quantity: 2,
      unitPrice: 1,
      price: 1,
      total: 5,
      subtotal: 4,
      shippingFee: 1,
      totalplusshipping: 6,
      status: 'approved',
      ownerId: stranger.id,
      token: stranger.token,
      transactionCode: 'AAAAAAAA',
      approvedAt: new Date().toISOString(),
      hiddenByCustomer: true,
      reason: 'none',
    });
    expect(response.status).toBe(201);
    const fee = shippingFeeFor(DETAILS.address);
    expect(response.body).toMatchObject({
      status: 'pending',
      productId: product.id,
      productName: product.name,
      unitPrice: 35000,
      quantity: 2,
      subtotal: 70000,
      shippingFee: fee,
      total: orderTotal(35000, 2, fee),
      paymentMethod: 'COD',
      hasReceipt: false,
      reason: null,
      reviewed: false,
      approvedAt: null,
      ...DETAILS,
    });
    expect(response.body.transactionCode).toMatch(TRANSACTION_CODE_PATTERN);
    expect(response.body.transactionCode).not.toBe('AAAAAAAA');
    expect(response.body).not.toHaveProperty('receiptKey');
    expect(response.body).not.toHaveProperty('ownerId');
    // The caller owns it, not the one named in the body; it is not hidden.
    expect((await listTab(customer.token, 'pending')).items.map((order) => order.id)).toContain(response.body.id);
    expect((await listTab(stranger.token, 'pending')).items.map((order) => order.id)).not.toContain(response.body.id);
    expect(await stockOf(t, product.id)).toBe(8);
  });

  it('makes unique transaction codes', async () => {
    const product = await shop.product(100);
    const orders = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(t, customer.token, { productId: product.id, intent: 'cart' })),
    );
    const codes = new Set(orders.map((order) => order.transactionCode));
    expect(codes.size).toBe(20);
  });

  it('validates the form: details required, quantity at least 1, an existing product, COD or GCash', async () => {
    const product = await shop.product(5);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ productId: product.id, address: '  ' }, 400, ORDER_MESSAGES.fillRequired],
      [{ productId: product.id, customerName: undefined }, 400, ORDER_MESSAGES.fillRequired],
      [{ productId: product.id, quantity: 0 }, 400, 'Quantity must be a whole number of at least 1.'],
      [{ productId: product.id, quantity: 1.5 }, 400, 'Quantity must be a whole number of at least 1.'],
      [{ productId: product.id, paymentMethod: 'CARD' }, 400, 'Please choose COD or GCash.'],
      [{ productId: 999999 }, 404, CATALOG_MESSAGES.productMissing],
      [{ productId: 'abc' }, 400, 'Please choose a product.'],
    ];
    for (const [fields, status, message] of cases) {
      const body = { ...DETAILS, quantity: 1, ...fields };
      const response = await t.http().post('/api/orders').set(bearer(customer.token)).send(body);
      expect({ fields, status: response.status, message: response.body.message }).toEqual({ fields, status, message });
    }
    expect(
      (
        await t
          .http()
          .post('/api/orders')
          .send({ ...DETAILS, productId: product.id })
      ).status,
    ).toBe(401);
    expect(await stockOf(t, product.id)).toBe(5);
  });

  it('requires a receipt image for GCash (400), checked by its bytes, and stores it privately', async () => {
    const product = await shop.product(5);
    const missing = await sendOrder(t, customer.token, { productId: product.id, paymentMethod: 'GCASH' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(ORDER_MESSAGES.receiptRequired);

    const notImage = await t
      .http()
      .post('/api/orders')
      .set(bearer(customer.token))
      .field({ ...DETAILS, productId: String(product.id), quantity: '1', paymentMethod: 'GCASH' })
      .attach('receipt', Buffer.from('not really a picture'), 'receipt.png');
    expect(notImage.status).toBe(400);
    expect(notImage.body.message).toBe(CATALOG_MESSAGES.imageRequired);
    expect(await stockOf(t, product.id)).toBe(5);

    const receipt = receiptImage();
    const order = await placeOrder(t, customer.token, { productId: product.id, paymentMethod: 'GCASH' }, receipt);
    expect(order).toMatchObject({ paymentMethod: 'GCASH', hasReceipt: true, status: 'pending' });

    // Served to the owner and the administrator only.
    const own = await t.http().get(`/api/orders/${order.id}/receipt`).set(bearer(customer.token));
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(own.body as Buffer, receipt)).toBe(0);
    const admin = await t.http().get(`/api/orders/${order.id}/receipt`).set(bearer(shop.admin));
    expect(admin.status).toBe(200);
    const other = await t.http().get(`/api/orders/${order.id}/receipt`).set(bearer(stranger.token));
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(ORDER_MESSAGES.orderMissing);
    expect((await t.http().get(`/api/orders/${order.id}/receipt`)).status).toBe(401);

    // The public media route never serves a private file, whatever key is tried.
    const files = (await t.http().get('/api/media/00000000000000000000000000000000.png')).status;
    expect(files).toBe(404);
    const cod = await placeOrder(t, customer.token, { productId: product.id }, receipt);
    expect(cod.hasReceipt).toBe(false);
    const none = await t.http().get(`/api/orders/${cod.id}/receipt`).set(bearer(customer.token));
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(ORDER_MESSAGES.receiptMissing);
  });
});

describe('the cart', () => {
  it('changes a line quantity from 1 to the stock, with the server price', async () => {
    const product = await shop.product(4, 10000);
    const line = await placeOrder(t, customer.token, { productId: product.id, intent: 'cart' });
    const changed = await t
      .http()
      .patch(`/api/orders/${line.id}`)
      .set(bearer(customer.token))
      .send({ quantity: 4, unitPrice: 1, total: 1 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ quantity: 4, unitPrice: 10000, total: 40000 + line.shippingFee });

    const above = await t.http().patch(`/api/orders/${line.id}`).set(bearer(customer.token)).send({ quantity: 5 });
    expect(above.status).toBe(409);
    expect(above.body.message).toBe(ORDER_MESSAGES.maxStock);
    const zero = await t.http().patch(`/api/orders/${line.id}`).set(bearer(customer.token)).send({ quantity: 0 });
    expect(zero.status).toBe(400);
    expect(await stockOf(t, product.id)).toBe(4);
  });

  it('checks out the selected lines with one set of details, fee and total from the server', async () => {
    const mug = await shop.product(10, 20000);
    const shirt = await shop.product(10, 45000);
    const a = await placeOrder(t, customer.token, { productId: mug.id, quantity: 2, intent: 'cart' });
    const b = await placeOrder(t, customer.token, { productId: shirt.id, quantity: 1, intent: 'cart' });
    const c = await placeOrder(t, customer.token, { productId: shirt.id, quantity: 1, intent: 'cart' });
    const details = {
      address: 'Blk 5 Lot 2, Tanauan',
      contact: '09998887777',
      otherInfo: 'Gate 2',
      customerName: 'Jo',
    };
    const response = await t
      .http()
      .post('/api/orders/checkout')
      .set(bearer(customer.token))
      .field({ ...details, orderIds: `${a.id},${b.id}`, paymentMethod: 'GCASH', shippingFee: '1', total: '1' })
      .attach('receipt', receiptImage(), 'receipt.png');
    expect(response.status).toBe(200);
    const fee = shippingFeeFor(details.address);
    expect(response.body).toHaveLength(2);
    expect(response.body[0]).toMatchObject({
      id: a.id,
      status: 'pending',
      ...details,
      shippingFee: fee,
      total: orderTotal(20000, 2, fee),
      paymentMethod: 'GCASH',
      hasReceipt: true,
    });
    expect(response.body[1]).toMatchObject({ id: b.id, status: 'pending', total: orderTotal(45000, 1, fee) });
    expect(await stockOf(t, mug.id)).toBe(8);
    expect(await stockOf(t, shirt.id)).toBe(9);
    expect((await listTab(customer.token, 'cart')).items.map((order) => order.id)).toContain(c.id);

    const gcash = await t
      .http()
      .post('/api/orders/checkout')
      .set(bearer(customer.token))
      .send({ ...details, orderIds: String(c.id), paymentMethod: 'GCASH' });
    expect(gcash.status).toBe(400);
    expect(gcash.body.message).toBe(ORDER_MESSAGES.receiptRequired);
    const none = await t
      .http()
      .post('/api/orders/checkout')
      .set(bearer(customer.token))
      .send({ ...details, orderIds: '' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(ORDER_MESSAGES.selectItems);

    // The web's typed client sends a list in a form as `orderIds[0]`, `orderIds[1]` ….
    const bracketed = await t
      .http()
      .post('/api/orders/checkout')
      .set(bearer(customer.token))
      .field({ ...details, 'orderIds[0]': String(c.id), paymentMethod: 'GCASH' })
      .attach('receipt', receiptImage(), 'receipt.png');
    expect(bracketed.status).toBe(200);
    expect(bracketed.body.map((order: { id: number }) => order.id)).toEqual([c.id]);
  });

  it('adds a line with a product and a quantity only; the details and the fee come with checkout', async () => {
    const product = await shop.product(5, 12000);
    const added = await t
      .http()
      .post('/api/orders')
      .set(bearer(customer.token))
      .send({ productId: product.id, quantity: 2, intent: 'cart' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ status: 'cart', quantity: 2, subtotal: 24000, shippingFee: 0, total: 24000 });
    expect(added.body).toMatchObject({ address: '', contact: '', otherInfo: '', customerName: '' });
    // Details sent with a cart line are not kept: they are asked once, at checkout.
    const blank = await t
      .http()
      .post('/api/orders')
      .set(bearer(customer.token))
      .send({ ...DETAILS, address: '  ', productId: product.id, quantity: 1, intent: 'cart' });
    expect(blank.status).toBe(201);
    expect(blank.body).toMatchObject({ address: '', shippingFee: 0 });

    const checkout = (fields: Record<string, unknown>) =>
      t
        .http()
        .post('/api/orders/checkout')
        .set(bearer(customer.token))
        .send({ ...DETAILS, orderIds: String(added.body.id), ...fields });
    const refused: [Record<string, unknown>, string][] = [
      [{ address: undefined }, ORDER_MESSAGES.fillRequired],
      [{ contact: '   ' }, ORDER_MESSAGES.fillRequired],
      [{ otherInfo: '' }, ORDER_MESSAGES.fillRequired],
      [{ customerName: undefined }, ORDER_MESSAGES.fillRequired],
      [{ customerName: 'x'.repeat(101) }, 'At most 100 characters.'],
    ];
    for (const [fields, message] of refused) {
      const response = await checkout(fields);
      expect({ fields, status: response.status, message: response.body.message }).toEqual({
        fields,
        status: 400,
        message,
      });
    }
    expect((await listTab(customer.token, 'cart')).items.map((order) => order.id)).toContain(added.body.id);
    expect(await stockOf(t, product.id)).toBe(5);

    const placed = await checkout({ address: ' 7 Mabini St., Lipa City ' });
    expect(placed.status).toBe(200);
    const fee = shippingFeeFor('7 Mabini St., Lipa City');
    expect(placed.body[0]).toMatchObject({
      ...DETAILS,
      address: '7 Mabini St., Lipa City',
      status: 'pending',
      shippingFee: fee,
      total: orderTotal(12000, 2, fee),
    });
    expect(await stockOf(t, product.id)).toBe(3);
  });

  it('removes a cart line for real', async () => {
    const product = await shop.product(3);
    const line = await placeOrder(t, customer.token, { productId: product.id, intent: 'cart' });
    expect((await t.http().delete(`/api/orders/${line.id}`).set(bearer(customer.token))).status).toBe(204);
    expect((await listTab(customer.token, 'cart')).items.map((order) => order.id)).not.toContain(line.id);
    expect((await adminList('cart')).items.map((order) => order.id)).not.toContain(line.id);
    expect((await t.http().delete(`/api/orders/${line.id}`).set(bearer(customer.token))).status).toBe(404);
  });
});

describe("the checkout's details", () => {
  const lastDetails = async (token: string) => {
    const response = await t.http().get('/api/orders/last-details').set(bearer(token));
    expect(response.status).toBe(200);
    return response.body;
  };

  it("reads the details of the caller's own last placed order, never a cart line's or another's", async () => {
    const [buyer, other] = [await shop.customer(), await shop.customer()];
    const product = await shop.product(10);
    expect(await lastDetails(buyer.token)).toEqual({ details: null });
    const line = await placeOrder(t, buyer.token, { productId: product.id, intent: 'cart' });
    expect(await lastDetails(buyer.token)).toEqual({ details: null });

    await placeOrder(t, buyer.token, { productId: product.id });
    expect(await lastDetails(buyer.token)).toEqual({ details: DETAILS });
    const moved = {
      address: '9 Luna St., Tanauan',
      contact: '09990001111',
      otherInfo: 'Red door',
      customerName: 'Ana',
    };
    const checkout = await t
      .http()
      .post('/api/orders/checkout')
      .set(bearer(buyer.token))
      .send({ ...moved, orderIds: String(line.id) });
    expect(checkout.status).toBe(200);
    expect(await lastDetails(buyer.token)).toEqual({ details: moved });

    expect(await lastDetails(other.token)).toEqual({ details: null });
    expect((await t.http().get('/api/orders/last-details')).status).toBe(401);
  });

  it('saves the details back to the profile through the profile update, which checks them', async () => {
    const buyer = await shop.customer();
    const saved = {
      showedUsername: buyer.username,
      contact: DETAILS.contact,
      address: DETAILS.address,
      otherInfo: DETAILS.otherInfo,
      legitName: DETAILS.customerName,
    };
    const blank = await t
      .http()
      .patch('/api/me')
      .set(bearer(buyer.token))
      .send({ ...saved, address: ' ' });
    expect(blank.status).toBe(400);
    expect((await t.http().get('/api/me').set(bearer(buyer.token))).body.address).toBeNull();

    const response = await t.http().patch('/api/me').set(bearer(buyer.token)).send(saved);
    expect(response.status).toBe(200);
    expect((await t.http().get('/api/me').set(bearer(buyer.token))).body).toMatchObject(saved);
  });
});

describe("another customer's order is 404 everywhere", () => {
  it('for the receipt, cancel, undo, delete, quantity and checkout', async () => {
    const product = await shop.product(10);
    const pending = await placeOrder(
      t,
      customer.token,
      { productId: product.id, paymentMethod: 'GCASH' },
      receiptImage(),
    );
    const cancelled = await orderIn(t, shop, customer, product.id, 'cancelled');
    const line = await placeOrder(t, customer.token, { productId: product.id, intent: 'cart' });
    const stock = await stockOf(t, product.id);
    const as = (token: string) => bearer(token);
    const attempts = [
      t.http().get(`/api/orders/${pending.id}/receipt`).set(as(stranger.token)),
      t
        .http()
        .post(`/api/orders/${pending.id}/cancel`)
        .set(as(stranger.token))
        .send({ reason: 'Others/Change of mind' }),
      t.http().post(`/api/orders/${cancelled.id}/undo-cancel`).set(as(stranger.token)),
      t.http().delete(`/api/orders/${pending.id}`).set(as(stranger.token)),
      t.http().delete(`/api/orders/${line.id}`).set(as(stranger.token)),
      t.http().patch(`/api/orders/${line.id}`).set(as(stranger.token)).send({ quantity: 2 }),
      t
        .http()
        .post('/api/orders/checkout')
        .set(as(stranger.token))
        .send({ ...DETAILS, orderIds: String(line.id) }),
      t.http().get('/api/orders/999999/receipt').set(as(customer.token)),
      t.http().post('/api/orders/abc/cancel').set(as(customer.token)).send({ reason: 'Others/Change of mind' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(ORDER_MESSAGES.orderMissing);
    }
    expect(await stockOf(t, product.id)).toBe(stock);
    expect((await listTab(customer.token, 'pending')).items.map((order) => order.id)).toContain(pending.id);
    expect((await listTab(customer.token, 'cart')).items.find((order) => order.id === line.id)?.quantity).toBe(1);
  });
});

describe('customer lists', () => {
  it('shows each tab its own statuses, newest first, searched by product name ignoring case, paged', async () => {
    const buyer = await shop.customer();
    const tumbler = await shop.product(50, 15000, 'Steel Tumbler Deluxe');
    const frame = await shop.product(50, 15000, 'Photo Frame Classic');
    const made: Record<string, Order> = {};
    for (const status of ['cart', 'pending', 'approved', 'denied', 'delivering', 'received', 'cancelled'] as const) {
      made[status] = await orderIn(t, shop, { ...buyer }, status === 'received' ? frame.id : tumbler.id, status);
    }
    const ids = async (tab: string, extra = '') =>
      (await listTab(buyer.token, tab, extra)).items.map((order) => order.id);
    expect(await ids('cart')).toEqual([made.cart.id]);
    expect(await ids('pending')).toEqual([made.pending.id]);
    expect(await ids('to-ship')).toEqual([made.approved.id]);
    expect(await ids('to-receive')).toEqual([made.delivering.id]);
    expect(await ids('received')).toEqual([made.received.id]);
    expect(await ids('cancelled')).toEqual([made.cancelled.id]);
    expect(await ids('history')).toEqual(
      ['cancelled', 'received', 'delivering', 'denied', 'approved', 'pending'].map((status) => made[status].id),
    );
    expect(await ids('history', '&q=pHoTo%20FRAME')).toEqual([made.received.id]);
    expect(await ids('history', '&q=100%25')).toEqual([]);

    const page = await t.http().get('/api/orders?tab=history&page=2&pageSize=4').set(bearer(buyer.token));
    expect(page.body).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(page.body.items).toHaveLength(2);

    const bad = await t.http().get('/api/orders?tab=everything').set(bearer(buyer.token));
    expect(bad.status).toBe(400);
    expect((await t.http().get('/api/orders?tab=cart')).status).toBe(401);
  });

  it('hides a deleted order from its customer only: status, stock, sales and admin lists unchanged', async () => {
    const buyer = await shop.customer();
    const product = await shop.product(10, 30000);
    const order = await orderIn(t, shop, buyer, product.id, 'received', 3);
    const stock = await stockOf(t, product.id);
    expect((await t.http().delete(`/api/orders/${order.id}`).set(bearer(buyer.token))).status).toBe(204);

    expect((await listTab(buyer.token, 'received')).items).toEqual([]);
    expect((await listTab(buyer.token, 'history')).items).toEqual([]);
    expect((await adminList('received')).items.map((item) => item.id)).toContain(order.id);
    expect(await stockOf(t, product.id)).toBe(stock);
    expect((await t.http().get(`/api/products/${product.id}`)).body.sold).toBe(3);
    const sales = await t.http().get(`/api/products/${product.id}/sales`).set(bearer(shop.admin));
    expect(sales.body.items.map((sale: { orderId: number }) => sale.orderId)).toEqual([order.id]);
  });
});

describe('administrator lists', () => {
  it('pages every order of a status with the customer username, searchable, admin only', async () => {
    const buyer = await shop.customer();
    const product = await shop.product(10, 10000, 'Admin Search Tarpaulin');
    const order = await placeOrder(t, buyer.token, { productId: product.id });
    const list = await adminList('pending', '&q=search%20TARP');
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ id: order.id, username: buyer.username, status: 'pending' });
    const byCode = await adminList('pending', `&q=${order.transactionCode.toLowerCase()}`);
    expect(byCode.items.map((item) => item.id)).toEqual([order.id]);
    expect((await t.http().get('/api/admin/orders?status=pending').set(bearer(buyer.token))).status).toBe(403);
    expect((await t.http().get('/api/admin/orders?status=lost').set(bearer(shop.admin))).status).toBe(400);
    expect((await t.http().post('/api/admin/orders/999999/approve').set(bearer(shop.admin))).status).toBe(404);
  });
});

describe('sales', () => {
  it('pages the sales ten at a time, newest approval first, the sums counting every page', async () => {
    const buyer = await shop.customer();
    const product = await shop.product(50, 1000);
    const approved = [];
    for (let count = 0; count <= PAGE_SIZE; count += 1) {
      approved.push(await orderIn(t, shop, buyer, product.id, 'approved', 1));
    }
    const revenue = approved.reduce((sum, order) => sum + order.total, 0);
    const pageOf = (query: string) => t.http().get(`/api/products/${product.id}/sales${query}`).set(bearer(shop.admin));

    const first = await pageOf('');
    expect(first.body).toMatchObject({
      total: PAGE_SIZE + 1,
      page: 1,
      pageSize: PAGE_SIZE,
      sold: PAGE_SIZE + 1,
      revenue,
    });
    expect(first.body.items.map((sale: { orderId: number }) => sale.orderId)).toEqual(
      approved
        .slice(1)
        .reverse()
        .map((order) => order.id),
    );
    const second = await pageOf('?page=2');
    expect(second.body).toMatchObject({ total: PAGE_SIZE + 1, page: 2, sold: PAGE_SIZE + 1, revenue });
    expect(second.body.items.map((sale: { orderId: number }) => sale.orderId)).toEqual([approved[0].id]);
    expect((await pageOf('?page=3')).body.items).toEqual([]);
    for (const page of ['0', 'x']) expect((await pageOf(`?page=${page}`)).status).toBe(400);
  });

  it('counts accepted orders in sold, the sales endpoint and the PDF, dated when approved', async () => {
    const pdftotext = requireTool('/usr/bin/pdftotext', 'poppler-utils');
    const buyer = await shop.customer();
    const product = await shop.product(30, 12000);
    const approved = await orderIn(t, shop, buyer, product.id, 'approved', 2);
    const delivering = await orderIn(t, shop, buyer, product.id, 'delivering', 3);
    await orderIn(t, shop, buyer, product.id, 'pending', 4);
    await orderIn(t, shop, buyer, product.id, 'denied', 5);
    await orderIn(t, shop, buyer, product.id, 'cancelled', 6);
    await orderIn(t, shop, buyer, product.id, 'cart', 7);

    expect((await t.http().get(`/api/products/${product.id}`)).body.sold).toBe(5);
    const listed = await t.http().get(`/api/products?categoryId=${shop.categoryId}&pageSize=100`);
    expect(listed.body.items.find((item: { id: number }) => item.id === product.id).sold).toBe(5);

    const sales = await t.http().get(`/api/products/${product.id}/sales`).set(bearer(shop.admin));
    expect(sales.status).toBe(200);
    expect(sales.body).toMatchObject({ productId: product.id, sold: 5, revenue: approved.total + delivering.total });
    expect(sales.body.items.map((sale: { orderId: number }) => sale.orderId)).toEqual([delivering.id, approved.id]);
    expect(sales.body.items[0]).toMatchObject({
      transactionCode: delivering.transactionCode,
      quantity: 3,
      unitPrice: 12000,
      status: 'delivering',
      createdAt: delivering.approvedAt,
    });

    const pdf = await t
      .http()
      .get(`/api/reports/products/${product.id}/sales.pdf`)
      .set(bearer(shop.admin))
      .buffer(true);
    expect(pdf.status).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'qmj-sales-')), 'sales.pdf');
    writeFileSync(file, pdf.body);
    const text = run(pdftotext, ['-layout', file, '-']);
    expect(text).toContain(approved.transactionCode);
    expect(text).toContain(delivering.transactionCode);
    expect(text).toContain('Total sold: 5');

    // Undone to pending, it is no longer a sale.
    await mustAdmin(t, shop.admin, approved.id, 'undo');
    expect((await t.http().get(`/api/products/${product.id}`)).body.sold).toBe(3);
  });
});
