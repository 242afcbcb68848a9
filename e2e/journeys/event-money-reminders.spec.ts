// A balance left unpaid past its due day becomes overdue, and its reminder goes out once, as a mail and as a notice
// in the bell (docs/bookings.md, Reminders). The journeys' system looks for reminders every 1.5 s; a day passing is
// the balance's due day moved to yesterday in the database, as the job would find it a day later.

import { join } from 'node:path';
import { BOOKING_PAYMENT_MAILS, bookingTotal, downPayment, manilaToday, NOTIFICATION_TEXTS } from '@qmj/contracts';
import Database from 'better-sqlite3';
import { newCustomer } from '../support/accounts-api.js';
import { approveBooking, pricedService, requestBooking } from '../support/bookings-api.js';
import { addDays } from '../support/dates.js';
import { expect, logIn, test } from '../support/fixtures.js';
import { receiptPaidNow } from '../support/gcash-receipts.js';
import { outboxMails } from '../support/outbox.js';

/** The booking's balance due `day` (Manila), as if that day had come: the job reads the database, not a clock of ours. */
function moveBalanceDueDay(dataDir: string, bookingId: number, day: string): void {
  const database = new Database(join(dataDir, 'qmj.sqlite'), { timeout: 5000 });
  try {
    const moved = database
      .prepare("UPDATE booking_payments SET dueOn = ? WHERE bookingId = ? AND kind = 'balance'")
      .run(day, bookingId);
    expect(moved.changes).toBe(1);
  } finally {
    database.close();
  }
}

test('a balance left unpaid past its due day is overdue, and its reminder is sent once, by mail and in the bell', async ({
  page,
  request,
  dataDir,
}) => {
  test.setTimeout(90_000);
  const service = await pricedService(request);
  const customer = await newCustomer(request);
  const eventTitle = `Overdue Debut ${Date.now().toString(36)}`;
  const { file } = await receiptPaidNow(request, downPayment(bookingTotal(service.lowPricing, [])));
  const booking = await requestBooking(request, customer.auth, { service, eventTitle, receipt: file });
  await approveBooking(request, booking.id);
  moveBalanceDueDay(dataDir, booking.id, addDays(manilaToday(), -1));

  const overdueMails = () =>
    outboxMails(dataDir).filter(
      (mail) => mail.includes(`Subject: ${BOOKING_PAYMENT_MAILS.overdue.subject}`) && mail.includes(eventTitle),
    );
  await expect.poll(() => overdueMails().length, { timeout: 20_000 }).toBe(1);

  await page.goto('/');
  await logIn(page, customer.username, customer.password);
  // The approval's notice and the reminder's.
  await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  const notices = page.getByRole('list', { name: 'Notifications' });
  await expect(notices.getByText(NOTIFICATION_TEXTS.balanceOverdue('Ana Cruz', eventTitle))).toBeVisible();

  // Several more runs of the job later, still one reminder.
  await page.waitForTimeout(5_000);
  expect(overdueMails()).toHaveLength(1);
  await page.reload();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(notices.getByText(NOTIFICATION_TEXTS.balanceOverdue('Ana Cruz', eventTitle))).toHaveCount(1);
});
