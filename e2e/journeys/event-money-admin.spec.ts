// Event money, the administrator's side (docs/bookings.md, Payments; docs/dashboard.md): the customer's booking, its
// approval and the balance sent with its receipt go through the API; the Payments screen, Event Done and the
// dashboard's sales are what is tested.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  type BookingPayment,
  bookingTotal,
  downPayment,
  formatPesos,
  manilaToday,
  PATHS,
  type Sales,
} from '@qmj/contracts';
import { adminAuth, type BearerHeader, newCustomer } from '../support/accounts-api.js';
import { approveBooking, pricedService, requestBooking } from '../support/bookings-api.js';
import { expect, logInAsAdmin, openAdminScreen, test } from '../support/fixtures.js';
import { receiptPaidNow } from '../support/gcash-receipts.js';
import { downloadedPdf } from '../support/pdf.js';

/**
 * A customer's booking of a priced service, filed with its down payment receipt and approved by the administrator:
 * its id, title, the customer's and the administrator's headers, and its payment schedule.
 */
async function approvedBooking(request: APIRequestContext, titled: string) {
  const service = await pricedService(request);
  const customer = (await newCustomer(request)).auth;
  const eventTitle = `${titled} ${Date.now().toString(36)}`;
  const { file } = await receiptPaidNow(request, downPayment(bookingTotal(service.lowPricing, [])));
  const { id } = await requestBooking(request, customer, { service, eventTitle, receipt: file });
  await approveBooking(request, id);
  const admin = await adminAuth(request);
  const schedule = await request.get(`/api/bookings/${id}/payments`, { headers: customer });
  const [deposit, balance] = (await schedule.json()) as BookingPayment[];
  expect(deposit.state).toBe('confirmed');
  expect(balance.state).toBe('due');
  return { id, eventTitle, customer, admin, deposit, balance };
}

/** The events' sales of today (Manila) as the API has them now. */
async function todaysEventSales(request: APIRequestContext, admin: BearerHeader): Promise<number> {
  const [year, month] = manilaToday().split('-').map(Number);
  const answer = await request.get(`/api/admin/dashboard/sales?timeframe=daily&year=${year}&month=${month}`, {
    headers: admin,
  });
  const { points } = (await answer.json()) as Sales;
  return points.find((point) => point.label === manilaToday())?.events ?? 0;
}

/** The dashboard's daily bars, freshly loaded: today's events, as the page was answered. */
async function dashboardEventsToday(page: Page): Promise<number> {
  await page.goto(PATHS.dashboard);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const daily = page.waitForResponse((answer) => {
    const url = new URL(answer.url());
    return url.pathname === '/api/admin/dashboard/sales' && url.searchParams.get('timeframe') === 'daily';
  });
  await page.getByLabel('Timeframe').selectOption({ label: 'Daily' });
  const { points } = (await (await daily).json()) as Sales;
  await expect(page.getByRole('img', { name: 'Daily sales' }).locator('canvas')).toBeVisible();
  return points.find((point) => point.label === manilaToday())?.events ?? 0;
}

/** The Payments screen on one standing, searched for the event. */
async function paymentsOf(page: Page, standing: string, eventTitle: string) {
  await page.getByLabel('Payments', { exact: true }).selectOption({ label: standing });
  await page.getByLabel('Search payments').fill(eventTitle);
  return page.getByRole('row').filter({ hasText: eventTitle });
}

