// One example request per route of the contract, the authorization matrix's inputs: valid-shaped,
// naming real records (made fresh for each call, so a call that changes its record leaves the next
// one a good record). A route without a recipe fails the matrix (docs/security.md).
import {
  CANCELLATION_REASONS,
  CUSTOMER_ORDER_TABS,
  DEMO_GCASH_NUMBER,
  manilaToday,
  type Order,
  type OrderStatus,
} from '@qmj/contracts';
import { dayFromToday, REQUEST } from './booking-fixtures.js';
import { bearer, pngImage } from './catalog-fixtures.js';
import type { ContractRoute, RouteName } from './contract-routes.js';
import { publishRelease, releaseBody } from './module-release-fixtures.js';
import { type Customer, DETAILS, orderIn, placeOrder, receiptImage, type Shop } from './order-fixtures.js';
import { GOOD_PASSWORD, type TestApp, uniqueName } from './test-app.js';

/** A request of one route: path parameters, query, and a JSON body or multipart fields and files. */
export interface RouteCall {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: object;
  form?: Record<string, string | number>;
  files?: Record<string, Buffer | Buffer[]>;
}

/** The records the recipes name: the owner's are customer A's, which customer B must not reach. */
export interface World {
  t: TestApp;
  shop: Shop;
  owner: Customer;
  other: Customer;
  productId: number;
  mediaKey: string;
  serviceId: number;
  /** A new order of the owner, brought to `status` (a cart line for `cart`). */
  order: (status: OrderStatus, options?: { receipt?: boolean }) => Promise<Order>;
  /** A new unread notice of the owner. */
  notification: () => Promise<number>;
  /** A new booking of the owner, brought to `status`, on a day of its own. */
  booking: (status: 'pending' | 'approved') => Promise<number>;
  /** A new mug design of the owner, with a picture on it. */
  customization: () => Promise<number>;
  scheduleEvent: () => Promise<number>;
  bookedRecord: () => Promise<number>;
  /** The owner's message with a picture, written once (the sending limit allows 20 a minute). */
  message: () => Promise<{ id: number; conversationId: number }>;
}

export interface Recipe {
  input: (world: World) => RouteCall | Promise<RouteCall>;
  /**
   * The record is the owner's: `path`, named in the path, is a 404 for another customer (no hint that
   * it exists); `reference`, named in the body, is refused with the rule's own 4xx.
   */
  owned?: 'path' | 'reference';
  /** The allowed role's answer when it is not the route's success status (an input that cannot succeed twice). */
  status?: number;
  /** The call ends the caller's session: the matrix signs everyone in again after it. */
  endsSession?: true;
}

const productForm = (world: World) => ({
  categoryId: world.shop.categoryId,
  sizeId: world.shop.sizeId,
  name: uniqueName('Matrix Mug '),
  description: 'A mug for the authorization matrix',
  stock: 5,
  unitPrice: 25000,
});

const CREATE_PRODUCT = { method: 'POST', path: '/products' };
const SERVICE_FORM = { title: 'Matrix Party Package', information: 'Styling and games.', lowPricing: 100000 };
const BOOKED_RECORD = { trackcode: 'QMJ-0001', firstname: 'Ana', lastname: 'Reyes', email: 'ana@example.com' };
const EVENT = { text: 'Venue visit', startDate: '2030-01-10T09:00:00.000Z', endDate: '2030-01-10T10:00:00.000Z' };
/** A booking request of `serviceId` for one day, with its receipt. */
const bookingCall = (serviceId: number, day: string): RouteCall => ({
  form: { ...REQUEST, serviceId, startDate: day, endDate: day, meetingDate: manilaToday() },
  files: { receipt: pngImage() },
});
/** A mug design with its picture and preview, as the customizer sends it. */
const DESIGN: RouteCall = {
  form: { size: 'M', color: '#ffffff', text: 'Happy birthday', font: 'Arial', bold: 'false', italic: 'false' },
  files: { image: pngImage(40), preview: pngImage(80) },
};
const year = Number(manilaToday().slice(0, 4));

const byId = (make: (world: World) => Promise<number>, extra: Omit<RouteCall, 'params'> = {}) => {
  return async (world: World): Promise<RouteCall> => ({ params: { id: await make(world) }, ...extra });
};
const orderIdIn =
  (status: OrderStatus, options: { receipt?: boolean } = {}) =>
  async (world: World) =>
    (await world.order(status, options)).id;
