// The shop `npm run test:crash` works in, and its load (docs/crash-safety.md): GCash checkouts with
// their receipts, booking requests and the administrator's approvals over HTTP. Every answer goes
// into a ledger: what the API acknowledged (2xx) must be in the database after any crash; what a
// kill cut off may or may not be.
import { client, must, PNG } from '../bench/checkout.mjs';

export const CRASH_ADMIN = { username: 'crashadmin', password: 'CrashAdmin2026' };
const CUSTOMER_PASSWORD = 'crashpass2026';
const PRODUCTS = 6;
const PRODUCT_STOCK = 40;
/** The product only the stop-signal requests buy, with stock enough that none of them is refused. */
const SPARE_STOCK = 1000;
const CUSTOMERS = 8;
const SERVICES = 2;
const DAYS = 6;
const REQUESTS_PER_DAY = 4;
const DETAILS = {
  address: '123 Rizal St., Lipa City',
  contact: '09171234567',
  otherInfo: 'Crash test',
  customerName: 'Crash Test',
};
const BOOKING = {
  eventTitle: 'Crash Party',
  meetingTime: '10:00',
  startTime: '14:00',
  endTime: '18:00',
  location: 'Lipa City',
  description: 'Crash test',
  name: 'Crash Test',
  email: 'crash@example.com',
  phone: '09171234567',
  addOns: [],
};

const pick = (random, list) => list[Math.floor(random() * list.length)];

/** Manila's today moved by `days` (`YYYY-MM-DD`). */
function manilaDay(days) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A multipart body of `fields` (objects as JSON) with a PNG under `file`. */
export function formWithImage(fields, file) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    body.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  body.set(file, new Blob([PNG], { type: 'image/png' }), `${file}.png`);
  return body;
}

/** A GCash order of `quantity` of `productId`, placed at once with its receipt. */
export const gcashOrder = (productId, quantity) =>
  formWithImage({ ...DETAILS, productId, quantity, intent: 'order', paymentMethod: 'GCASH' }, 'receipt');

/**
 * What the API answered. `orders` and `bookings` map an id to `{ status, maybe, ... }`: `status` is
 * the last one acknowledged, `maybe` the statuses of requests a kill cut off (they may have committed).
 */
export class Ledger {
  orders = new Map();
  bookings = new Map();
  /** Answers outside the contract: a 5xx, or a 4xx the request could not have earned. */
  unexpected = [];
  acknowledged = 0;
  refused = 0;
  unanswered = 0;
  /** Requests sent and not answered yet: a kill lands mid-load only while one is. */
  inFlight = 0;

