import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  type AdminBooking,
  BOOKING_DECLINE_REASON,
  BOOKING_MESSAGES,
  type Booking,
  bookingStateConflict,
  bookingTotal,
  CATALOG_MESSAGES,
  downPayment,
  exceedsStockMessage,
  MAX_EVENT_DAYS,
  manilaToday,
  NOTIFICATION_MAIL_SUBJECTS,
  NOTIFICATION_TEXTS,
  type Notification,
  type Service,
} from '@qmj/contracts';
import ICAL from 'ical.js';
import { ServicesService } from '../src/bookings/services.service.js';
import {
  type Agency,
  bearer,
  type Customer,
  dayFromToday,
  openAgency,
  REQUEST,
  SERVICE,
  sendRequest,
  sendService,
  uploadsTree,
} from './booking-fixtures.js';
import { largePng, pngImage } from './catalog-fixtures.js';
import { decodeQuotedPrintable, type TestApp } from './test-app.js';

let agency: Agency;
let t: TestApp;
let customer: Customer;
let stranger: Customer;

beforeAll(async () => {
  agency = await openAgency();
  t = agency.t;
  customer = await agency.customer();
  stranger = await agency.customer();
});
afterAll(async () => {
  await t?.close();
});

const SLOTS = [
  { name: 'Balloon Arch', price: 150000, stock: 5 },
  { name: 'Clown or Magician', price: 300000, stock: 2 },
];

/** What remains of each add-on slot of `service` from `start` to `end` days from today, slot by slot. */
const remainingPerSlot = async (service: Service, start: number, end: number): Promise<number[]> => {
  const response = await t
    .http()
    .get(`/api/services/${service.id}/remaining`)
    .query({ start: dayFromToday(start), end: dayFromToday(end) });
  expect(response.status).toBe(200);
  return response.body.addOns.map((slot: { remaining: number }) => slot.remaining);
};

const adminList = async (status: string, extra = '') => {
  const response = await t.http().get(`/api/admin/bookings?status=${status}${extra}`).set(bearer(agency.admin));
  expect(response.status).toBe(200);
  return response.body as { items: AdminBooking[]; total: number; page: number; pageSize: number };
};
const bookingTotals = async () =>
  Promise.all(
    ['pending', 'approved', 'declined', 'done', 'withdrawn'].map(async (status) => (await adminList(status)).total),
  );
const availabilityOf = async (date: string) => {
  const response = await t.http().get(`/api/availability?month=${date.slice(0, 7)}`);
  expect(response.status).toBe(200);
  return (response.body.days as { date: string; approved: number; slotsLeft: number; full: boolean }[]).find(
    (day) => day.date === date,
  );
};

