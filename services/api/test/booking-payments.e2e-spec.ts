// A booking's payments (docs/bookings.md, Payments): the schedule made with the request, the payment
// state table row by row, the race on a confirmation, gapless acknowledgement numbers, the
// administrator's Payments view, the documents read back as text, and privacy between customers.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type AdminBookingPayment,
  BOOKING_MESSAGES,
  BOOKING_PAYMENT_MAILS,
  BOOKING_PAYMENT_MESSAGES,
  type BookingPayment,
  type BookingPaymentAction,
  bookingPaymentStateConflict,
  formatPesos,
  manilaToday,
  type Notification,
  type NotificationKind,
  shiftDay,
} from '@qmj/contracts';
import { BalanceReminders } from '../src/bookings/payments/balance-reminders.js';
import { BookingPayment as BookingPaymentRow } from '../src/bookings/payments/booking-payment.entity.js';
import { PaymentAcknowledgement } from '../src/bookings/payments/payment-acknowledgement.entity.js';
import { Clock } from '../src/common/clock.js';
import { UnitOfWork } from '../src/database/unit-of-work.js';
import { type Agency, bearer, type Customer, dayFromToday, openAgency } from './booking-fixtures.js';
import { requireTool, run } from './catalog-fixtures.js';
import { drawReceipt, EXAMPLE_RECEIPT } from './gcash-receipts.js';
import { receiptImage } from './order-fixtures.js';
import { decodeQuotedPrintable, type TestApp } from './test-app.js';

let agency: Agency;
let t: TestApp;
let customer: Customer;
let stranger: Customer;
let serviceId: number;
let clock: Clock;
let pdftotext: string;
const work = mkdtempSync(join(tmpdir(), 'qmj-payments-'));
/** Each booking on a day of its own, so that no day fills. */
let nextDay = 20;
const freshDay = () => {
  nextDay += 1;
  return dayFromToday(nextDay);
};

/** ₱12,345.67: its 20% is not a whole number of centavos. */
const ODD_PRICE = 1234567;

beforeAll(async () => {
  pdftotext = requireTool('/usr/bin/pdftotext', 'poppler-utils');
  agency = await openAgency();
  t = agency.t;
  clock = t.app.get(Clock);
  customer = await agency.customer();
  stranger = await agency.customer();
  serviceId = (await agency.service([{ name: 'Photo Booth', price: 250050, stock: 100 }], ODD_PRICE)).id;
});
afterEach(() => {
  clock.now = () => new Date();
});
afterAll(async () => {
  await t?.close();
});

const approvedBooking = (owner = customer) => agency.bookingIn(owner, { serviceId, startDate: freshDay() }, 'approved');

async function scheduleOf(bookingId: number, token = customer.token): Promise<BookingPayment[]> {
  const response = await t.http().get(`/api/bookings/${bookingId}/payments`).set(bearer(token));
  expect(response.status).toBe(200);
  return response.body;
}

function payBalance(bookingId: number, method = 'gcash', token = customer.token) {
  return t
    .http()
    .post(`/api/bookings/${bookingId}/payments/balance`)
    .set(bearer(token))
    .field('method', method)
    .attach('receipt', receiptImage(), 'receipt.png');
}

const step = (paymentId: number, action: Exclude<BookingPaymentAction, 'send'>, body: object = {}) =>
  t.http().post(`/api/admin/booking-payments/${paymentId}/${action}`).set(bearer(agency.admin)).send(body);

async function mustStep(paymentId: number, action: Exclude<BookingPaymentAction, 'send'>, body: object = {}) {
  const response = await step(paymentId, action, body);
  expect({ status: response.status, body: response.body }).toEqual({ status: 200, body: expect.anything() });
  return response.body as AdminBookingPayment;
}

async function pdfText(path: string, token = customer.token): Promise<{ text: string; fileName: string }> {
  const response = await t.http().get(path).set(bearer(token)).buffer(true);
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return { text: textOf(response.body), fileName: response.headers['content-disposition'] };
}