  /** `send()`'s answer: 'ok' (2xx), 'refused' (a status in `refusals`), 'unanswered' (cut off) or 'unexpected'. */
  async answer(what, send, refusals = [409]) {
    let response;
    this.inFlight += 1;
    try {
      response = await send();
    } catch {
      this.unanswered += 1;
      return { outcome: 'unanswered' };
    } finally {
      this.inFlight -= 1;
    }
    if (response.status >= 200 && response.status < 300) {
      this.acknowledged += 1;
      return { outcome: 'ok', body: response.body };
    }
    if (refusals.includes(response.status)) {
      this.refused += 1;
      return { outcome: 'refused' };
    }
    this.unexpected.push(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
    return { outcome: 'unexpected' };
  }

  placed(order) {
    this.orders.set(order.id, {
      productId: order.productId,
      quantity: order.quantity,
      status: order.status,
      maybe: new Set(),
    });
  }
}

/** Products, customers, services and pending booking requests, made through the API; the requests go into `ledger`. */
export async function makeShop(base, ledger) {
  const call = client(base);
  const admin = (await must(call('POST', 'auth/login', { json: CRASH_ADMIN }), 200, 'admin login')).accessToken;
  const category = await must(
    call('POST', 'categories', { token: admin, json: { name: 'Crash Mugs' } }),
    201,
    'category',
  );
  const [size] = await must(call('GET', 'sizes'), 200, 'sizes');
  const product = (name, stock) => {
    const fields = {
      categoryId: category.id,
      sizeId: size.id,
      name,
      description: 'Crash test',
      stock,
      unitPrice: 25000,
    };
    return must(call('POST', 'products', { token: admin, form: formWithImage(fields, 'image') }), 201, 'product');
  };
  const products = [];
  for (let index = 0; index < PRODUCTS; index += 1)
    products.push(await product(`Crash Mug ${index + 1}`, PRODUCT_STOCK));
  const spare = await product('Crash Mug Spare', SPARE_STOCK);

  const customers = [];
  for (let index = 0; index < CUSTOMERS; index += 1) {
    const json = { username: `crasher${index + 1}`, password: CUSTOMER_PASSWORD, confirmPassword: CUSTOMER_PASSWORD };
    customers.push((await must(call('POST', 'auth/register', { json }), 201, 'register')).accessToken);
  }
  const services = [];
  for (let index = 0; index < SERVICES; index += 1) {
    const fields = { title: `Crash Service ${index + 1}`, information: 'Crash test', lowPricing: 1000000, addOns: [] };
    services.push(
      await must(call('POST', 'services', { token: admin, form: formWithImage(fields, 'image') }), 201, 'service'),
    );
  }
  const shop = {
    call,
    admin,
    customers,
    services,
    products: [...products, spare].map(({ id, stock }) => ({ id, initialStock: stock })),
    loadProducts: products.map(({ id }) => id),
    spare: spare.id,
    days: Array.from({ length: DAYS }, (_, index) => manilaDay(40 + index)),
    busy: new Set(),
  };
  for (const day of shop.days) {
    for (let index = 0; index < REQUESTS_PER_DAY; index += 1) {
      const booking = await must(requestBooking(shop, index, day, day), 201, 'booking request');
      ledger.bookings.set(booking.id, { ...booking, maybe: new Set() });
    }
  }
  return shop;
}

function requestBooking(shop, index, startDate, endDate) {
  const fields = {
    ...BOOKING,
    serviceId: shop.services[index % shop.services.length].id,
    startDate,
    endDate,
    meetingDate: manilaDay(1),
  };
  return shop.call('POST', 'bookings', {
    token: shop.customers[index % shop.customers.length],
    form: formWithImage(fields, 'receipt'),
  });
}

/** A pending record of `records` no other operation is deciding, or null. */
function pendingOne(shop, random, records) {
  const free = [...records].filter(
    ([id, record]) => record.status === 'pending' && record.maybe.size === 0 && !shop.busy.has(id),
  );
  return free.length > 0 ? pick(random, free)[0] : null;
}

/** One operation of the load, chosen by `random`; its answers go into `ledger`. */
async function operate(shop, ledger, random) {
  const { call } = shop;
  const customer = pick(random, shop.customers);
  const choice = random();
  if (choice < 0.3) {
    const productId = pick(random, shop.loadProducts);
    const quantity = 1 + Math.floor(random() * 3);
    const placed = await ledger.answer('GCash order', () =>
      call('POST', 'orders', { token: customer, form: gcashOrder(productId, quantity) }),
    );
    if (placed.outcome === 'ok') ledger.placed(placed.body);
  } else if (choice < 0.5) {
    const productId = pick(random, shop.loadProducts);
    const quantity = 1 + Math.floor(random() * 2);
    const line = await ledger.answer('cart line', () =>
      call('POST', 'orders', { token: customer, json: { productId, quantity, intent: 'cart' } }),
    );
    if (line.outcome !== 'ok') return;
    ledger.placed(line.body);
    const form = formWithImage({ ...DETAILS, orderIds: String(line.body.id), paymentMethod: 'GCASH' }, 'receipt');
    const checkout = await ledger.answer('checkout', () => call('POST', 'orders/checkout', { token: customer, form }));
    if (checkout.outcome === 'ok') for (const order of checkout.body) ledger.placed(order);
    if (checkout.outcome === 'unanswered') ledger.orders.get(line.body.id).maybe.add('pending');
  } else if (choice < 0.65) {
    await decide(shop, ledger, random, ledger.orders, 'admin/orders');
  } else if (choice < 0.9) {
    await decide(shop, ledger, random, ledger.bookings, 'admin/bookings');
  } else {
    const first = Math.floor(random() * shop.days.length);
    const last = Math.min(shop.days.length - 1, first + Math.floor(random() * 2));
    const requested = await ledger.answer('booking request', () =>
      requestBooking(shop, Math.floor(random() * 1000), shop.days[first], shop.days[last]),
    );
    if (requested.outcome === 'ok') ledger.bookings.set(requested.body.id, { ...requested.body, maybe: new Set() });
  }
}

/** The administrator approves one pending order or booking (`path` is its admin route). */
async function decide(shop, ledger, random, records, path) {
  const id = pendingOne(shop, random, records);
  if (id === null) return;
  shop.busy.add(id);
  const approval = await ledger.answer(`approve ${path}/${id}`, () =>
    shop.call('POST', `${path}/${id}/approve`, { token: shop.admin, json: { expectedStatus: 'pending' } }),
  );
  shop.busy.delete(id);
  if (approval.outcome === 'ok') records.get(id).status = approval.body.status;
  if (approval.outcome === 'unanswered') records.get(id).maybe.add('approved');
}

/**
 * Runs up to `count` operations, `concurrency` at a time. Once `interrupt.after` of them have been
 * answered, `interrupt.run()` is called (the kill) at the first moment a request is still waiting for
 * its answer, and no further operation starts. Killing the moment an answer arrives could find every
 * other request already answered: a kill that cut nothing off.
 */
export async function runLoad(shop, ledger, { random, count, concurrency, interrupt }) {
  let started = 0;
  let finished = 0;
  let interrupted = false;
  const watch = setInterval(() => {
    if (interrupted || finished < interrupt.after || ledger.inFlight === 0) return;
    interrupted = true;
    interrupt.run();
  }, 1);
  const worker = async () => {
    while (!interrupted && started < count) {
      started += 1;
      await operate(shop, ledger, random);
      finished += 1;
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    clearInterval(watch);
  }
  // The load ran out before a kill could land mid-load: kill anyway, and the run reports it.
  if (!interrupted) interrupt.run();
  return { started, finished };
}