test("a balance sent with a receipt is confirmed on Payments, counts in today's event sales, and leaves them when undone", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await adminAuth(request);
  const before = await todaysEventSales(request, admin);
  const booking = await approvedBooking(request, 'Christening');
  const { eventTitle, balance, deposit } = booking;
  // The approval confirmed the down payment: it counts at once.
  expect(await todaysEventSales(request, admin)).toBe(before + deposit.amount);

  const { file } = await receiptPaidNow(request, balance.amount);
  const sent = await request.post(`/api/bookings/${booking.id}/payments/balance`, {
    headers: booking.customer,
    multipart: { method: 'gcash', receipt: file },
  });
  expect(sent.ok()).toBe(true);

  await page.goto('/');
  await logInAsAdmin(page);
  await openAdminScreen(page, 'Payments');
  const row = await paymentsOf(page, 'Sent for checking', eventTitle);
  await expect(row).toContainText('Balance');
  await expect(row).toContainText(formatPesos(balance.amount));
  await expect(row).toContainText('GCash');
  await expect(row).toContainText('Ana Cruz');

  // The details show the receipt's check beside the payment.
  await row.getByRole('button', { name: `View balance of ${eventTitle}` }).click();
  const details = page.getByRole('dialog', { name: 'Payment', exact: true });
  await expect(details.getByRole('region', { name: 'Receipt check' })).toBeVisible();
  await details.getByRole('button', { name: 'Confirm' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Payment' });
  await expect(confirm).toContainText(`Confirm the balance of ${eventTitle}?`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: `"${eventTitle}" is now confirmed.` })).toBeVisible();

  // Confirmed: its acknowledgement downloads from its details.
  const confirmed = await paymentsOf(page, 'Confirmed', eventTitle);
  await confirmed.getByRole('button', { name: `View balance of ${eventTitle}` }).click();
  const { name, text } = await downloadedPdf(
    page,
    page
      .getByRole('dialog', { name: 'Payment', exact: true })
      .getByRole('button', { name: 'Download acknowledgement' }),
  );
  expect(name).toMatch(/^acknowledgement_\d{6}\.pdf$/);
  expect(text).toContain(formatPesos(balance.amount));
  await page
    .getByRole('dialog', { name: 'Payment', exact: true })
    .getByRole('button', { name: 'Close' })
    .filter({ hasText: 'Close' })
    .click();

  // The dashboard's daily bars hold both of the event's payments today.
  expect(await dashboardEventsToday(page)).toBe(before + deposit.amount + balance.amount);

  // Undone, the balance is sent for checking again and leaves today's sales; the down payment stays.
  await openAdminScreen(page, 'Payments');
  const toUndo = await paymentsOf(page, 'Confirmed', eventTitle);
  await toUndo.getByRole('button', { name: `Undo balance of ${eventTitle}` }).click();
  const undo = page.getByRole('dialog', { name: 'Undo Payment' });
  await undo.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status').filter({ hasText: `"${eventTitle}" is now sent for checking.` })).toBeVisible();
  expect(await dashboardEventsToday(page)).toBe(before + deposit.amount);
});

test('Event Done on an event with its balance outstanding asks first, then marks it done', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { eventTitle, balance } = await approvedBooking(request, 'Reunion');

  await page.goto('/');
  await logInAsAdmin(page);
  await openAdminScreen(page, 'Event Schedules');
  await page
    .getByRole('row')
    .filter({ hasText: eventTitle })
    .getByRole('button', { name: `View ${eventTitle}` })
    .click();
  const details = page.getByRole('dialog', { name: 'Event Request' });
  const schedule = details.getByRole('table', { name: 'Payment schedule' });
  await expect(schedule.getByRole('row').filter({ hasText: 'Down payment' })).toContainText('Confirmed');
  await expect(schedule.getByRole('row').filter({ hasText: 'Balance' })).toContainText(formatPesos(balance.amount));
  await details.getByRole('button', { name: 'Event Done' }).click();

  const ask = page.getByRole('dialog', { name: 'Event Done' });
  await expect(ask).toContainText(`This event still has money outstanding. Mark ${eventTitle} as done anyway?`);
  await expect(ask).toContainText(`Outstanding: ${formatPesos(balance.amount)}`);
  await ask.getByRole('button', { name: 'Event Done anyway' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The request "${eventTitle}" is now done.` })).toBeVisible();
});