function textOf(pdf: Buffer): string {
  const file = join(work, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return run(pdftotext, ['-layout', file, '-']);
}

/** The customer's notices of one kind about a booking, as the bell lists them. */
async function noticesOf(bookingId: number, kind: NotificationKind, token = customer.token): Promise<Notification[]> {
  const response = await t.http().get('/api/notifications').set(bearer(token));
  expect(response.status).toBe(200);
  return (response.body as Notification[]).filter((notice) => notice.bookingId === bookingId && notice.kind === kind);
}

async function acknowledgements(): Promise<PaymentAcknowledgement[]> {
  return t.app.get(UnitOfWork).manager.find(PaymentAcknowledgement, { order: { number: 'ASC' } });
}

describe('the schedule made with the request', () => {
  it('gives every booking a down payment sent with its receipt and a balance due, adding up to the total', async () => {
    const booking = await agency.request(customer, {
      serviceId,
      startDate: dayFromToday(40),
      addOns: [{ slot: 1, quantity: 3 }],
    });
    const total = ODD_PRICE + 3 * 250050;
    expect(booking.total).toBe(total);
    const [down, balance] = booking.payments;
    expect(down).toMatchObject({
      kind: 'down-payment',
      amount: booking.downPayment,
      dueOn: manilaToday(),
      method: 'gcash',
      state: 'sent',
      standing: 'sent',
      hasReceipt: true,
      acknowledgementNumber: null,
    });
    expect(down.receipt).toMatchObject({ state: 'queued' });
    expect(balance).toMatchObject({
      kind: 'balance',
      amount: total - booking.downPayment,
      dueOn: dayFromToday(40 - 7),
      method: null,
      state: 'due',
      hasReceipt: false,
      receipt: null,
    });
    expect(down.amount + balance.amount).toBe(total);
    expect(await scheduleOf(booking.id)).toEqual(booking.payments);
  });

  it('keeps the odd centavo in the balance for ₱12,345.67', async () => {
    const booking = await agency.request(customer, { serviceId, startDate: dayFromToday(41) });
    const [down, balance] = booking.payments;
    expect(down.amount).toBe(246913);
    expect(balance.amount).toBe(987654);
    expect(down.amount + balance.amount).toBe(ODD_PRICE);
  });

  it('never makes the balance due before the request day, and follows the settings', async () => {
    const soon = await agency.request(customer, { serviceId, startDate: dayFromToday(2) });
    expect(soon.payments[1].dueOn).toBe(manilaToday());
    const saved = await t
      .http()
      .put('/api/settings/payment')
      .set(bearer(agency.admin))
      .field('gcashNumber', '09171234567')
      .field('balanceDueDaysBefore', '0')
      .field('balanceReminderDaysBefore', '5');
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ balanceDueDaysBefore: 0, balanceReminderDaysBefore: 5 });
    try {
      const onTheDay = await agency.request(customer, { serviceId, startDate: dayFromToday(42) });
      expect(onTheDay.payments[1].dueOn).toBe(dayFromToday(42));
    } finally {
      await t
        .http()
        .put('/api/settings/payment')
        .set(bearer(agency.admin))
        .field('gcashNumber', '09171234567')
        .field('balanceDueDaysBefore', '7');
    }
    const kept = await t.http().get('/api/settings/payment');
    expect(kept.body).toMatchObject({ balanceDueDaysBefore: 7, balanceReminderDaysBefore: 5 });
    for (const [field, value, message] of [
      ['balanceDueDaysBefore', '61', BOOKING_PAYMENT_MESSAGES.balanceDueDays],
      ['balanceDueDaysBefore', '-1', BOOKING_PAYMENT_MESSAGES.balanceDueDays],
      ['balanceReminderDaysBefore', '31', BOOKING_PAYMENT_MESSAGES.reminderDays],
      ['balanceReminderDaysBefore', '1.5', BOOKING_PAYMENT_MESSAGES.reminderDays],
    ]) {
      const refused = await t
        .http()
        .put('/api/settings/payment')
        .set(bearer(agency.admin))
        .field('gcashNumber', '09171234567')
        .field(field, value);
      expect({ field, value, status: refused.status, message: refused.body.message }).toEqual({
        field,
        value,
        status: 400,
        message,
      });
    }
  });

  it('confirms the down payment with the approval and voids both with a decline or a withdrawal', async () => {
    const approved = await approvedBooking();
    const [down, balance] = approved.payments;
    expect(down).toMatchObject({
      state: 'confirmed',
      standing: 'confirmed',
      acknowledgementNumber: expect.any(Number),
    });
    expect(down.confirmedAt).not.toBeNull();
    expect(balance).toMatchObject({ state: 'due', standing: 'due' });
    for (const status of ['declined', 'withdrawn'] as const) {
      const closed = await agency.bookingIn(customer, { serviceId, startDate: freshDay() }, status);
      expect((await scheduleOf(closed.id)).map((payment) => payment.state)).toEqual(['void', 'void']);
    }
  });
});

