// Every input that passes validation fits its column, on SQLite and on MariaDB (npm run test:mysql):
// each limit at its maximum is stored, one more is a 400 with its message, never a 500
// (docs/security.md, Inputs).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  AUTH_MESSAGES,
  BOOKING_MESSAGES,
  CATALOG_MESSAGES,
  manilaToday,
  NUMBER_RANGE,
  ORDER_MESSAGES,
  type Order,
  orderTotal,
  PASSWORD_MAX,
  SETTINGS_MESSAGES,
  shippingFeeFor,
  TEXT_MAX,
  tooLongMessage,
  USERNAME_MAX,
} from '@qmj/contracts';
import { DataSource } from 'typeorm';
import { createCategory, sendProduct } from './catalog-fixtures.js';
import { bearer, type Customer, DETAILS, mustAdmin, placeOrder, type Shop, startShop } from './order-fixtures.js';
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
afterAll(async () => {
  await t?.close();
});

const badRequest = (message: string) => ({ statusCode: 400, message, error: 'Bad Request' });

/** An e-mail address of exactly `length` characters. */
const emailOf = (length: number) => `${'a'.repeat(64)}@${'b'.repeat(length - 64 - 5)}.com`;

describe('text limits', () => {
  it('subscribes an address of 254 characters and refuses 255 and 412 with a 400', async () => {
    const longest = emailOf(TEXT_MAX.email);
    expect(longest).toHaveLength(254);
    expect((await t.http().post('/api/newsletter').send({ email: longest })).status).toBe(201);
    for (const email of [emailOf(TEXT_MAX.email + 1), emailOf(412)]) {
      const response = await t.http().post('/api/newsletter').send({ email });
      expect(response.body).toEqual(badRequest(AUTH_MESSAGES.emailInvalid));
    }
  });

  it('keeps a 60-character category whose key doubles when lower-cased, and refuses 61 characters', async () => {
    const name = 'İ'.repeat(TEXT_MAX.categoryName);
    const added = await createCategory(t, shop.admin, name);
    expect(added.name).toBe(name);
    const duplicate = await t.http().post('/api/categories').set(bearer(shop.admin)).send({ name });
    expect(duplicate.status).toBe(409);
    const tooLong = await t
      .http()
      .post('/api/categories')
      .set(bearer(shop.admin))
      .send({ name: 'x'.repeat(TEXT_MAX.categoryName + 1) });
    expect(tooLong.body).toEqual(badRequest(tooLongMessage(TEXT_MAX.categoryName)));
  });

  it('stores a product name of 120 characters and refuses 121', async () => {
    const fields = { categoryId: shop.categoryId, sizeId: shop.sizeId, description: 'Long', stock: 1, unitPrice: 100 };
    const longest = 'ñ'.repeat(TEXT_MAX.productName);
    const made = await sendProduct(t, shop.admin, { ...fields, name: longest });
    expect(made.status).toBe(201);
    expect((await t.http().get(`/api/products/${made.body.id}`)).body.name).toBe(longest);
    const tooLong = await sendProduct(t, shop.admin, { ...fields, name: `${longest}ñ` });
    expect(tooLong.body).toEqual(badRequest(tooLongMessage(TEXT_MAX.productName)));
  });

  it('stores the longest order details and refuses one character more', async () => {
    const product = await shop.product(10);
    const longest = {
      address: 'a'.repeat(TEXT_MAX.address),
      contact: '0'.repeat(TEXT_MAX.contact),
      otherInfo: 'o'.repeat(TEXT_MAX.otherInfo),
      customerName: 'n'.repeat(TEXT_MAX.fullName),
    };
    const order = await placeOrder(t, customer.token, { productId: product.id, ...longest });
    expect(order).toMatchObject(longest);
    for (const [field, value] of Object.entries(longest)) {
      const response = await t
        .http()
        .post('/api/orders')
        .set(bearer(customer.token))
        .send({ ...DETAILS, productId: product.id, quantity: 1, [field]: `${value}x` });
      expect({ field, body: response.body }).toEqual({ field, body: badRequest(tooLongMessage(value.length)) });
    }
  });

  it('refuses each request string one past the bound the API description gives it, with its message', async () => {
    const strongPassword = 'Guess4Long2026';
    const cases: [string, () => Promise<{ body: unknown }>, string][] = [
      [
        'a username at sign-in',
        () =>
          t
            .http()
            .post('/api/auth/login')
            .send({ username: 'u'.repeat(USERNAME_MAX + 1), password: 'x' }),
        AUTH_MESSAGES.usernameTooLong,
      ],
      [
        'a password confirmation',
        () =>
          t
            .http()
            .post('/api/auth/register')
            .send({ username: 'bounded', password: strongPassword, confirmPassword: 'x'.repeat(PASSWORD_MAX + 1) }),
        AUTH_MESSAGES.passwordTooLong,
      ],
      [
        'a reset token',
        () =>
          t
            .http()
            .post('/api/auth/reset-password')
            .send({
              token: 't'.repeat(TEXT_MAX.resetToken + 1),
              password: strongPassword,
              confirmPassword: strongPassword,
            }),
        AUTH_MESSAGES.resetTokenInvalid,
      ],
      [
        'an address for a reset link',
        () =>
          t
            .http()
            .post('/api/auth/forgot-password')
            .send({ email: emailOf(TEXT_MAX.email + 1) }),
        AUTH_MESSAGES.emailInvalid,
      ],
      [
        'a GCash number',
        () =>
          t
            .http()
            .put('/api/settings/payment')
            .set(bearer(shop.admin))
            .send({ gcashNumber: `0917 123 4567${' '.repeat(8)}` }),
        SETTINGS_MESSAGES.gcashNumber,
      ],
      [
        'a calendar day',
        () =>
          t
            .http()
            .get('/api/availability/day')
            .query({ date: `${manilaToday()}${'0'.repeat(100)}` }),
        BOOKING_MESSAGES.dateInvalid,
      ],
    ];
    for (const [field, send, message] of cases) {
      const response = await send();
      expect({ field, body: response.body }).toEqual({ field, body: badRequest(message) });
    }
  });

  it('has every column of the entities in the database, of the same size on MariaDB', async () => {
    const dataSource = t.app.get(DataSource);
    // SQLite checks no VARCHAR length and its INTEGER is 64-bit: the sizes matter on MySQL/MariaDB.
    const mysql = dataSource.options.type !== 'better-sqlite3';
    for (const entity of dataSource.entityMetadatas) {
      const rows: { name: string; type: string; length: number | string | null }[] = mysql
        ? await dataSource.query(
            `SELECT COLUMN_NAME AS name, DATA_TYPE AS type, CHARACTER_MAXIMUM_LENGTH AS length
             FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ?`,
            [entity.tableName],
          )
        : await dataSource.query(`SELECT name, type, NULL AS length FROM pragma_table_info(?)`, [entity.tableName]);
      const stored = new Map(rows.map((row) => [row.name, row]));
      for (const column of entity.columns) {
        const found = stored.get(column.databaseName);
        const where = `${entity.tableName}.${column.databaseName}`;
        expect({ where, found: found !== undefined }).toEqual({ where, found: true });
        if (!mysql) continue;
        if (column.type === 'varchar') {
          expect({ where, length: Number(found?.length) }).toEqual({ where, length: Number(column.length) });
        }
        if (column.type === 'bigint') expect({ where, type: found?.type }).toEqual({ where, type: 'bigint' });
      }
    }
  });
});

