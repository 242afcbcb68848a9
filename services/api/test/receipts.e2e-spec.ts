import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type AdminOrder, manilaToday, type Order, type ReceiptReading } from '@qmj/contracts';
import sharp from 'sharp';
import { UnitOfWork } from '../src/database/unit-of-work.js';
import { ReceiptReading as ReceiptReadingRow } from '../src/receipts/receipt-reading.entity.js';
import { ReceiptsService } from '../src/receipts/receipts.service.js';
import { dayFromToday, SERVICE, sendRequest, sendService } from './booking-fixtures.js';
import { bearer } from './catalog-fixtures.js';
import { drawReceipt, EXAMPLE_RECEIPT } from './gcash-receipts.js';
import { type Customer, DETAILS, openShop, placeOrder, type Shop } from './order-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

/** The product's price, centavos; an order's total (with the API's shipping fee) is read from its answer. */
const UNIT_PRICE = 25000;

describe('GCash receipts read and checked (docs/receipts.md)', () => {
  let t: TestApp;
  let shop: Shop;
  let owner: Customer;
  let other: Customer;
  let productId: number;
  let receipts: ReceiptsService;

  beforeAll(async () => {
    // The poller stays off: each test reads the queue itself, as a replica would.
    t = await createTestApp({ RECEIPT_READER: 'false' });
    shop = await openShop(t);
    [owner, other] = [await shop.customer(), await shop.customer()];
    productId = (await shop.product(100, UNIT_PRICE)).id;
    receipts = t.app.get(ReceiptsService);
  });

  afterAll(async () => {
    await t?.close();
  });

  /** A receipt of `amount` paid today to the demo GCash number, with its own reference. */
  const receiptFor = (amount: number, referenceNumber: string) =>
    drawReceipt({ ...EXAMPLE_RECEIPT, amount, referenceNumber, paidAt: `${manilaToday()}T00:00:00+08:00` });

  const gcashOrder = (receipt: Buffer, customer = owner) =>
    placeOrder(t, customer.token, { productId, paymentMethod: 'GCASH' }, receipt);

  const adminOrder = async (id: number): Promise<AdminOrder> => {
    const response = await t.http().get('/api/admin/orders?status=pending&pageSize=100').set(bearer(shop.admin));
    return (response.body.items as AdminOrder[]).find((order) => order.id === id) as AdminOrder;
  };

  const rows = () => t.app.get(UnitOfWork).manager.find(ReceiptReadingRow, { order: { id: 'ASC' } });

  it('queues a reading with the GCash order that stores the receipt, none with a COD order', async () => {
    const before = (await rows()).length;
    const cod = await placeOrder(t, owner.token, { productId, paymentMethod: 'COD' });
    expect(cod.receipt).toBeNull();
    const order = await gcashOrder(await receiptFor(1000, '1000000000001'));
    expect(order.receipt).toMatchObject({ state: 'queued', badge: 'unread', amount: null, checks: null });
    const queued = await rows();
    expect(queued).toHaveLength(before + 1);
    expect(queued.at(-1)).toMatchObject({
      purpose: 'order',
      due: order.total,
      paysFor: `order ${order.transactionCode}`,
    });
  });

  it('reads each queued receipt once when two replicas race, and a correct receipt is verified', async () => {
    const first = await gcashOrder(await receiptFor(100, '2000000000002'));
    // The total is the API's (price and shipping): a receipt for exactly that amount.
    const correct = await gcashOrder(await receiptFor(first.total, '1234567890123'));
    const read = await Promise.all([receipts.readQueued('replica-a'), receipts.readQueued('replica-b')]);
    const all = await rows();
    expect(read[0] + read[1]).toBe(3);
    expect(all.every((row) => row.attempts === 1 && row.state !== 'queued' && row.state !== 'reading')).toBe(true);
    const reading = (await adminOrder(correct.id)).receipt as ReceiptReading;
    expect(reading).toMatchObject({ state: 'read', amount: correct.total, referenceNumber: '1234567890123' });
    expect(reading.checks).toMatchObject({
      amount: { verdict: 'pass', read: correct.total, expected: correct.total },
      recipient: { verdict: 'pass', read: '0917***4567' },
      date: { verdict: 'pass' },
      reference: { verdict: 'pass' },
      picture: { verdict: 'pass' },
    });
    expect(reading.badge).toBe('verified');
    // The owner sees the same reading on their own order.
    const own = await t.http().get(`/api/orders/${correct.id}`).set(bearer(owner.token));
    expect(own.body.receipt.badge).toBe('verified');
  });

  it('flags a receipt sent again for a second order, naming the first, and filters the list by badge', async () => {
    const receipt = await receiptFor(UNIT_PRICE, '5555444433332');
    const firstOrder = await gcashOrder(receipt);
    // Re-compressed as a JPEG: the same picture to the hash.
    const again = await gcashOrder(await sharp(receipt).jpeg({ quality: 70 }).toBuffer(), other);
    await receipts.readQueued();
    const second = (await adminOrder(again.id)).receipt as ReceiptReading;
    expect(second.checks?.reference).toMatchObject({ verdict: 'fail', earlier: `order ${firstOrder.transactionCode}` });
    expect(second.checks?.picture).toMatchObject({ verdict: 'fail', earlier: `order ${firstOrder.transactionCode}` });
    expect(second.badge).toBe('suspicious');
    expect((await adminOrder(firstOrder.id)).receipt?.checks?.reference.verdict).toBe('pass');
    // The customer who sent it again sees the verdict, but not whose order had it first.
    const theirs = (await t.http().get(`/api/orders/${again.id}`).set(bearer(other.token))).body.receipt;
    expect(theirs.checks.reference).toMatchObject({ verdict: 'fail', earlier: null });
    expect(theirs.checks.picture).toMatchObject({ verdict: 'fail', earlier: null });
    const previewed = await t
      .http()
      .post('/api/receipts/preview')
      .set(bearer(other.token))
      .field('productId', productId)
      .field('quantity', 1)
      .field('address', DETAILS.address)
      .attach('receipt', receipt, 'receipt.png');
    expect(previewed.body.checks.reference).toMatchObject({ verdict: 'fail', earlier: null });

    const suspicious = await t
      .http()
      .get('/api/admin/orders?status=pending&receipt=suspicious')
      .set(bearer(shop.admin));
    expect(suspicious.status).toBe(200);
    const ids = (suspicious.body.items as Order[]).map((order) => order.id);
    expect(ids).toContain(again.id);
    expect(ids).not.toContain(firstOrder.id);
    expect(suspicious.body.total).toBe(ids.length);
  });

  it('warns when the receipt is for less than what is due', async () => {
    const short = await gcashOrder(await receiptFor(UNIT_PRICE - 5000, '7777000011112'));
    await receipts.readQueued();
    const reading = (await adminOrder(short.id)).receipt as ReceiptReading;
    expect(reading.checks?.amount).toEqual({
      verdict: 'warn',
      read: UNIT_PRICE - 5000,
      expected: short.total,
      earlier: null,
    });
    expect(reading.badge).toBe('needs-look');
  });

  it('takes again a claim whose replica died once its lease lapsed', async () => {
    const order = await gcashOrder(await receiptFor(UNIT_PRICE, '8888000011113'));
    const unitOfWork = t.app.get(UnitOfWork);
    const row = (await rows()).at(-1) as ReceiptReadingRow;
    await unitOfWork.transaction((manager) =>
      manager.update(
        ReceiptReadingRow,
        { id: row.id },
        { state: 'reading', claimedBy: 'dead', claimedUntil: new Date(Date.now() + 60_000) },
      ),
    );
    expect(await receipts.readQueued()).toBe(0);
    await unitOfWork.transaction((manager) =>
      manager.update(ReceiptReadingRow, { id: row.id }, { claimedUntil: new Date(Date.now() - 1) }),
    );
    expect(await receipts.readQueued()).toBe(1);
    expect((await adminOrder(order.id)).receipt?.state).toBe('read');
  });

  it("queues one reading for a checkout's orders and one for a booking's down payment", async () => {
    const lines = [
      await placeOrder(t, owner.token, { productId, intent: 'cart' }),
      await placeOrder(t, owner.token, { productId, intent: 'cart', quantity: 2 }),
    ];
    let checkout = t.http().post('/api/orders/checkout').set(bearer(owner.token));
    for (const [name, value] of Object.entries({
      ...DETAILS,
      orderIds: lines.map((line) => line.id).join(','),
      paymentMethod: 'GCASH',
    }))
      checkout = checkout.field(name, value);
    const placed = (await checkout.attach('receipt', await receiptFor(1, '9999000011114'), 'receipt.png'))
      .body as Order[];
    expect(placed).toHaveLength(2);
    const orderRow = (await rows()).at(-1) as ReceiptReadingRow;
    expect(orderRow.due).toBe(placed[0].total + placed[1].total);
    expect(orderRow.paysFor).toBe(`orders ${placed.map((order) => order.transactionCode).join(', ')}`);

    const service = (await sendService(t, shop.admin, { ...SERVICE, lowPricing: 1000000, addOns: [] })).body;
    const response = await sendRequest(t, owner.token, { serviceId: service.id, startDate: dayFromToday(40) });
    expect(response.status).toBe(201);
    const bookingRow = (await rows()).at(-1) as ReceiptReadingRow;
    expect(bookingRow).toMatchObject({
      purpose: 'booking',
      due: response.body.downPayment,
      paysFor: `booking #${response.body.id}`,
    });
    expect(response.body.receipt).toMatchObject({ state: 'queued', badge: 'unread' });
  });

  it('previews a receipt for the customer against what the server says is due', async () => {
    const response = await t
      .http()
      .post('/api/receipts/preview')
      .set(bearer(owner.token))
      .field('productId', productId)
      .field('quantity', 1)
      .field('address', DETAILS.address)
      .attach('receipt', await receiptFor(UNIT_PRICE - 100, '4444000011115'), 'receipt.png');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ state: 'read', amount: UNIT_PRICE - 100, referenceNumber: '4444000011115' });
    expect(response.body.checks.amount.verdict).toBe('warn');
    expect(response.body.checks.amount.expected).toBeGreaterThanOrEqual(UNIT_PRICE);
  });

  it('refuses a preview without an image or without what it pays for, and hides another customer’s reading', async () => {
    const noImage = await t.http().post('/api/receipts/preview').set(bearer(owner.token)).field('productId', productId);
    expect(noImage.status).toBe(400);
    const forNothing = await t
      .http()
      .post('/api/receipts/preview')
      .set(bearer(owner.token))
      .attach('receipt', await receiptFor(100, '1'), 'receipt.png');
    expect(forNothing.status).toBe(400);
    const othersCart = await t
      .http()
      .post('/api/receipts/preview')
      .set(bearer(other.token))
      .field('orderIds', String((await placeOrder(t, owner.token, { productId, intent: 'cart' })).id))
      .attach('receipt', await receiptFor(100, '1'), 'receipt.png');
    expect(othersCart.status).toBe(404);
    const order = await gcashOrder(await receiptFor(UNIT_PRICE, '3333000011116'));
    expect((await t.http().get(`/api/orders/${order.id}`).set(bearer(other.token))).status).toBe(404);
  });

  it('refuses an unknown badge in the filter', async () => {
    const response = await t.http().get('/api/admin/orders?status=pending&receipt=fine').set(bearer(shop.admin));
    expect(response.status).toBe(400);
  });
});
