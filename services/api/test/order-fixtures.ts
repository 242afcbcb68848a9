// Shared by the order, review and notification specs: a shop with products of known stock, customers,
// and orders brought into any status through the API itself.
import { expect } from '@jest/globals';
import type { Order, OrderStatus } from '@qmj/contracts';
import { adminToken, bearer, createCategory, createProduct, pngImage } from './catalog-fixtures.js';
import { createTestApp, registerUser, type TestApp, uniqueName } from './test-app.js';

export const DETAILS = {
  address: '123 Rizal St., Lipa City, Batangas',
  contact: '09171234567',
  otherInfo: 'Near the church',
  customerName: 'Maria Santos',
} as const;

export interface Customer {
  token: string;
  id: number;
  username: string;
}

export interface Shop {
  admin: string;
  categoryId: number;
  sizeId: number;
  /** A new product with this stock and unit price (centavos). */
  product: (stock: number, unitPrice?: number, name?: string) => Promise<{ id: number; name: string }>;
  customer: () => Promise<Customer>;
}

export async function openShop(t: TestApp): Promise<Shop> {
  const admin = await adminToken(t);
  const category = await createCategory(t, admin, uniqueName('Mugs'));
  const sizes = (await t.http().get('/api/sizes')).body as { id: number }[];
  return {
    admin,
    categoryId: category.id,
    sizeId: sizes[0].id,
    product: async (stock, unitPrice = 25000, name = uniqueName('Magic Mug ')) =>
      createProduct(t, admin, {
        categoryId: category.id,
        sizeId: sizes[0].id,
        name,
        description: 'A mug for the tests',
        stock,
        unitPrice,
      }),
    customer: async () => {
      const user = await registerUser(t);
      return { token: user.token, id: user.id, username: user.username };
    },
  };
}

/**
 * The set-up of the order specs: a fresh app, its shop open and `customers` new customers. If a
 * step fails, the app is closed before the error goes on.
 */
export async function startShop(customers = 1): Promise<{ t: TestApp; shop: Shop; customers: Customer[] }> {
  const t = await createTestApp();
  try {
    const shop = await openShop(t);
    const made: Customer[] = [];
    for (let i = 0; i < customers; i += 1) made.push(await shop.customer());
    return { t, shop, customers: made };
  } catch (error) {
    await t.close();
    throw error;
  }
}

export interface OrderFields {
  productId: number;
  quantity?: number;
  intent?: 'cart' | 'order';
  paymentMethod?: 'COD' | 'GCASH';
  [extra: string]: unknown;
}

/** POST /api/orders as JSON, or as multipart when a receipt is attached. */
export function sendOrder(t: TestApp, token: string, fields: OrderFields, receipt?: Buffer) {
  const body: Record<string, unknown> = { ...DETAILS, quantity: 1, ...fields };
  const request = t.http().post('/api/orders').set(bearer(token));
  if (!receipt) return request.send(body);
  let multipart = request;
  for (const [name, value] of Object.entries(body)) multipart = multipart.field(name, String(value));
  return multipart.attach('receipt', receipt, 'receipt.png');
}

export async function placeOrder(t: TestApp, token: string, fields: OrderFields, receipt?: Buffer): Promise<Order> {
  const response = await sendOrder(t, token, fields, receipt);
  if (response.status !== 201) throw new Error(`order failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function stockOf(t: TestApp, productId: number): Promise<number> {
  const response = await t.http().get(`/api/products/${productId}`);
  expect(response.status).toBe(200);
  return response.body.stock;
}

export type AdminAction = 'approve' | 'deny' | 'undo' | 'deliver' | 'delivered';

export function adminAction(t: TestApp, token: string, orderId: number, action: AdminAction, body: object = {}) {
  return t.http().post(`/api/admin/orders/${orderId}/${action}`).set(bearer(token)).send(body);
}

export async function mustAdmin(t: TestApp, token: string, orderId: number, action: AdminAction, body: object = {}) {
  const response = await adminAction(t, token, orderId, action, body);
  if (response.status !== 200) {
    throw new Error(`${action} failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body as Order & { username: string };
}

export async function statusOf(t: TestApp, admin: string, orderId: number, status: OrderStatus): Promise<boolean> {
  const response = await t.http().get(`/api/admin/orders?status=${status}&pageSize=100`).set(bearer(admin));
  return (response.body.items as Order[]).some((order) => order.id === orderId);
}

/** The path of each admin status to walk an order there from pending. */
const PATHS: Record<Exclude<OrderStatus, 'cart' | 'pending' | 'cancelled'>, AdminAction[]> = {
  approved: ['approve'],
  denied: ['deny'],
  delivering: ['approve', 'deliver'],
  received: ['approve', 'deliver', 'delivered'],
};

/** A new order of `productId` (quantity 1 unless told) brought to `status` through the API. */
export async function orderIn(
  t: TestApp,
  shop: Shop,
  customer: Customer,
  productId: number,
  status: OrderStatus,
  quantity = 1,
): Promise<Order> {
  const order = await placeOrder(t, customer.token, {
    productId,
    quantity,
    intent: status === 'cart' ? 'cart' : 'order',
  });
  if (status === 'cart' || status === 'pending') return order;
  if (status === 'cancelled') {
    const response = await t
      .http()
      .post(`/api/orders/${order.id}/cancel`)
      .set(bearer(customer.token))
      .send({ reason: 'Others/Change of mind' });
    if (response.status !== 200) throw new Error(`cancel failed: ${response.status}`);
    return response.body;
  }
  let last: Order = order;
  for (const action of PATHS[status]) last = await mustAdmin(t, shop.admin, order.id, action);
  return last;
}

export const receiptImage = () => pngImage(30, 12);
export { bearer };