describe('services', () => {
  it('adds a service with six add-on slots (an empty name is an empty slot), read by anyone', async () => {
    const response = await sendService(t, agency.admin, {
      ...SERVICE,
      addOns: [
        { slot: 1, name: 'Balloon Arch', price: 150000, stock: 5 },
        { slot: 3, name: '', price: 999, stock: 9 },
        { slot: 6, name: 'Photo Booth', price: 450000, stock: 2 },
      ],
    });
    expect(response.status).toBe(201);
    const service: Service = response.body;
    expect(service).toMatchObject({ title: SERVICE.title, information: SERVICE.information, lowPricing: 1500000 });
    expect(service.imageUrl).toMatch(/^\/api\/media\//);
    expect(service.addOns).toEqual([
      { slot: 1, name: 'Balloon Arch', price: 150000, stock: 5 },
      { slot: 2, name: '', price: 0, stock: 0 },
      { slot: 3, name: '', price: 0, stock: 0 },
      { slot: 4, name: '', price: 0, stock: 0 },
      { slot: 5, name: '', price: 0, stock: 0 },
      { slot: 6, name: 'Photo Booth', price: 450000, stock: 2 },
    ]);
    expect((await t.http().get(`/api/services/${service.id}`)).body).toEqual(service);
    const search = await t.http().get('/api/services').query({ q: 'birthday PARTY' });
    expect(search.body.map((item: Service) => item.id)).toContain(service.id);
    expect((await t.http().get('/api/services').query({ q: 'no such service' })).body).toEqual([]);
  });

  it('edits a service: the image optional, a new one replacing it', async () => {
    const service = await agency.service(SLOTS);
    const edited = await sendService(
      t,
      agency.admin,
      {
        title: 'Kiddie Party',
        information: 'Smaller',
        lowPricing: 900000,
        addOns: [SLOTS[1]].map((s) => ({ slot: 2, ...s })),
      },
      { id: service.id },
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Kiddie Party', lowPricing: 900000, imageUrl: service.imageUrl });
    expect(edited.body.addOns[0]).toEqual({ slot: 1, name: '', price: 0, stock: 0 });
    expect(edited.body.addOns[1]).toEqual({ slot: 2, ...SLOTS[1] });
    const withImage = await sendService(t, agency.admin, { ...SERVICE }, { id: service.id, image: pngImage(40) });
    expect(withImage.status).toBe(200);
    expect(withImage.body.imageUrl).not.toBe(service.imageUrl);
    expect((await sendService(t, agency.admin, SERVICE, { id: 999999 })).status).toBe(404);
  });

  it('refuses an incomplete or malformed form with 4xx and a clear message, changing nothing', async () => {
    const before = (await t.http().get('/api/services')).body.length;
    const cases: [Parameters<typeof sendService>[2], Buffer | null | undefined, number, string][] = [
      [SERVICE, null, 400, 'Please fill out all required fields'],
      [{ ...SERVICE, title: '  ' }, undefined, 400, 'Please fill out all required fields'],
      [{ ...SERVICE, information: undefined }, undefined, 400, 'Please fill out all required fields'],
      [{ ...SERVICE, lowPricing: '' }, undefined, 400, 'Please fill out all required fields'],
      [{ ...SERVICE, lowPricing: -5 }, undefined, 400, 'The minimum price must be a whole number of 0 or more.'],
      [{ ...SERVICE, addOns: '[{"slot": 1,' }, undefined, 400, 'addOns must be a list of slots'],
      [
        { ...SERVICE, addOns: [{ slot: 7, name: 'Extra', price: 1, stock: 1 }] },
        undefined,
        400,
        BOOKING_MESSAGES.slotNotOffered,
      ],
      [
        { ...SERVICE, addOns: [{ slot: 1, name: 'Extra', price: -1, stock: 1 }] },
        undefined,
        400,
        'Add-on prices and stocks must be whole numbers of 0 or more.',
      ],
      [SERVICE, Buffer.from('not an image at all'), 400, CATALOG_MESSAGES.imageRequired],
      [SERVICE, largePng(), 413, CATALOG_MESSAGES.imageTooLarge],
    ];
    for (const [fields, image, status, message] of cases) {
      const response = await sendService(t, agency.admin, fields, { image });
      expect({ fields, status: response.status, message: response.body.message }).toEqual({ fields, status, message });
    }
    expect((await t.http().get('/api/services')).body.length).toBe(before);
    expect((await t.http().get('/api/services/abc')).status).toBe(404);
    expect((await t.http().get('/api/services/999999')).body.message).toBe(BOOKING_MESSAGES.serviceMissing);
  });

  it('lets only the administrator add or edit a service', async () => {
    expect((await sendService(t, customer.token, SERVICE)).status).toBe(403);
    const anonymous = await t.http().post('/api/services').field('title', 'x');
    expect(anonymous.status).toBe(401);
  });
});

describe('a booking request', () => {
  it('is pending, owned by the caller, with the total and down payment of the API; browser values are ignored', async () => {
    const service = await agency.service(SLOTS, 1500000);
    const startDate = dayFromToday(100);
    const response = await sendRequest(t, customer.token, {
      serviceId: service.id,
      startDate,
      endDate: dayFromToday(101),
      addOns: [
        { slot: 1, quantity: 2 },
        { slot: 2, quantity: 1 },
      ],
      total: 1,
      downPayment: 1,
      status: 'approved',
      ownerId: stranger.id,
      lowPricing: 1,
    });
    expect(response.status).toBe(201);
    const total = bookingTotal(1500000, [
      { price: 150000, quantity: 2 },
      { price: 300000, quantity: 1 },
    ]);
    expect(total).toBe(2100000);
    expect(response.body).toMatchObject({
      status: 'pending',
      serviceId: service.id,
      serviceTitle: service.title,
      startDate,
      endDate: dayFromToday(101),
      lowPricing: 1500000,
      total,
      downPayment: downPayment(total),
      reason: null,
      hasReceipt: true,
      decidedAt: null,
      ...REQUEST,
    });
    expect(response.body.downPayment).toBe(420000);
    expect(response.body.addOns).toEqual([
      { slot: 1, name: 'Balloon Arch', price: 150000, quantity: 2, amount: 300000 },
      { slot: 2, name: 'Clown or Magician', price: 300000, quantity: 1, amount: 300000 },
    ]);
    expect(response.body).not.toHaveProperty('receiptKey');
    const mine = await t.http().get('/api/bookings').set(bearer(customer.token));
    expect(mine.body.items.map((booking: Booking) => booking.id)).toContain(response.body.id);
    const theirs = await t.http().get('/api/bookings').set(bearer(stranger.token));
    expect(theirs.body.items.map((booking: Booking) => booking.id)).not.toContain(response.body.id);
  });

  it('refuses bad input of any kind with 4xx and a clear message, and changes nothing', async () => {
    const service = await agency.service(SLOTS);
    const startDate = dayFromToday(102);
    const base = { serviceId: service.id, startDate };
    const before = await bookingTotals();
    const uploadsBefore = uploadsTree(t);
    const cases: [Parameters<typeof sendRequest>[2], Buffer | null, number, string][] = [
      [{ ...base, eventTitle: ' ' }, pngImage(), 400, BOOKING_MESSAGES.fillRequired],
      [{ ...base, location: undefined }, pngImage(), 400, BOOKING_MESSAGES.fillRequired],
      [{ ...base, email: 'maria-at-example' }, pngImage(), 400, BOOKING_MESSAGES.emailInvalid],
      [{ ...base, phone: '0917123' }, pngImage(), 400, BOOKING_MESSAGES.phoneInvalid],
      [{ ...base, startDate: '2027-02-30' }, pngImage(), 400, BOOKING_MESSAGES.dateInvalid],
      [{ ...base, startTime: '25:00' }, pngImage(), 400, BOOKING_MESSAGES.timeInvalid],
      [{ ...base, endDate: dayFromToday(101) }, pngImage(), 400, BOOKING_MESSAGES.endBeforeStart],
      [{ ...base, startTime: '18:00', endTime: '14:00' }, pngImage(), 400, BOOKING_MESSAGES.endTimeBeforeStart],
      [{ ...base, endDate: dayFromToday(140) }, pngImage(), 400, BOOKING_MESSAGES.tooManyDays],
      [{ ...base, meetingDate: dayFromToday(103) }, pngImage(), 400, BOOKING_MESSAGES.meetingAfterEvent],
      [
        { ...base, startDate: dayFromToday(-1), meetingDate: dayFromToday(-2) },
        pngImage(),
        400,
        BOOKING_MESSAGES.startInPast,
      ],
      [{ ...base, meetingDate: dayFromToday(-1) }, pngImage(), 400, BOOKING_MESSAGES.meetingInPast],
      [{ ...base, addOns: [{ slot: 3, quantity: 1 }] }, pngImage(), 400, BOOKING_MESSAGES.slotNotOffered],
      [{ ...base, addOns: [{ slot: 7, quantity: 1 }] }, pngImage(), 400, BOOKING_MESSAGES.slotNotOffered],
      [{ ...base, addOns: [{ slot: 1, quantity: -1 }] }, pngImage(), 400, BOOKING_MESSAGES.negativeQuantity],
      [{ ...base, addOns: [{ slot: 1, quantity: 1e9 }] }, pngImage(), 400, BOOKING_MESSAGES.quantityInvalid],
      [{ ...base, addOns: [{ slot: 1, quantity: 'lots' }] }, pngImage(), 400, BOOKING_MESSAGES.quantityInvalid],
      [{ ...base, addOns: [{ slot: 1, quantity: 1.5 }] }, pngImage(), 400, BOOKING_MESSAGES.quantityInvalid],
      [{ ...base, addOns: '[{"slot":1,' }, pngImage(), 400, 'addOns must be a list of { slot, quantity }'],
      [
        {
          ...base,
          addOns: [
            { slot: 1, quantity: 1 },
            { slot: 1, quantity: 2 },
          ],
        },
        pngImage(),
        400,
        'Each add-on may be asked once.',
      ],
      [{ ...base, serviceId: 'abc' as unknown as number }, pngImage(), 400, BOOKING_MESSAGES.serviceMissing],
      [{ ...base, serviceId: 999999 }, pngImage(), 404, BOOKING_MESSAGES.serviceMissing],
      [base, null, 400, BOOKING_MESSAGES.receiptRequired],
      [base, Buffer.from('%PDF-1.4 not an image'), 400, CATALOG_MESSAGES.imageRequired],
      [base, largePng(), 413, CATALOG_MESSAGES.imageTooLarge],
      [{ ...base, addOns: [{ slot: 2, quantity: 3 }] }, pngImage(), 409, exceedsStockMessage(2)],
    ];
    for (const [fields, receipt, status, message] of cases) {
      const response = await sendRequest(t, customer.token, fields, receipt);
      expect({ fields, status: response.status, message: response.body.message }).toEqual({ fields, status, message });
    }
    expect(await bookingTotals()).toEqual(before);
    // No receipt stays, and no folder made for one: refused after its receipt was written or before.
    expect(uploadsTree(t)).toEqual(uploadsBefore);
    // A slot without a name may be sent with 0: nothing is asked of it.
    const zero = await sendRequest(t, customer.token, { ...base, addOns: [{ slot: 4, quantity: 0 }] });
    expect(zero.status).toBe(201);
    expect(zero.body.addOns).toEqual([]);
    expect(zero.body.total).toBe(service.lowPricing);
  });

  it('gets the prices of its service as they are when it commits, whatever edit races it', async () => {
    const service = await agency.service([SLOTS[0]], 1000000);
    const startDate = dayFromToday(104);
    const ask = { serviceId: service.id, startDate, addOns: [{ slot: 1, quantity: 2 }] };
    const before = bookingTotal(1000000, [{ price: SLOTS[0].price, quantity: 2 }]);
    const after = bookingTotal(1200000, [{ price: 180000, quantity: 2 }]);
    // The request pauses once it has read the service's prices, and the edit has half a second to commit meanwhile.
    const services = t.app.get(ServicesService);
    const offeredSlots = services.offeredSlots.bind(services);
    let pricesRead!: () => void;
    const readPrices = new Promise<void>((resolve) => {
      pricesRead = resolve;
    });
    let resume!: () => void;
    const paused = new Promise<void>((resolve) => {
      resume = resolve;
    });
    const spy = jest.spyOn(services, 'offeredSlots').mockImplementationOnce(async (id: number) => {
      const slots = await offeredSlots(id);
      pricesRead();
      await paused;
      return slots;
    });
    try {
      const request = agency.request(customer, ask);
      await readPrices;
      const edit = sendService(
        t,
        agency.admin,
        { ...SERVICE, lowPricing: 1200000, addOns: [{ slot: 1, name: SLOTS[0].name, price: 180000, stock: 5 }] },
        { id: service.id },
      ).then((response) => response);
      const editedFirst = await Promise.race([
        edit.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 500)),
      ]);
      resume();
      const [booking, edited] = await Promise.all([request, edit]);
      expect(edited.status).toBe(200);
      // An edit committed while the request held the old prices would leave the request with stale ones.
      expect({ editedFirst, total: booking.total }).toEqual({ editedFirst, total: editedFirst ? after : before });
    } finally {
      spy.mockRestore();
    }
    expect(await agency.request(customer, ask)).toMatchObject({ total: after, lowPricing: 1200000 });
  });

  it('needs a session', async () => {
    const service = await agency.service();
    const response = await t.http().post('/api/bookings').field('serviceId', String(service.id));
    expect(response.status).toBe(401);
  });
});

