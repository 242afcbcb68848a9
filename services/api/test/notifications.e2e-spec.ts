import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  NOTIFICATION_MAIL_SUBJECTS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TEXTS,
  type Notification,
  ORDER_MESSAGES,
} from '@qmj/contracts';
import {
  adminAction,
  bearer,
  type Customer,
  DETAILS,
  mustAdmin,
  orderIn,
  placeOrder,
  type Shop,
  startShop,
} from './order-fixtures.js';
import { decodeQuotedPrintable, type TestApp } from './test-app.js';

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

const notices = async (token: string): Promise<Notification[]> => {
  const response = await t.http().get('/api/notifications').set(bearer(token));
  expect(response.status).toBe(200);
  return response.body;
};

describe('notifications', () => {
  it('notifies the customer of an approval and a denial, newest first, and nothing else', async () => {
    const product = await shop.product(10, 20000);
    const first = await placeOrder(t, customer.token, { productId: product.id, quantity: 2 });
    const second = await placeOrder(t, customer.token, { productId: product.id });
    await mustAdmin(t, shop.admin, first.id, 'approve');
    await mustAdmin(t, shop.admin, second.id, 'deny');
    // Undoing a step notifies nobody.
    await mustAdmin(t, shop.admin, second.id, 'undo');

    const list = await notices(customer.token);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      kind: 'denied',
      message: NOTIFICATION_TEXTS.denied(DETAILS.customerName, product.name),
      orderId: second.id,
      productName: product.name,
      quantity: 1,
      total: second.total,
      read: false,
    });
    expect(list[1]).toMatchObject({
      kind: 'approved',
      message: NOTIFICATION_TEXTS.approved(DETAILS.customerName, product.name),
      orderId: first.id,
      quantity: 2,
      total: first.total,
    });
    expect(list[1].imageUrl).toMatch(/^\/api\/media\//);
    expect(await notices(stranger.token)).toEqual([]);
    expect((await t.http().get('/api/notifications')).status).toBe(401);
  });

  it('notifies the customer when the order is on its way and when it is received, with a mail each', async () => {
    const buyer = await shop.customer();
    const profile = await t.http().patch('/api/me').set(bearer(buyer.token)).send({
      showedUsername: 'Lea',
      contact: '09170000001',
      address: 'Lipa',
      otherInfo: 'Green gate',
      legitName: 'Lea Cruz',
      email: 'lea@example.com',
    });
    expect(profile.status).toBe(200);
    const product = await shop.product(5, 30000);
    const order = await orderIn(t, shop, buyer, product.id, 'approved');
    const before = t.outbox().length;

    await mustAdmin(t, shop.admin, order.id, 'deliver');
    const [shipped] = await notices(buyer.token);
    expect(shipped).toMatchObject({
      kind: 'shipped',
      message: NOTIFICATION_TEXTS.shipped(DETAILS.customerName, product.name),
      orderId: order.id,
      bookingId: null,
      read: false,
    });

    await mustAdmin(t, shop.admin, order.id, 'delivered');
    const [received, second] = await notices(buyer.token);
    expect(received).toMatchObject({
      kind: 'received',
      message: NOTIFICATION_TEXTS.received(DETAILS.customerName, product.name),
      orderId: order.id,
    });
    expect(second.id).toBe(shipped.id);

    const mails = t.outbox().slice(before).map(decodeQuotedPrintable);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toContain(`Subject: ${NOTIFICATION_MAIL_SUBJECTS.shipped}`);
    expect(mails[1]).toContain(`Subject: ${NOTIFICATION_MAIL_SUBJECTS.received}`);
    expect(mails[1]).toContain(order.transactionCode);

    // The notice opens its order: the owner reads it, anyone else gets 404.
    const opened = await t.http().get(`/api/orders/${order.id}`).set(bearer(buyer.token));
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ id: order.id, status: 'received' });
    const foreign = await t.http().get(`/api/orders/${order.id}`).set(bearer(stranger.token));
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(ORDER_MESSAGES.orderMissing);
  });

  it('writes no notice when a step is refused, nor when it is undone', async () => {
    const buyer = await shop.customer();
    const product = await shop.product(5);
    const order = await orderIn(t, shop, buyer, product.id, 'delivering');
    const count = (await notices(buyer.token)).length;
    expect((await adminAction(t, shop.admin, order.id, 'deliver')).status).toBe(409);
    await mustAdmin(t, shop.admin, order.id, 'undo');
    expect(await notices(buyer.token)).toHaveLength(count);
  });

  it('marks one notice read without the others, and all of them with "Mark all as read"', async () => {
    const buyer = await shop.customer();
    const product = await shop.product(5);
    const order = await orderIn(t, shop, buyer, product.id, 'approved');
    await mustAdmin(t, shop.admin, order.id, 'deliver');
    const [shipped, approved] = await notices(buyer.token);

    const read = await t.http().post(`/api/notifications/${shipped.id}/read`).set(bearer(buyer.token));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: shipped.id, read: true });
    expect((await notices(buyer.token)).map((item) => [item.id, item.read])).toEqual([
      [shipped.id, true],
      [approved.id, false],
    ]);

    // Another customer's "Mark all as read" leaves these alone.
    expect((await t.http().post('/api/notifications/read').set(bearer(stranger.token))).status).toBe(200);
    expect((await notices(buyer.token))[1].read).toBe(false);

    const all = await t.http().post('/api/notifications/read').set(bearer(buyer.token));
    expect(all.status).toBe(200);
    expect(all.body.map((item: Notification) => item.read)).toEqual([true, true]);
    expect((await notices(buyer.token)).every((item) => item.read)).toBe(true);
  });

  it('writes no notice when the decision is refused', async () => {
    const buyer = await shop.customer();
    const product = await shop.product(5);
    const order = await orderIn(t, shop, buyer, product.id, 'cancelled');
    expect((await adminAction(t, shop.admin, order.id, 'approve')).status).toBe(409);
    expect((await adminAction(t, shop.admin, order.id, 'deny')).status).toBe(409);
    expect(await notices(buyer.token)).toEqual([]);
  });

  it('e-mails the decision when the profile has an e-mail address', async () => {
    const buyer = await shop.customer();
    const profile = await t.http().patch('/api/me').set(bearer(buyer.token)).send({
      showedUsername: 'Jo',
      contact: '09170000000',
      address: 'Tanauan',
      otherInfo: 'Blue gate',
      legitName: 'Jo Reyes',
      email: 'jo@example.com',
    });
    expect(profile.status).toBe(200);
    const product = await shop.product(5);
    const before = t.outbox().length;
    const order = await placeOrder(t, buyer.token, { productId: product.id });
    await mustAdmin(t, shop.admin, order.id, 'approve');
    const mails = t.outbox().slice(before).map(decodeQuotedPrintable);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: jo@example.com');
    expect(mails[0]).toContain(`Subject: ${NOTIFICATION_MAIL_SUBJECTS.approved}`);
    expect(mails[0]).toContain(order.transactionCode);

    // Without an e-mail address only the in-app notice is made.
    const noMail = t.outbox().length;
    const other = await placeOrder(t, customer.token, { productId: product.id });
    await mustAdmin(t, shop.admin, other.id, 'deny');
    expect(t.outbox().length).toBe(noMail);
  });

  it('marks read and deletes the customer own notices only (another is 404)', async () => {
    const buyer = await shop.customer();
    const product = await shop.product(5);
    const order = await placeOrder(t, buyer.token, { productId: product.id });
    await mustAdmin(t, shop.admin, order.id, 'approve');
    const [notice] = await notices(buyer.token);

    const foreign = [
      t.http().post(`/api/notifications/${notice.id}/read`).set(bearer(stranger.token)),
      t.http().delete(`/api/notifications/${notice.id}`).set(bearer(stranger.token)),
      t.http().delete('/api/notifications/999999').set(bearer(buyer.token)),
      t.http().delete('/api/notifications/abc').set(bearer(buyer.token)),
    ];
    for (const response of await Promise.all(foreign)) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(NOTIFICATION_MESSAGES.notFound);
    }
    expect((await notices(buyer.token))[0].read).toBe(false);

    const read = await t.http().post(`/api/notifications/${notice.id}/read`).set(bearer(buyer.token));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: notice.id, read: true });
    expect((await notices(buyer.token))[0].read).toBe(true);

    expect((await t.http().delete(`/api/notifications/${notice.id}`).set(bearer(buyer.token))).status).toBe(204);
    expect(await notices(buyer.token)).toEqual([]);
    expect((await t.http().delete(`/api/notifications/${notice.id}`).set(bearer(buyer.token))).status).toBe(404);
    // The order itself is untouched.
    const approved = await t.http().get('/api/orders?tab=to-ship').set(bearer(buyer.token));
    expect(approved.body.items.map((item: { id: number }) => item.id)).toEqual([order.id]);
  });
});