describe('the payment state table', () => {
  it('applies each row, and refuses every other step with 409 and the sentence', async () => {
    const pending = await agency.request(customer, { serviceId, startDate: freshDay() });
    const notPayable = await payBalance(pending.id);
    expect({ status: notPayable.status, message: notPayable.body.message }).toEqual({
      status: 409,
      message: BOOKING_PAYMENT_MESSAGES.notPayable,
    });
    expect((await step(pending.payments[0].id, 'confirm')).body.message).toBe(BOOKING_PAYMENT_MESSAGES.notPayable);

    const booking = await approvedBooking();
    const [down, balance] = booking.payments;
    const refusals: [number, Exclude<BookingPaymentAction, 'send'>, string][] = [
      [down.id, 'confirm', bookingPaymentStateConflict('confirmed', 'confirm')],
      [down.id, 'record-cash', bookingPaymentStateConflict('confirmed', 'record-cash')],
      [down.id, 'reject', bookingPaymentStateConflict('confirmed', 'reject')],
      [balance.id, 'confirm', bookingPaymentStateConflict('due', 'confirm')],
      [balance.id, 'reject', bookingPaymentStateConflict('due', 'reject')],
      [balance.id, 'undo', bookingPaymentStateConflict('due', 'undo')],
    ];
    for (const [id, action, message] of refusals) {
      const response = await step(id, action, action === 'reject' ? { reason: 'Short.' } : {});
      expect({ id, action, status: response.status, message: response.body.message }).toEqual({
        id,
        action,
        status: 409,
        message,
      });
    }

    // due → sent (owner): the receipt stored and queued for reading against the balance.
    const sent = await payBalance(booking.id, 'bank-transfer');
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ state: 'sent', method: 'bank-transfer', hasReceipt: true });
    expect(sent.body.receipt).toMatchObject({ state: 'queued' });
    const again = await payBalance(booking.id);
    expect({ status: again.status, message: again.body.message }).toEqual({
      status: 409,
      message: bookingPaymentStateConflict('sent', 'send'),
    });
    // A step on a state the administrator no longer sees: 409 naming the state now.
    const stale = await step(balance.id, 'record-cash', { expectedState: 'due' });
    expect(stale.body.message).toBe(bookingPaymentStateConflict('sent', 'record-cash'));

    // sent → due (reject): the reason kept and mailed, the receipt on record.
    const mails = t.outbox().length;
    const rejected = await mustStep(balance.id, 'reject', { reason: 'The amount on the receipt is short.' });
    expect(rejected).toMatchObject({ state: 'due', reason: 'The amount on the receipt is short.', hasReceipt: true });
    const mail = decodeQuotedPrintable(t.outbox().slice(mails).join('\n'));
    expect(mail).toContain(BOOKING_PAYMENT_MAILS.rejected.subject);
    expect(mail).toContain('The amount on the receipt is short.');
    expect(await noticesOf(booking.id, 'paymentRejected')).toEqual([
      expect.objectContaining({ total: balance.amount, message: expect.stringContaining(booking.eventTitle) }),
    ]);
    expect((await step(balance.id, 'reject', { reason: '   ' })).body.message).toBe(
      BOOKING_PAYMENT_MESSAGES.reasonRequired,
    );

    // due → confirmed (cash), then undone back to due: a cash payment has no receipt to check again.
    const cash = await mustStep(balance.id, 'record-cash', { expectedState: 'due' });
    expect(cash).toMatchObject({ state: 'confirmed', method: 'cash', reason: null });
    const cashNumber = cash.acknowledgementNumber;
    expect(cashNumber).toEqual(expect.any(Number));
    const undoneCash = await mustStep(balance.id, 'undo');
    expect(undoneCash).toMatchObject({ state: 'due', acknowledgementNumber: null, confirmedAt: null });

    // due → sent → confirmed, then undone back to sent (it had a receipt); the number is never reused.
    expect((await payBalance(booking.id)).status).toBe(200);
    const confirmed = await mustStep(balance.id, 'confirm', { expectedState: 'sent' });
    expect(confirmed).toMatchObject({ state: 'confirmed', method: 'gcash' });
    expect(confirmed.acknowledgementNumber).toBeGreaterThan(cashNumber as number);
    expect(await mustStep(balance.id, 'undo')).toMatchObject({ state: 'sent', acknowledgementNumber: null });
    const reconfirmed = await mustStep(balance.id, 'confirm');
    expect(reconfirmed.acknowledgementNumber).toBeGreaterThan(confirmed.acknowledgementNumber as number);
  });

  it('refuses to mark an event done while money is outstanding, unless the administrator confirms it', async () => {
    const booking = await approvedBooking();
    const refused = await agency.decide(booking.id, 'done');
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 409,
      message: BOOKING_PAYMENT_MESSAGES.outstanding,
    });
    expect((await scheduleOf(booking.id)).length).toBe(2);
    const stillApproved = await t.http().get(`/api/bookings/${booking.id}`).set(bearer(customer.token));
    expect(stillApproved.body.status).toBe('approved');
    expect((await agency.decide(booking.id, 'done', { confirmOutstanding: 'maybe' })).status).toBe(400);
    expect((await agency.decide(booking.id, 'done', { confirmOutstanding: true })).body.status).toBe('done');

    const paid = await approvedBooking();
    await mustStep(paid.payments[1].id, 'record-cash');
    expect((await agency.decide(paid.id, 'done')).body.status).toBe('done');
    // A done event's money can still be settled.
    const late = await scheduleOf(booking.id);
    expect((await mustStep(late[1].id, 'record-cash')).state).toBe('confirmed');
  });

  it('confirms a payment once when administrators confirm it at the same moment', async () => {
    const booking = await approvedBooking();
    expect((await payBalance(booking.id)).status).toBe(200);
    const balanceId = booking.payments[1].id;
    const before = (await acknowledgements()).length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => step(balanceId, 'confirm', { expectedState: 'sent' })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.status === 409)) {
      expect(answer.body.message).toBe(bookingPaymentStateConflict('confirmed', 'confirm'));
    }
    const issued = (await acknowledgements()).slice(before);
    expect(issued.map((acknowledgement) => acknowledgement.paymentId)).toEqual([balanceId]);
  });

  it('numbers the acknowledgements without gaps through confirmations and undos at once', async () => {
    const bookings = await Promise.all([approvedBooking(), approvedBooking(), approvedBooking()]);
    await Promise.all(bookings.map((booking) => payBalance(booking.id)));
    await Promise.all(
      bookings.flatMap((booking) => [step(booking.payments[1].id, 'confirm'), step(booking.payments[0].id, 'undo')]),
    );
    await Promise.all(bookings.map((booking) => step(booking.payments[0].id, 'confirm')));
    const numbers = (await acknowledgements()).map((acknowledgement) => acknowledgement.number);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
    // Each confirmed payment has one acknowledgement in force; each undone one its voided one.
    for (const booking of bookings) {
      const [down, balance] = await scheduleOf(booking.id);
      expect([down.state, balance.state]).toEqual(['confirmed', 'confirmed']);
      const ofDown = (await acknowledgements()).filter((acknowledgement) => acknowledgement.paymentId === down.id);
      expect(ofDown.map((acknowledgement) => acknowledgement.voidedAt === null)).toEqual([false, true]);
      expect(down.acknowledgementNumber).toBe(ofDown[1].number);
    }
  });
});