const bookingIn = (status: 'pending' | 'approved') => (world: World) => world.booking(status);
/**
 * A payment of a new booking of the owner in `state`: the approved booking's balance due, or sent
 * with a receipt; its down payment, confirmed by the approval.
 */
const paymentIn = (state: 'due' | 'sent' | 'confirmed') => async (world: World) => {
  const id = await world.booking('approved');
  const payments = await world.t.http().get(`/api/bookings/${id}/payments`).set(bearer(world.owner.token));
  const [downPayment, balance] = payments.body as { id: number }[];
  if (state === 'confirmed') return downPayment.id;
  if (state === 'sent') {
    await sendCall(
      world.t,
      { method: 'POST', path: `/bookings/${id}/payments/balance` },
      { form: { method: 'gcash' }, files: { receipt: receiptImage() } },
      world.owner.token,
    );
  }
  return balance.id;
};
const product = (world: World) => Promise.resolve(world.productId);

export const ROUTE_RECIPES = {
  'auth.register': {
    input: () => {
      const username = uniqueName('matrix');
      return { body: { username, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD } };
    },
  },
  'auth.login': { input: (world) => ({ body: { username: world.owner.username, password: GOOD_PASSWORD } }) },
  'auth.usernameAvailable': { input: () => ({ query: { username: uniqueName('free') } }) },
  'auth.forgotPassword': { input: () => ({ body: { email: 'nobody@example.com' } }) },
  // A made-up reset token: refused for what it is (400), never for who sends it.
  'auth.resetPassword': {
    input: () => ({ body: { token: 'not-a-reset-token', password: 'newpass2027', confirmPassword: 'newpass2027' } }),
    status: 400,
  },
  'auth.logout': { input: () => ({}), endsSession: true },
  'me.get': { input: () => ({}) },
  'me.update': {
    input: () => ({
      body: {
        showedUsername: 'Maria',
        contact: DETAILS.contact,
        address: DETAILS.address,
        otherInfo: DETAILS.otherInfo,
        legitName: DETAILS.customerName,
      },
    }),
  },
  'me.setPicture': { input: () => ({ files: { file: pngImage() } }) },
  'newsletter.subscribe': { input: () => ({ body: { email: 'fan@example.com' } }) },
  'catalog.categories': { input: () => ({}) },
  'catalog.createCategory': { input: () => ({ body: { name: uniqueName('Matrix ') } }) },
  'catalog.sizes': { input: () => ({}) },
  'catalog.products': { input: () => ({ query: { page: 1 } }) },
  'catalog.product': { input: byId(product) },
  'catalog.similarProducts': { input: byId(product) },
  'catalog.createProduct': { input: (world) => ({ form: productForm(world), files: { image: pngImage() } }) },
  'catalog.updateProduct': {
    input: async (world) => {
      const form = productForm(world);
      const made = await sendCall(world.t, CREATE_PRODUCT, { form, files: { image: pngImage() } }, world.shop.admin);
      return { params: { id: made.body.id }, form };
    },
  },
  'catalog.barcodePng': { input: byId(product) },
  'catalog.barcodeSvg': { input: byId(product) },
  'catalog.history': { input: byId(product) },
  'catalog.sales': { input: byId(product) },
  'reviews.summary': { input: byId(product) },
  'reviews.create': {
    input: async (world) => {
      const order = await world.order('received');
      return {
        params: { id: order.productId },
        form: { orderId: order.id, rating: 5, comment: 'Lovely mug', anonymous: 'false' },
      };
    },
    owned: 'reference',
  },
  'receipts.preview': {
    input: (world) => ({
      form: { productId: world.productId, quantity: 1, address: DETAILS.address },
      files: { receipt: receiptImage() },
    }),
  },
  'orders.shippingQuote': { input: () => ({ query: { address: DETAILS.address } }) },
  'orders.place': {
    input: (world) => ({ body: { ...DETAILS, productId: world.productId, quantity: 1, intent: 'cart' } }),
  },
  'orders.list': { input: () => ({ query: { tab: Object.keys(CUSTOMER_ORDER_TABS)[0] } }) },
  'orders.lastDetails': { input: () => ({}) },
  'orders.checkout': {
    input: async (world) => ({
      body: { ...DETAILS, orderIds: [(await world.order('cart')).id], paymentMethod: 'COD' },
    }),
    owned: 'reference',
  },
  'orders.changeQuantity': { input: byId(orderIdIn('cart'), { body: { quantity: 2 } }), owned: 'path' },
  'orders.cancel': {
    input: byId(orderIdIn('pending'), { body: { reason: CANCELLATION_REASONS[0] } }),
    owned: 'path',
  },
  'orders.undoCancel': { input: byId(orderIdIn('cancelled')), owned: 'path' },
  'orders.remove': { input: byId(orderIdIn('cart')), owned: 'path' },
  'orders.receipt': { input: byId(orderIdIn('pending', { receipt: true })), owned: 'path' },
  'orders.get': { input: byId(orderIdIn('delivering')), owned: 'path' },
  'adminOrders.list': { input: () => ({ query: { status: 'pending' } }) },
  'adminOrders.approve': { input: byId(orderIdIn('pending'), { body: {} }) },
  'adminOrders.deny': { input: byId(orderIdIn('pending'), { body: { reason: 'Out of stock' } }) },
  'adminOrders.undo': { input: byId(orderIdIn('approved'), { body: {} }) },
  'adminOrders.deliver': { input: byId(orderIdIn('approved'), { body: {} }) },
  'adminOrders.delivered': { input: byId(orderIdIn('delivering'), { body: {} }) },
  'notifications.list': { input: () => ({}) },
  'notifications.markRead': { input: byId((world) => world.notification()), owned: 'path' },
  'notifications.markAllRead': { input: () => ({}) },
  'notifications.remove': { input: byId((world) => world.notification()), owned: 'path' },
  'reports.productList': { input: () => ({}) },
  'reports.productHistory': { input: byId(product) },
  'reports.productSales': { input: byId(product) },
  'services.list': { input: () => ({}) },
  'services.get': { input: (world) => ({ params: { id: world.serviceId } }) },
  'services.create': { input: () => ({ form: { ...SERVICE_FORM, addOns: '[]' }, files: { image: pngImage() } }) },
  'services.update': { input: (world) => ({ params: { id: world.serviceId }, form: SERVICE_FORM }) },
  'services.remaining': {
    input: (world) => ({ params: { id: world.serviceId }, query: { start: dayFromToday(30), end: dayFromToday(31) } }),
  },
  'availability.month': { input: () => ({ query: { month: dayFromToday(30).slice(0, 7) } }) },
  'availability.day': { input: () => ({ query: { date: dayFromToday(30) } }) },
  'bookings.request': { input: (world) => bookingCall(world.serviceId, dayFromToday(60)) },
  'bookings.mine': { input: () => ({}) },
  'bookings.get': { input: byId(bookingIn('pending')), owned: 'path' },
  'bookings.receipt': { input: byId(bookingIn('pending')), owned: 'path' },
  'bookings.calendar': { input: byId(bookingIn('approved')), owned: 'path' },
  'bookings.withdraw': { input: byId(bookingIn('pending')), owned: 'path' },
  'bookings.payments': { input: byId(bookingIn('pending')), owned: 'path' },
  'bookings.payBalance': {
    input: byId(bookingIn('approved'), { form: { method: 'gcash' }, files: { receipt: receiptImage() } }),
    owned: 'path',
  },
  'bookings.quotation': {
    input: (world) => ({
      body: { serviceId: world.serviceId, startDate: dayFromToday(60), endDate: dayFromToday(60) },
    }),
  },
  'bookings.bookingQuotation': { input: byId(bookingIn('pending')), owned: 'path' },
  'bookings.invoice': { input: byId(bookingIn('approved')), owned: 'path' },
  'bookings.acknowledgement': { input: byId(paymentIn('confirmed')), owned: 'path' },
  'bookings.paymentReceipt': { input: byId(paymentIn('confirmed')), owned: 'path' },
  'adminBookings.list': { input: () => ({ query: { status: 'pending' } }) },
  'adminBookings.approve': { input: byId(bookingIn('pending'), { body: {} }) },
  'adminBookings.decline': { input: byId(bookingIn('pending'), { body: {} }) },
  'adminBookings.done': { input: byId(bookingIn('approved'), { body: { confirmOutstanding: true } }) },
  'adminBookings.payments': { input: () => ({ query: { standing: 'due' } }) },
  'adminBookings.confirmPayment': { input: byId(paymentIn('sent'), { body: {} }) },
  'adminBookings.recordCashPayment': { input: byId(paymentIn('due'), { body: {} }) },
  'adminBookings.rejectPayment': { input: byId(paymentIn('sent'), { body: { reason: 'The amount is short.' } }) },
  'adminBookings.undoPayment': { input: byId(paymentIn('confirmed'), { body: {} }) },
  'schedule.list': { input: () => ({}) },
  'schedule.create': { input: () => ({ body: EVENT }) },
  'schedule.update': { input: byId((world) => world.scheduleEvent(), { body: EVENT }) },
  'schedule.remove': { input: byId((world) => world.scheduleEvent()) },
  'bookedRecords.list': { input: () => ({}) },
  'bookedRecords.create': { input: () => ({ body: BOOKED_RECORD }) },
  'bookedRecords.update': { input: byId((world) => world.bookedRecord(), { body: BOOKED_RECORD }) },
  'bookedRecords.remove': { input: byId((world) => world.bookedRecord()) },
  'dashboard.sales': { input: () => ({ query: { timeframe: 'monthly', year } }) },
  'dashboard.salesByCategory': { input: () => ({ query: { year } }) },
  'dashboard.users': { input: () => ({}) },
  'dashboard.customers': { input: () => ({}) },
  'dashboard.visitors': { input: () => ({ query: { from: dayFromToday(-7), to: manilaToday() } }) },
  'dashboard.salesReport': { input: () => ({ query: { timeframe: 'monthly', year } }) },
  'analytics.visit': { input: () => ({ body: { path: '/' } }) },
  'customizations.save': { input: () => DESIGN },
  'customizations.mine': { input: () => ({}) },
  'customizations.get': { input: byId((world) => world.customization()), owned: 'path' },
  'customizations.preview': { input: byId((world) => world.customization()), owned: 'path' },
  'customizations.printImage': { input: byId((world) => world.customization()), owned: 'path' },
  'modules.remotes': { input: () => ({}) },
  'modules.reportError': {
    input: () => ({ body: { kind: 'uncaught', remote: 'mf_booking', version: '0.0.1', path: '/', message: 'Boom' } }),
  },
  'modules.list': { input: () => ({}) },
  'modules.publish': { input: () => ({ body: releaseBody('mf_booking') }) },
  'modules.startCanary': {
    input: byId((world) => publishRelease(world.t, world.shop.admin, 'mf_booking'), { body: { share: 10 } }),
  },
  'modules.promote': { input: byId((world) => publishRelease(world.t, world.shop.admin, 'mf_booking')) },
  'modules.rollBack': {
    input: async (world) => {
      const id = await publishRelease(world.t, world.shop.admin, 'mf_booking');
      await sendCall(
        world.t,
        { method: 'POST', path: '/admin/modules/releases/{id}/promote' },
        { params: { id } },
        world.shop.admin,
      );
      return { params: { remote: 'mf_booking' } };
    },
  },
  'platform.health': { input: () => ({}) },
  'platform.media': { input: (world) => ({ params: { key: world.mediaKey } }) },
  'settings.payment': { input: () => ({}) },
  'settings.gcashQrPng': { input: () => ({}) },
  'settings.updatePayment': { input: () => ({ form: { gcashNumber: DEMO_GCASH_NUMBER } }) },
  'messages.conversation': { input: () => ({}) },
  'messages.unread': { input: () => ({}) },
  'messages.send': { input: () => ({ form: { text: 'Is the 14th still free?' } }) },
  'messages.read': { input: async (world) => ({ body: { upTo: (await world.message()).id } }) },
  'messages.picture': {
    input: async (world) => ({ params: { id: (await world.message()).id, index: 0 } }),
    owned: 'path',
  },
  'messages.stream': { input: () => ({ query: { after: 0 } }) },
  'adminMessages.inbox': { input: () => ({ query: { page: 1 } }) },
  'adminMessages.conversation': { input: byId(async (world) => (await world.message()).conversationId) },
  'adminMessages.reply': {
    input: byId(async (world) => (await world.message()).conversationId, { form: { text: 'Thank you!' } }),
  },
  'adminMessages.read': {
    input: async (world) => {
      const { id, conversationId } = await world.message();
      return { params: { id: conversationId }, body: { upTo: id } };
    },
  },
  'adminMessages.quickReplies': { input: () => ({}) },
  'adminMessages.saveQuickReplies': { input: () => ({ body: { replies: ['Hello!', 'Thank you.'] } }) },
} satisfies Record<RouteName, Recipe> as Record<string, Recipe>;

