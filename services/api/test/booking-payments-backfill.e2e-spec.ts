// The migration that made the booking payments gives the bookings made before it their two payments
// (docs/bookings.md, Payments), and the one that copies each booking's status onto its payments copies it:
// run again over bookings of every status, on SQLite and MariaDB.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { type BookingStatus, manilaToday, shiftDay } from '@qmj/contracts';
import { DataSource } from 'typeorm';
import { BookingPayment } from '../src/bookings/payments/booking-payment.entity.js';
import { DailyEventSale } from '../src/bookings/payments/daily-event-sale.entity.js';
import { PaymentAcknowledgement } from '../src/bookings/payments/payment-acknowledgement.entity.js';
import { BookingPayments1795900000000 } from '../src/database/migrations/1795900000000-booking-payments.js';
import { PaymentsBookingStatus1796400000000 } from '../src/database/migrations/1796400000000-payments-booking-status.js';
import { UnitOfWork } from '../src/database/unit-of-work.js';
import { type Agency, bearer, dayFromToday, openAgency } from './booking-fixtures.js';

let agency: Agency;

beforeAll(async () => {
  agency = await openAgency();
});
afterAll(async () => {
  await agency?.t.close();
});

it('gives every booking made before it a down payment and a balance, numbered and counted as they were decided', async () => {
  const { t } = agency;
  const serviceId = (await agency.service([], 1234567)).id;
  const customer = await agency.customer();
  const statuses: BookingStatus[] = ['pending', 'approved', 'done', 'declined', 'withdrawn'];
  const bookings = [];
  for (const [index, status] of statuses.entries()) {
    bookings.push(await agency.bookingIn(customer, { serviceId, startDate: dayFromToday(30 + index) }, status));
  }
  const near = await agency.bookingIn(customer, { serviceId, startDate: dayFromToday(3) }, 'approved');

  // The bookings as they were before the migration: no payments; then the migration runs over them.
  const dataSource = t.app.get(DataSource);
  const runner = dataSource.createQueryRunner();
  try {
    // The migrations since that build on its table are undone first and made again after it.
    const since = new PaymentsBookingStatus1796400000000();
    const migration = new BookingPayments1795900000000();
    await since.down(runner);
    await migration.down(runner);
    await migration.up(runner);
    await since.up(runner);
  } finally {
    await runner.release();
  }

  const states = async (id: number) => {
    const response = await t.http().get(`/api/bookings/${id}/payments`).set(bearer(customer.token));
    expect(response.status).toBe(200);
    return response.body as { kind: string; state: string; amount: number; dueOn: string; hasReceipt: boolean }[];
  };
  const expected: Record<BookingStatus, string[]> = {
    pending: ['sent', 'due'],
    approved: ['confirmed', 'due'],
    done: ['confirmed', 'due'],
    declined: ['void', 'void'],
    withdrawn: ['void', 'void'],
  };
  for (const [index, booking] of bookings.entries()) {
    const payments = await states(booking.id);
    expect({ status: booking.status, states: payments.map((payment) => payment.state) }).toEqual({
      status: booking.status,
      states: expected[booking.status],
    });
    expect(payments.map((payment) => payment.kind)).toEqual(['down-payment', 'balance']);
    expect(payments[0]).toMatchObject({ amount: booking.downPayment, dueOn: manilaToday(), hasReceipt: true });
    expect(payments[1]).toMatchObject({
      amount: booking.total - booking.downPayment,
      dueOn: shiftDay(dayFromToday(30 + index), -7),
    });
  }
  expect((await states(near.id))[1].dueOn).toBe(manilaToday());

  // The confirmed down payments are numbered in the order they were decided, and counted in that day's event sales.
  const unitOfWork = t.app.get(UnitOfWork);
  const acknowledgements = await unitOfWork.manager.find(PaymentAcknowledgement, { order: { number: 'ASC' } });
  const decided = [bookings[1], bookings[2], near];
  const downPayments = await unitOfWork.manager.find(BookingPayment, { where: { kind: 'down-payment' } });
  const downOf = new Map(downPayments.map((payment) => [payment.bookingId, payment.id]));
  expect(acknowledgements.map((acknowledgement) => [acknowledgement.number, acknowledgement.paymentId])).toEqual(
    decided.map((booking, index) => [index + 1, downOf.get(booking.id)]),
  );
  // Each payment carries its booking's status, copied by the later migration as it was made again.
  const allPayments = await unitOfWork.manager.find(BookingPayment);
  for (const booking of [...bookings, near]) {
    expect(
      allPayments.filter((payment) => payment.bookingId === booking.id).map((payment) => payment.bookingStatus),
    ).toEqual([booking.status, booking.status]);
  }
  const sales = await unitOfWork.manager.find(DailyEventSale);
  expect(sales.reduce((sum, day) => sum + day.total, 0)).toBe(
    decided.reduce((sum, booking) => sum + booking.downPayment, 0),
  );

  // The counter goes on from there: the next confirmation is number 4.
  const balance = (await states(near.id))[1] as unknown as { id: number };
  const confirmed = await t
    .http()
    .post(`/api/admin/booking-payments/${balance.id}/record-cash`)
    .set(bearer(agency.admin))
    .send({});
  expect(confirmed.body.acknowledgementNumber).toBe(decided.length + 1);
});