describe('privacy', () => {
  it("never shows a customer another's payments: 404 exactly like a missing one", async () => {
    const booking = await approvedBooking();
    const other = await t.http().get(`/api/bookings/${booking.id}/payments`).set(bearer(stranger.token));
    expect({ status: other.status, message: other.body.message }).toEqual({
      status: 404,
      message: BOOKING_MESSAGES.bookingMissing,
    });
    const missing = await t.http().get('/api/bookings/999999/payments').set(bearer(stranger.token));
    expect(missing.body).toEqual(other.body);
    const paid = await payBalance(booking.id, 'gcash', stranger.token);
    expect(paid.status).toBe(404);
    const theirs = await t
      .http()
      .get(`/api/booking-payments/${booking.payments[0].id}/acknowledgement.pdf`)
      .set(bearer(stranger.token));
    const none = await t.http().get('/api/booking-payments/999999/acknowledgement.pdf').set(bearer(stranger.token));
    expect({ status: theirs.status, body: theirs.body }).toEqual({ status: 404, body: none.body });
    expect(none.body.message).toBe(BOOKING_PAYMENT_MESSAGES.paymentMissing);
  });
});

describe("the balance's receipt", () => {
  it('is read before sending against the balance of the customer’s own booking, and another’s is 404', async () => {
    const booking = await approvedBooking();
    const balance = booking.payments[1];
    const receipt = await drawReceipt({
      ...EXAMPLE_RECEIPT,
      amount: balance.amount,
      referenceNumber: '7000000000017',
      paidAt: `${manilaToday()}T00:00:00+08:00`,
    });
    const preview = (token: string) =>
      t
        .http()
        .post('/api/receipts/preview')
        .set(bearer(token))
        .field('bookingId', booking.id)
        .attach('receipt', receipt, 'receipt.png');
    const read = await preview(customer.token);
    expect(read.status).toBe(200);
    expect(read.body.checks.amount).toMatchObject({ verdict: 'pass', read: balance.amount, expected: balance.amount });
    expect((await preview(stranger.token)).status).toBe(404);
  });
});