/** A new session of `username`. */
export async function signIn(t: TestApp, username: string, password = GOOD_PASSWORD): Promise<string> {
  const response = await t.http().post('/api/auth/login').send({ username, password });
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  return response.body.accessToken;
}

/** Sends `call` to `route` (multipart when it has form fields or files), with a session when `token` is given. */
export function sendCall(t: TestApp, route: Pick<ContractRoute, 'method' | 'path'>, call: RouteCall, token?: string) {
  const path = route.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(String(call.params?.[name])),
  );
  let request = t.http()[route.method.toLowerCase() as 'get'](`/api${path}`);
  if (token) request = request.set(bearer(token));
  if (call.query) request = request.query(call.query);
  if (!call.form && !call.files) return call.body ? request.send(call.body) : request;
  for (const [name, value] of Object.entries(call.form ?? {})) request = request.field(name, String(value));
  for (const [name, files] of Object.entries(call.files ?? {})) {
    for (const file of [files].flat()) request = request.attach(name, file, `${name}.png`);
  }
  return request;
}

/** The matrix's world: the shop, customers A (the owner) and B, a product with an image, a service. */
export async function makeWorld(t: TestApp, shop: Shop): Promise<World> {
  const [owner, other] = [await shop.customer(), await shop.customer()];
  const made = await shop.product(1000);
  const product = (await t.http().get(`/api/products/${made.id}`)).body as { imageUrl: string };
  const service = await sendCall(
    t,
    { method: 'POST', path: '/services' },
    {
      form: { ...SERVICE_FORM, addOns: '[]' },
      files: { image: pngImage() },
    },
    shop.admin,
  );
  let bookingDay = 200;
  let message: Promise<{ id: number; conversationId: number }> | undefined;
  const must = async <T>(response: Promise<{ status: number; body: T }>, what: string): Promise<T> => {
    const answer = await response;
    if (answer.status >= 300) throw new Error(`${what} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const world: World = {
    t,
    shop,
    owner,
    other,
    productId: made.id,
    mediaKey: product.imageUrl.split('/').pop() ?? '',
    serviceId: (service.body as { id: number }).id,
    order: (status, options = {}) =>
      options.receipt
        ? placeOrder(t, owner.token, { productId: made.id, paymentMethod: 'GCASH' }, receiptImage())
        : orderIn(t, shop, owner, made.id, status),
    notification: async () => {
      await world.order('approved');
      const notices = await must(
        t.http().get('/api/notifications').set(bearer(owner.token)) as Promise<{
          status: number;
          body: { id: number }[];
        }>,
        'notifications',
      );
      return Math.max(...notices.map((notice) => notice.id));
    },
    booking: async (status) => {
      bookingDay += 1;
      const booking = await must(
        sendCall(
          t,
          { method: 'POST', path: '/bookings' },
          bookingCall(world.serviceId, dayFromToday(bookingDay)),
          owner.token,
        ),
        'booking',
      );
      const id = (booking as { id: number }).id;
      if (status === 'approved') {
        await must(t.http().post(`/api/admin/bookings/${id}/approve`).set(bearer(shop.admin)).send({}), 'approve');
      }
      return id;
    },
    customization: async () =>
      (await must(sendCall(t, { method: 'POST', path: '/customizations' }, DESIGN, owner.token), 'design'))
        .id as number,
    scheduleEvent: async () =>
      (await must(t.http().post('/api/schedule-events').set(bearer(shop.admin)).send(EVENT), 'event')).id as number,
    bookedRecord: async () =>
      (await must(t.http().post('/api/booked-records').set(bearer(shop.admin)).send(BOOKED_RECORD), 'record'))
        .id as number,
    message: () => {
      message ??= must(
        sendCall(
          t,
          { method: 'POST', path: '/messages' },
          { form: { text: 'Did you get my receipt?' }, files: { pictures: pngImage() } },
          owner.token,
        ),
        'message',
      );
      return message;
    },
  };
  return world;
}