describe('number ranges', () => {
  it('stores an order of the dearest product at the largest quantity and reads its total back exactly', async () => {
    const unitPrice = NUMBER_RANGE.unitPrice.max;
    const quantity = NUMBER_RANGE.quantity.max;
    const product = await shop.product(quantity, unitPrice);
    const order = await placeOrder(t, customer.token, { productId: product.id, quantity });
    const total = orderTotal(unitPrice, quantity, shippingFeeFor(DETAILS.address));
    expect(total).toBeGreaterThan(2 ** 31);
    expect(order).toMatchObject({ unitPrice, quantity, subtotal: unitPrice * quantity, total });

    const approved = await mustAdmin(t, shop.admin, order.id, 'approve');
    expect(approved.total).toBe(total);
    const notices = await t.http().get('/api/notifications').set(bearer(customer.token));
    expect(notices.body.find((notice: { orderId: number }) => notice.orderId === order.id)?.total).toBe(total);
    const sales = await t.http().get(`/api/products/${product.id}/sales`).set(bearer(shop.admin));
    expect(sales.body).toMatchObject({ sold: quantity, revenue: total });
    const year = manilaToday().slice(0, 4);
    const byCategory = await t
      .http()
      .get('/api/admin/dashboard/sales-by-category')
      .query({ year })
      .set(bearer(shop.admin));
    const mine = byCategory.body.items.find((item: { categoryId: number }) => item.categoryId === shop.categoryId);
    expect(mine.total).toBeGreaterThanOrEqual(total);
    expect(Number.isSafeInteger(mine.total)).toBe(true);
  });

  it('refuses a unit price or a quantity one past its range', async () => {
    const fields = { categoryId: shop.categoryId, sizeId: shop.sizeId, name: 'Dear', description: 'Dear', stock: 1 };
    const dear = await sendProduct(t, shop.admin, { ...fields, unitPrice: NUMBER_RANGE.unitPrice.max + 1 });
    expect(dear.body).toEqual(badRequest(CATALOG_MESSAGES.wholeNumber));
    const product = await shop.product(5);
    const many = await t
      .http()
      .post('/api/orders')
      .set(bearer(customer.token))
      .send({ ...DETAILS, productId: product.id, quantity: NUMBER_RANGE.quantity.max + 1 });
    expect(many.body).toEqual(badRequest(ORDER_MESSAGES.maxStock));
  });

  it('refuses a boolean, null or another spelling where a JSON body wants a number, changing nothing', async () => {
    const product = await shop.product(5);
    const line: Order = await placeOrder(t, customer.token, { productId: product.id, intent: 'cart' });
    for (const quantity of [true, false, null, '', '1e3', '0x10', [2]]) {
      const placed = await t
        .http()
        .post('/api/orders')
        .set(bearer(customer.token))
        .send({ ...DETAILS, productId: product.id, quantity });
      expect({ quantity, body: placed.body }).toEqual({ quantity, body: badRequest(ORDER_MESSAGES.quantityInvalid) });
      const changed = await t.http().patch(`/api/orders/${line.id}`).set(bearer(customer.token)).send({ quantity });
      expect({ quantity, body: changed.body }).toEqual({ quantity, body: badRequest(ORDER_MESSAGES.quantityInvalid) });
    }
    const byProduct = await t
      .http()
      .post('/api/orders')
      .set(bearer(customer.token))
      .send({ ...DETAILS, productId: true, quantity: 1 });
    expect(byProduct.body).toEqual(badRequest('Please choose a product.'));
    expect((await t.http().get(`/api/products/${product.id}`)).body.stock).toBe(5);
    const cart = await t.http().get('/api/orders?tab=cart&pageSize=100').set(bearer(customer.token));
    expect(cart.body.items.find((order: Order) => order.id === line.id)?.quantity).toBe(1);
  });

  it('still reads the numbers of a multipart form from their digits', async () => {
    const product = await shop.product(5);
    const response = await t
      .http()
      .post('/api/orders')
      .set(bearer(customer.token))
      .field('productId', String(product.id))
      .field('quantity', '2')
      .field('intent', 'cart');
    expect(response.status).toBe(201);
    expect(response.body.quantity).toBe(2);
  });
});