describe("a payment's receipt", () => {
  it('is served to the booking’s owner and the administrator as it was sent, privately; a payment without one is 404', async () => {
    const booking = await approvedBooking();
    const balance = booking.payments[1];
    const receiptOf = (token: string) =>
      t.http().get(`/api/booking-payments/${balance.id}/receipt`).set(bearer(token)).buffer(true);
    expect((await receiptOf(customer.token)).status).toBe(404);
    expect((await payBalance(booking.id)).status).toBe(200);
    for (const token of [customer.token, agency.admin]) {
      const response = await receiptOf(token);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(Buffer.compare(response.body as Buffer, receiptImage())).toBe(0);
    }
    expect((await receiptOf(stranger.token)).status).toBe(404);
  });
});

describe("the administrator's Payments view", () => {
  /** The ids of the payments the view lists under `standing`, and its total. */
  const listed = async (standing: string, extra = '') => {
    const response = await t
      .http()
      .get(`/api/admin/booking-payments?standing=${standing}&pageSize=100${extra}`)
      .set(bearer(agency.admin));
    expect(response.status).toBe(200);
    return {
      ids: (response.body.items as AdminBookingPayment[]).map((payment) => payment.id),
      total: response.body.total as number,
    };
  };
  const ids = async (standing: string, extra = '') => (await listed(standing, extra)).ids;

  it('lists each payment under one standing, overdue once its due day has passed, searched and by receipt', async () => {
    const booking = await agency.bookingIn(
      customer,
      { serviceId, startDate: dayFromToday(30), eventTitle: 'Kulay Fiesta Reunion' },
      'approved',
    );
    const [down, balance] = booking.payments;
    expect(await ids('due')).toContain(balance.id);
    expect(await ids('confirmed')).toContain(down.id);
    expect(await ids('overdue')).not.toContain(balance.id);
    const found = await t
      .http()
      .get('/api/admin/booking-payments?standing=due&q=kulay%20FIESTA')
      .set(bearer(agency.admin));
    expect(found.body.items.map((payment: AdminBookingPayment) => payment.id)).toEqual([balance.id]);
    expect(found.body.items[0].booking).toMatchObject({
      id: booking.id,
      eventTitle: 'Kulay Fiesta Reunion',
      username: customer.username,
      startDate: dayFromToday(30),
    });
    expect(await ids('confirmed', '&receipt=unread')).toContain(down.id);
    expect(await ids('confirmed', '&receipt=verified')).not.toContain(down.id);

    // The day after it was due, in Manila: overdue, and no longer in the due list.
    clock.now = () => new Date(`${dayFromToday(30 - 7 + 1)}T01:00:00+08:00`);
    expect(await ids('overdue')).toContain(balance.id);
    expect(await ids('due')).not.toContain(balance.id);
    expect((await scheduleOf(booking.id))[1].standing).toBe('overdue');
    expect((await payBalance(booking.id)).body.standing).toBe('overdue');
    expect(await ids('overdue')).toContain(balance.id);
    expect(await ids('sent')).not.toContain(balance.id);
  });

  it("reads each standing from the payments' copy of their booking's status, which the database keeps through every change", async () => {
    const unitOfWork = t.app.get(UnitOfWork);
    const copies = async (bookingId: number) =>
      (await unitOfWork.manager.find(BookingPaymentRow, { where: { bookingId }, order: { id: 'ASC' } })).map(
        (payment) => payment.bookingStatus,
      );
    const setByHand = (bookingId: number, status: string) =>
      unitOfWork.transaction((manager) =>
        manager.query('UPDATE bookings SET status = ? WHERE id = ?', [status, bookingId]),
      );
    const requested = await agency.bookingIn(customer, { serviceId, startDate: dayFromToday(41) }, 'pending');
    const withdrawn = await agency.bookingIn(customer, { serviceId, startDate: dayFromToday(42) }, 'withdrawn');
    const done = await agency.bookingIn(customer, { serviceId, startDate: dayFromToday(43) }, 'done');
    expect(await copies(requested.id)).toEqual(['pending', 'pending']);
    expect(await copies(withdrawn.id)).toEqual(['withdrawn', 'withdrawn']);
    expect(await copies(done.id)).toEqual(['done', 'done']);
    const before = await listed('due');
    expect(before.ids).not.toContain(requested.payments[1].id);

    // Approved through the API: its balance is due, and the total counts it.
    expect((await agency.decide(requested.id, 'approve')).body.status).toBe('approved');
    expect(await copies(requested.id)).toEqual(['approved', 'approved']);
    const approved = await listed('due');
    expect(approved.ids).toContain(requested.payments[1].id);
    expect(approved.total).toBe(before.total + 1);

    // Changed by hand, outside the API: followed as well; a change rolled back leaves the copies as they were.
    await setByHand(requested.id, 'withdrawn');
    expect(await copies(requested.id)).toEqual(['withdrawn', 'withdrawn']);
    expect((await listed('due')).total).toBe(before.total);
    await expect(
      unitOfWork.transaction(async (manager) => {
        await manager.query('UPDATE bookings SET status = ? WHERE id = ?', ['approved', requested.id]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await copies(requested.id)).toEqual(['withdrawn', 'withdrawn']);
  });
});

describe('reminders', () => {
  it('mails a balance reminder once before it is due and once when overdue, however many runs at once', async () => {
    const reminders = t.app.get(BalanceReminders);
    const days = (await t.http().get('/api/settings/payment')).body.balanceReminderDaysBefore as number;
    const booking = await approvedBooking();
    const paid = await approvedBooking();
    expect((await payBalance(paid.id)).status).toBe(200);
    const [dueOn, paidDueOn] = [booking.payments[1].dueOn, paid.payments[1].dueOn];
    const mailsAbout = (kind: 'due-soon' | 'overdue', day: string) =>
      t
        .outbox()
        .map(decodeQuotedPrintable)
        .filter((mail) => mail.includes(BOOKING_PAYMENT_MAILS[kind].subject) && mail.includes(day)).length;
    const at = (day: string) => {
      clock.now = () => new Date(`${day}T09:00:00+08:00`);
    };

    at(shiftDay(dueOn, -days - 1));
    await reminders.remind();
    expect(mailsAbout('due-soon', dueOn)).toBe(0);

    at(shiftDay(dueOn, -days));
    await Promise.all([reminders.remind(), reminders.remind(), reminders.run()]);
    await reminders.remind();
    expect(mailsAbout('due-soon', dueOn)).toBe(1);
    expect(mailsAbout('overdue', dueOn)).toBe(0);

    at(shiftDay(dueOn, 1));
    await Promise.all([reminders.remind(), reminders.remind()]);
    await reminders.remind();
    expect(mailsAbout('overdue', dueOn)).toBe(1);
    expect(mailsAbout('due-soon', dueOn)).toBe(1);
    // Each reminder is a notice in the bell too, once.
    expect(await noticesOf(booking.id, 'balanceDueSoon')).toHaveLength(1);
    expect(await noticesOf(booking.id, 'balanceOverdue')).toEqual([
      expect.objectContaining({ total: booking.payments[1].amount, bookingId: booking.id }),
    ]);
    // A balance sent for checking is not reminded.
    at(shiftDay(paidDueOn, 1));
    await reminders.remind();
    expect(mailsAbout('due-soon', paidDueOn) + mailsAbout('overdue', paidDueOn)).toBe(0);
  });
});

describe('the documents', () => {
  it('draws a quotation before filing from the server’s prices, with the down payment and the balance', async () => {
    const response = await t
      .http()
      .post('/api/bookings/quotation.pdf')
      .set(bearer(customer.token))
      .send({
        serviceId,
        eventTitle: 'Lola Nena at 80',
        startDate: dayFromToday(50),
        endDate: dayFromToday(51),
        addOns: [{ slot: 1, quantity: 2 }],
      })
      .buffer(true);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="quotation_service_${serviceId}.pdf"`);
    const text = textOf(response.body);
    const total = ODD_PRICE + 2 * 250050;
    const down = Math.round(total * 0.2);
    expect(text).toContain('Quotation');
    expect(text).toContain('Lola Nena at 80');
    expect(text).toContain('Photo Booth');
    expect(text).toContain(formatPesos(total));
    expect(text).toContain(formatPesos(down));
    expect(text).toContain(formatPesos(total - down));
    expect(text).toContain(`due on ${dayFromToday(50 - 7)}`);
    const refused = await t
      .http()
      .post('/api/bookings/quotation.pdf')
      .set(bearer(customer.token))
      .send({ serviceId, startDate: dayFromToday(50), endDate: dayFromToday(49) });
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 400,
      message: BOOKING_MESSAGES.endBeforeStart,
    });
  });

  it("draws a booking's quotation, its invoice once approved, and each confirmed payment's acknowledgement", async () => {
    const pending = await agency.request(customer, { serviceId, startDate: freshDay() });
    const quotation = await pdfText(`/api/bookings/${pending.id}/quotation.pdf`);
    expect(quotation.fileName).toBe(`attachment; filename="quotation_booking_${pending.id}.pdf"`);
    expect(quotation.text).toContain(formatPesos(ODD_PRICE));
    const early = await t.http().get(`/api/bookings/${pending.id}/invoice.pdf`).set(bearer(customer.token));
    expect({ status: early.status, message: early.body.message }).toEqual({
      status: 409,
      message: BOOKING_PAYMENT_MESSAGES.invoiceNotApproved,
    });
    const unconfirmed = await t
      .http()
      .get(`/api/booking-payments/${pending.payments[0].id}/acknowledgement.pdf`)
      .set(bearer(customer.token));
    expect(unconfirmed.body.message).toBe(BOOKING_PAYMENT_MESSAGES.notConfirmed);

    const booking = await approvedBooking();
    const [down, balance] = await scheduleOf(booking.id);
    const invoice = await pdfText(`/api/bookings/${booking.id}/invoice.pdf`);
    expect(invoice.fileName).toBe(`attachment; filename="invoice_booking_${booking.id}.pdf"`);
    expect(invoice.text).toContain(`Invoice — Booking #${booking.id}`);
    expect(invoice.text).toMatch(new RegExp(`Outstanding: ${literally(formatPesos(balance.amount))}`));
    expect(invoice.text).toContain(String(down.acknowledgementNumber).padStart(6, '0'));

    const acknowledgement = await pdfText(`/api/booking-payments/${down.id}/acknowledgement.pdf`, agency.admin);
    const number = String(down.acknowledgementNumber).padStart(6, '0');
    expect(acknowledgement.fileName).toBe(`attachment; filename="acknowledgement_${number}.pdf"`);
    expect(acknowledgement.text).toContain(`Acknowledgement Receipt No. ${number}`);
    expect(acknowledgement.text).toContain(formatPesos(down.amount));
    expect(acknowledgement.text).toContain('GCash');
    expect(acknowledgement.text).toContain(`booking #${booking.id}`);

    await mustStep(balance.id, 'record-cash');
    const paid = await pdfText(`/api/bookings/${booking.id}/invoice.pdf`);
    expect(paid.text).toMatch(/Outstanding: ₱0\.00/);
  });
});

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