describe('the booking state machine', () => {
  it('approves, marks done, declines with the fixed reason, withdraws; anything else is 409', async () => {
    const service = await agency.service(SLOTS);
    const approved = await agency.bookingIn(
      customer,
      { serviceId: service.id, startDate: dayFromToday(110) },
      'approved',
    );
    expect(approved.status).toBe('approved');
    expect(approved.decidedAt).not.toBeNull();
    const done = await agency.decide(approved.id, 'done', { confirmOutstanding: true });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'done', username: customer.username });

    const declined = await agency.bookingIn(
      customer,
      { serviceId: service.id, startDate: dayFromToday(111) },
      'declined',
    );
    expect(declined).toMatchObject({ status: 'declined', reason: BOOKING_DECLINE_REASON });

    const pending = await agency.request(customer, { serviceId: service.id, startDate: dayFromToday(112) });
    const withdraw = await t.http().post(`/api/bookings/${pending.id}/withdraw`).set(bearer(customer.token));
    expect(withdraw.status).toBe(200);
    expect(withdraw.body.status).toBe('withdrawn');

    const conflicts: [number, 'approve' | 'decline' | 'done', string][] = [
      [approved.id, 'approve', bookingStateConflict('done', 'approve')],
      [declined.id, 'approve', bookingStateConflict('declined', 'approve')],
      [declined.id, 'done', bookingStateConflict('declined', 'done')],
      [pending.id, 'decline', bookingStateConflict('withdrawn', 'decline')],
    ];
    for (const [id, action, message] of conflicts) {
      const response = await agency.decide(id, action);
      expect({ action, status: response.status, message: response.body.message }).toEqual({
        action,
        status: 409,
        message,
      });
    }
    const again = await t.http().post(`/api/bookings/${pending.id}/withdraw`).set(bearer(customer.token));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(bookingStateConflict('withdrawn', 'withdraw'));
    const doneFromPending = await agency.request(customer, { serviceId: service.id, startDate: dayFromToday(112) });
    expect((await agency.decide(doneFromPending.id, 'done')).body.message).toBe(
      bookingStateConflict('pending', 'done'),
    );
  });

  it('applies a decision only to a booking still in the status the administrator saw', async () => {
    const service = await agency.service();
    const booking = await agency.request(customer, { serviceId: service.id, startDate: dayFromToday(113) });
    const stale = await agency.decide(booking.id, 'approve', { expectedStatus: 'approved' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(bookingStateConflict('pending', 'approve'));
    const bad = await agency.decide(booking.id, 'approve', { expectedStatus: 'maybe' });
    expect(bad.status).toBe(400);
    expect((await agency.decide(booking.id, 'approve', { expectedStatus: 'pending' })).status).toBe(200);
    // Two administrators deciding at once: one wins, the other is told the status now.
    const other = await agency.request(customer, { serviceId: service.id, startDate: dayFromToday(114) });
    const [approve, decline] = await Promise.all([
      agency.decide(other.id, 'approve', { expectedStatus: 'pending' }),
      agency.decide(other.id, 'decline', { expectedStatus: 'pending' }),
    ]);
    expect([approve.status, decline.status].sort()).toEqual([200, 409]);
    const loser = approve.status === 409 ? approve : decline;
    expect(loser.body.message).toMatch(/^This booking is (approved|declined), so it cannot be changed by/);
    expect((await agency.decide(999999, 'approve')).status).toBe(404);
    expect((await agency.decide(999999, 'approve')).body.message).toBe(BOOKING_MESSAGES.bookingMissing);
  });

  it("keeps another customer's booking hidden (404) and shows the receipt to the owner and the administrator only", async () => {
    const service = await agency.service();
    const booking = await agency.request(customer, { serviceId: service.id, startDate: dayFromToday(115) });
    for (const path of [`/api/bookings/${booking.id}`, `/api/bookings/${booking.id}/receipt`]) {
      const response = await t.http().get(path).set(bearer(stranger.token));
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(BOOKING_MESSAGES.bookingMissing);
    }
    const calendar = await t.http().get(`/api/bookings/${booking.id}/calendar.ics`).set(bearer(stranger.token));
    expect(calendar.status).toBe(404);
    const withdraw = await t.http().post(`/api/bookings/${booking.id}/withdraw`).set(bearer(stranger.token));
    expect(withdraw.status).toBe(404);
    expect((await t.http().get(`/api/bookings/${booking.id}`).set(bearer(customer.token))).body.status).toBe('pending');
    expect((await t.http().get(`/api/bookings/${booking.id}`).set(bearer(agency.admin))).body.id).toBe(booking.id);
    for (const token of [customer.token, agency.admin]) {
      const receipt = await t.http().get(`/api/bookings/${booking.id}/receipt`).set(bearer(token)).buffer(true);
      expect(receipt.status).toBe(200);
      expect(receipt.headers['content-type']).toBe('image/png');
      expect(receipt.headers['cache-control']).toBe('private, no-store');
      expect(Buffer.compare(receipt.body, pngImage())).toBe(0);
    }
    expect((await t.http().get(`/api/bookings/${booking.id}/receipt`)).status).toBe(401);
    expect((await t.http().get('/api/bookings/abc').set(bearer(customer.token))).status).toBe(404);
  });

  it('lists by status for the administrator, 10 a page, newest first, with the username', async () => {
    const service = await agency.service();
    const lister = await agency.customer();
    const made: Booking[] = [];
    for (let index = 0; index < 12; index += 1) {
      made.push(await agency.request(lister, { serviceId: service.id, startDate: dayFromToday(116) }));
    }
    const first = await adminList('pending');
    expect(first.pageSize).toBe(10);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ id: made[11].id, username: lister.username });
    const ids = first.items.map((booking) => booking.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await adminList('pending', '&page=2');
    expect(second.items[0].id).toBeLessThan(ids[9]);
    expect((await t.http().get('/api/admin/bookings?status=everything').set(bearer(agency.admin))).status).toBe(400);
    const mine = await t.http().get('/api/bookings?status=pending&pageSize=5').set(bearer(lister.token));
    expect(mine.body).toMatchObject({ total: 12, pageSize: 5 });
    expect(mine.body.items[0].id).toBe(made[11].id);
  });

  it('keeps the administrator routes to the administrator', async () => {
    for (const path of ['/api/admin/bookings?status=pending']) {
      expect((await t.http().get(path)).status).toBe(401);
      expect((await t.http().get(path).set(bearer(customer.token))).status).toBe(403);
    }
    const service = await agency.service();
    const booking = await agency.request(customer, { serviceId: service.id, startDate: dayFromToday(117) });
    const ownApproval = await t.http().post(`/api/admin/bookings/${booking.id}/approve`).set(bearer(customer.token));
    expect(ownApproval.status).toBe(403);
    expect((await t.http().get(`/api/bookings/${booking.id}`).set(bearer(customer.token))).body.status).toBe('pending');
  });
});

describe('capacity', () => {
  it('refuses a request touching a full day (409), and an approval finding one', async () => {
    const service = await agency.service();
    const day = dayFromToday(130);
    const late = await agency.request(customer, { serviceId: service.id, startDate: dayFromToday(129), endDate: day });
    const holders: Booking[] = [];
    for (let index = 0; index < 3; index += 1) {
      holders.push(await agency.bookingIn(customer, { serviceId: service.id, startDate: day }, 'approved'));
    }
    expect(await availabilityOf(day)).toEqual({ date: day, approved: 3, slotsLeft: 0, full: true });
    const request = await sendRequest(t, customer.token, {
      serviceId: service.id,
      startDate: dayFromToday(128),
      endDate: day,
    });
    expect(request.status).toBe(409);
    expect(request.body.message).toBe(BOOKING_MESSAGES.dayFull);
    const approval = await agency.decide(late.id, 'approve');
    expect(approval.status).toBe(409);
    expect(approval.body.message).toBe(BOOKING_MESSAGES.dayFull);
    // Nothing of the refused approval stays: the booking is pending, the day before it is not counted.
    expect((await t.http().get(`/api/bookings/${late.id}`).set(bearer(customer.token))).body.status).toBe('pending');
    expect((await availabilityOf(dayFromToday(129)))?.approved).toBe(0);
    // Done keeps its place.
    expect((await agency.decide(holders[0].id, 'done', { confirmOutstanding: true })).status).toBe(200);
    expect((await availabilityOf(day))?.full).toBe(true);
  });

  it('approves exactly 3 of 10 requests for one day approved at once', async () => {
    // Five services, so that the service's row lock does not put the approvals in a queue: the day's counter decides.
    const services = await Promise.all(Array.from({ length: 5 }, () => agency.service()));
    const day = dayFromToday(140);
    const requests: Booking[] = [];
    for (let index = 0; index < 10; index += 1) {
      const startDate = index % 2 ? day : dayFromToday(139);
      requests.push(await agency.request(customer, { serviceId: services[index % 5].id, startDate, endDate: day }));
    }
    const answers = await Promise.all(requests.map((booking) => agency.decide(booking.id, 'approve')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect({ status: answer.status, message: answer.body.message }).toEqual({
        status: 409,
        message: BOOKING_MESSAGES.dayFull,
      });
    }
    expect(await availabilityOf(day)).toEqual({ date: day, approved: 3, slotsLeft: 0, full: true });
    const events = await t.http().get(`/api/availability/day?date=${day}`);
    expect(events.body.events).toHaveLength(3);
  });

  it('never over-commits an add-on: of two bookings that together exceed its stock, approved at once, one is refused', async () => {
    const service = await agency.service([{ name: 'Photo Booth', price: 450000, stock: 5 }]);
    const ask = { serviceId: service.id, addOns: [{ slot: 1, quantity: 3 }] };
    const first = await agency.request(customer, { ...ask, startDate: dayFromToday(150), endDate: dayFromToday(151) });
    const second = await agency.request(stranger, { ...ask, startDate: dayFromToday(151) });
    const answers = await Promise.all([agency.decide(first.id, 'approve'), agency.decide(second.id, 'approve')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(exceedsStockMessage(1));
    const remaining = await t
      .http()
      .get(`/api/services/${service.id}/remaining`)
      .query({ start: dayFromToday(150), end: dayFromToday(152) });
    expect(remaining.body.addOns[0]).toEqual({ slot: 1, name: 'Photo Booth', price: 450000, stock: 5, remaining: 2 });
  });

  it('counts what remains of a slot for a range from the approved bookings whose days overlap it', async () => {
    const service = await agency.service(SLOTS);
    await agency.bookingIn(
      customer,
      {
        serviceId: service.id,
        startDate: dayFromToday(160),
        endDate: dayFromToday(161),
        addOns: [{ slot: 1, quantity: 2 }],
      },
      'approved',
    );
    await agency.bookingIn(
      customer,
      { serviceId: service.id, startDate: dayFromToday(163), addOns: [{ slot: 1, quantity: 1 }] },
      'done',
    );
    // Pending and declined bookings hold nothing.
    await agency.bookingIn(
      customer,
      { serviceId: service.id, startDate: dayFromToday(161), addOns: [{ slot: 1, quantity: 1 }] },
      'pending',
    );
    await agency.bookingIn(
      customer,
      { serviceId: service.id, startDate: dayFromToday(161), addOns: [{ slot: 2, quantity: 2 }] },
      'declined',
    );
    const remainingOf = async (start: number, end: number) => (await remainingPerSlot(service, start, end)).slice(0, 2);
    expect(await remainingOf(159, 159)).toEqual([5, 2]);
    expect(await remainingOf(161, 161)).toEqual([3, 2]);
    expect(await remainingOf(161, 163)).toEqual([2, 2]);
    expect(await remainingOf(162, 162)).toEqual([5, 2]);
    const tooMany = await sendRequest(t, customer.token, {
      serviceId: service.id,
      startDate: dayFromToday(160),
      endDate: dayFromToday(163),
      addOns: [{ slot: 1, quantity: 3 }],
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe(exceedsStockMessage(1));
    for (const query of [
      { start: dayFromToday(162), end: dayFromToday(161) },
      { start: 'tomorrow', end: dayFromToday(161) },
      { start: dayFromToday(1), end: dayFromToday(400) },
    ]) {
      const response = await t.http().get(`/api/services/${service.id}/remaining`).query(query);
      expect(response.status).toBe(400);
    }
    expect(
      (
        await t
          .http()
          .get('/api/services/999999/remaining')
          .query({ start: dayFromToday(1), end: dayFromToday(1) })
      ).status,
    ).toBe(404);
  });

  it('counts an event of the longest length on its last day, and reads bookings from as far back as one can start', async () => {
    const service = await agency.service(SLOTS);
    const [first, last] = [180, 180 + MAX_EVENT_DAYS - 1];
    await agency.bookingIn(
      customer,
      {
        serviceId: service.id,
        startDate: dayFromToday(first),
        endDate: dayFromToday(last),
        startTime: '08:00',
        endTime: '17:00',
        addOns: [{ slot: 1, quantity: 4 }],
      },
      'approved',
    );
    const remainingOf = async (start: number, end: number) => (await remainingPerSlot(service, start, end))[0];
    expect(await remainingOf(last, last)).toBe(1);
    expect(await remainingOf(last, last + 5)).toBe(1);
    expect(await remainingOf(last + 1, last + 1)).toBe(5);
    const eventsOf = async (day: number) =>
      (await t.http().get(`/api/availability/day?date=${dayFromToday(day)}`)).body.events;
    expect(await eventsOf(last)).toEqual([{ serviceTitle: service.title, startTime: '08:00', endTime: '17:00' }]);
    expect(await eventsOf(last + 1)).toEqual([]);
  });
});

describe('the public availability', () => {
  it('gives counts per day of a month and a day’s times, never a name, e-mail, phone, location or event title', async () => {
    const service = await agency.service();
    const day = dayFromToday(170);
    const secret = {
      eventTitle: 'Secret Surprise Party',
      name: 'Josefina Private',
      email: 'josefina.private@example.com',
      phone: '09998887777',
      location: '42 Hidden Lane, Lipa City',
      description: 'Do not tell anyone',
    };
    await agency.bookingIn(
      customer,
      { serviceId: service.id, startDate: day, ...secret, startTime: '09:30', endTime: '11:00' },
      'approved',
    );
    await agency.bookingIn(customer, { serviceId: service.id, startDate: day, ...secret }, 'pending');
    const month = await t.http().get(`/api/availability?month=${day.slice(0, 7)}`);
    expect(month.status).toBe(200);
    expect(month.body.month).toBe(day.slice(0, 7));
    const days = month.body.days as { date: string }[];
    expect(days[0].date).toBe(`${day.slice(0, 7)}-01`);
    expect(days.find((entry) => entry.date === day)).toEqual({ date: day, approved: 1, slotsLeft: 2, full: false });
    const events = await t.http().get(`/api/availability/day?date=${day}`);
    expect(events.status).toBe(200);
    expect(events.body).toEqual({
      date: day,
      events: [{ serviceTitle: service.title, startTime: '09:30', endTime: '11:00' }],
    });
    for (const text of [month.text, events.text]) {
      for (const value of Object.values(secret)) expect(text).not.toContain(value);
      expect(text).not.toContain(customer.username);
    }
    for (const path of [
      '/api/availability?month=2026-13',
      '/api/availability',
      '/api/availability/day?date=2026-02-30',
    ]) {
      const response = await t.http().get(path);
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
    }
  });
});

describe('notices', () => {
  const notices = async (token: string): Promise<Notification[]> =>
    (await t.http().get('/api/notifications').set(bearer(token))).body;

  it('tells the customer of an approval and a decline in the bell and by mail to the booking’s address', async () => {
    const service = await agency.service();
    const booker = await agency.customer();
    const before = t.outbox().length;
    const approved = await agency.bookingIn(
      booker,
      {
        serviceId: service.id,
        startDate: dayFromToday(180),
        eventTitle: 'Lola Rosa 80th',
        email: 'rosa.family@example.com',
      },
      'approved',
    );
    const declined = await agency.bookingIn(
      booker,
      { serviceId: service.id, startDate: dayFromToday(181) },
      'declined',
    );
    // Withdrawals and completions notify nobody.
    await agency.decide(approved.id, 'done', { confirmOutstanding: true });
    await agency.bookingIn(booker, { serviceId: service.id, startDate: dayFromToday(182) }, 'withdrawn');

    const list = await notices(booker.token);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      kind: 'bookingDeclined',
      message: NOTIFICATION_TEXTS.bookingDeclined(REQUEST.name, REQUEST.eventTitle),
      bookingId: declined.id,
      orderId: null,
      productName: REQUEST.eventTitle,
      total: declined.total,
      read: false,
    });
    expect(list[1]).toMatchObject({
      kind: 'bookingApproved',
      message: NOTIFICATION_TEXTS.bookingApproved(REQUEST.name, 'Lola Rosa 80th'),
      bookingId: approved.id,
      imageUrl: service.imageUrl,
    });
    // The stranger may hold notices of their own from earlier races; none of these bookings is among them.
    const strangersBookings = (await notices(stranger.token)).map((notice) => notice.bookingId);
    expect(strangersBookings).not.toContain(approved.id);
    expect(strangersBookings).not.toContain(declined.id);

    // The outbox's files are named by the millisecond: two mails of one millisecond may come in either order.
    const mails = t.outbox().slice(before).map(decodeQuotedPrintable);
    expect(mails).toHaveLength(2);
    const approval = mails.find((mail) => mail.includes(`Subject: ${NOTIFICATION_MAIL_SUBJECTS.bookingApproved}`));
    const decline = mails.find((mail) => mail.includes(`Subject: ${NOTIFICATION_MAIL_SUBJECTS.bookingDeclined}`));
    expect(approval).toContain('To: rosa.family@example.com');
    expect(approval).toContain(NOTIFICATION_TEXTS.bookingApproved(REQUEST.name, 'Lola Rosa 80th'));
    // The times in the 12-hour clock the pages show them in.
    expect(approval).toContain(`${dayFromToday(180)}, 2:00 PM – 6:00 PM`);
    expect(decline).toContain(`To: ${REQUEST.email}`);
    expect(decline).toContain(`Reason: ${BOOKING_DECLINE_REASON}`);
  });

  it('writes no notice and no mail when the approval is refused', async () => {
    const service = await agency.service([{ name: 'Drone', price: 500000, stock: 1 }]);
    const ask = { serviceId: service.id, startDate: dayFromToday(183), addOns: [{ slot: 1, quantity: 1 }] };
    const booker = await agency.customer();
    const first = await agency.request(customer, ask);
    const refused = await agency.request(booker, ask);
    expect((await agency.decide(first.id, 'approve')).status).toBe(200);
    const mails = t.outbox().length;
    expect((await agency.decide(refused.id, 'approve')).status).toBe(409);
    expect(await notices(booker.token)).toEqual([]);
    expect(t.outbox().length).toBe(mails);
  });
});

describe('the calendar file', () => {
  it('gives an approved booking as a VEVENT in Manila time, and refuses a pending or declined one (409)', async () => {
    const service = await agency.service();
    const startDate = dayFromToday(190);
    const booking = await agency.bookingIn(
      customer,
      {
        serviceId: service.id,
        startDate,
        endDate: dayFromToday(191),
        eventTitle: 'Reyes, Santos; Wedding',
        startTime: '15:00',
        endTime: '02:00',
      },
      'approved',
    );
    for (const token of [customer.token, agency.admin]) {
      const response = await t.http().get(`/api/bookings/${booking.id}/calendar.ics`).set(bearer(token)).buffer(true);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="booking-${booking.id}.ics"`);
      const calendar = new ICAL.Component(ICAL.parse(response.text));
      const vevent = calendar.getFirstSubcomponent('vevent');
      expect(vevent).not.toBeNull();
      const event = new ICAL.Event(vevent as ICAL.Component);
      expect(event.uid).toBe(`booking-${booking.id}@qmj.test`);
      expect(event.summary).toBe('Reyes, Santos; Wedding');
      expect(event.location).toBe(REQUEST.location);
      expect(event.startDate.toJSDate().toISOString()).toBe(new Date(`${startDate}T15:00:00+08:00`).toISOString());
      expect(event.endDate.toJSDate().toISOString()).toBe(
        new Date(`${dayFromToday(191)}T02:00:00+08:00`).toISOString(),
      );
      expect(vevent?.getFirstPropertyValue('dtstamp')).toBeTruthy();
    }
    for (const status of ['pending', 'declined'] as const) {
      const other = await agency.bookingIn(customer, { serviceId: service.id, startDate: dayFromToday(192) }, status);
      const response = await t.http().get(`/api/bookings/${other.id}/calendar.ics`).set(bearer(customer.token));
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(BOOKING_MESSAGES.calendarNotApproved);
    }
  });
});

describe('today in Manila', () => {
  it('accepts an event starting today', async () => {
    const service = await agency.service();
    const response = await sendRequest(t, customer.token, { serviceId: service.id, startDate: manilaToday() });
    expect(response.status).toBe(201);
  });
});
