// Event money from the customer's side (docs/bookings.md, Payments and Documents): a quotation before filing, the
// invoice once approved, the balance paid with a receipt, and the acknowledgement of the confirmed payment. The
// administrator's steps go through the API; their screens have their own journey.
import {
  BOOKING_MESSAGES,
  BOOKING_PAYMENT_MESSAGES,
  type Booking,
  type BookingPayment,
  bookingTotal,
  downPayment,
  formatPesos,
  formatReferenceNumber,
  type Page as ListPage,
  MY_BOOKINGS_PAGE,
  manilaToday,
  PATHS,
  type Service,
} from '@qmj/contracts';
import { adminAuth, signIn } from '../support/accounts-api.js';
import { addDays } from '../support/dates.js';
import { expect, logIn, registerCustomer, test, uniqueUsername } from '../support/fixtures.js';
import { READ_IN_TIME, receiptPaidNow } from '../support/gcash-receipts.js';
import { downloadedPdf } from '../support/pdf.js';

const PASSWORD = 'journeypass2026';
const CONTACT_NAME = 'Bea Ramos';

test('a quotation before filing, the invoice once approved, the balance paid with a receipt, and its acknowledgement', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // A demo service whose first add-on (the one Add Item chooses) has stock, some weeks past the demo bookings.
  const services = (await (await request.get('/api/services')).json()) as Service[];
  const service = services.find((candidate) => candidate.addOns.find((addOn) => addOn.name.trim() !== '')?.stock);
  if (!service) throw new Error('no demo service has an add-on in stock');
  const addOn = service.addOns.find((slot) => slot.name.trim() !== '');
  if (!addOn) throw new Error('the service has no add-on');
  const total = bookingTotal(service.lowPricing, [{ price: addOn.price, quantity: 1 }]);
  const down = downPayment(total);
  const balance = total - down;
  const eventDay = addDays(manilaToday(), 75);
  const eventTitle = `Sofia's Christening ${Date.now().toString(36)}`;

  const customer = uniqueUsername();
  await registerCustomer(page, customer, PASSWORD);
  await logIn(page, customer, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  const customerAuth = await signIn(request, { username: customer, password: PASSWORD });
  const admin = await adminAuth(request);
  const myBookings = async () =>
    ((await (await request.get('/api/bookings', { headers: customerAuth })).json()) as ListPage<Booking>).items;

  await page.goto(PATHS.bookEvent);
  await page.getByLabel('Search services').fill(service.title);
  await page.getByRole('article', { name: service.title }).first().getByRole('button', { name: 'Book Now' }).click();
  const serviceStep = page.getByRole('dialog', { name: 'Service Information' });
  const quotation = serviceStep.getByRole('button', { name: 'Download Quotation' });
  // Nothing to quote before the dates are chosen.
  await expect(quotation).toBeDisabled();

  // The API's 400 shows in the form: an end before the start.
  await serviceStep.getByLabel('Start Date').fill(eventDay);
  await serviceStep.getByLabel('End Date').fill(addDays(eventDay, -1));
  await quotation.click();
  await expect(
    serviceStep.getByRole('alert').filter({ hasText: BOOKING_MESSAGES.endBeforeStart }).first(),
  ).toBeVisible();

  await serviceStep.getByLabel('End Date').fill(eventDay);
  await serviceStep.getByRole('button', { name: 'Add Item' }).click();
  const quantity = serviceStep.getByLabel('Quantity');
  await expect(quantity).toBeEnabled();
  await quantity.fill('1');
  await expect(serviceStep.getByRole('region', { name: 'Added Items' }).locator('dl')).toContainText(
    formatPesos(total),
  );

  // The quotation of what the form holds, priced by the API: the total, the down payment and the balance.
  const quoted = await downloadedPdf(page, quotation);
  expect(quoted.name).toBe(`quotation_service_${service.id}.pdf`);
  expect(quoted.text).toContain('Quotation');
  expect(quoted.text).toContain(service.title);
  expect(quoted.text).toContain(addOn.name);
  expect(quoted.text).toContain(formatPesos(total));
  expect(quoted.text).toContain(formatPesos(down));
  expect(quoted.text).toContain(formatPesos(balance));
  await expect(serviceStep.getByRole('alert')).toHaveCount(0);
  // It files nothing.
  expect(await myBookings()).toEqual([]);

  // The customer books, with the down payment's receipt.
  await serviceStep.getByRole('button', { name: 'Next' }).click();
  const requestStep = page.getByRole('dialog', { name: 'Request Form' });
  await requestStep.getByLabel('Event Title').fill(eventTitle);
  await requestStep.getByLabel('Start Time').fill('09:00');
  await requestStep.getByLabel('End Time').fill('12:00');
  await requestStep.getByLabel('Meeting Date').fill(addDays(eventDay, -14));
  await requestStep.getByLabel('Meeting Time').fill('10:00');
  await requestStep.getByLabel('Location').fill('San Sebastian Cathedral, Lipa City');
  await requestStep.getByLabel('Event Description').fill('A christening for 60 guests.');
  await requestStep.getByLabel('Name', { exact: true }).fill(CONTACT_NAME);
  await requestStep.getByLabel('E-mail').fill(`${customer}@example.com`);
  await requestStep.getByLabel('Phone').fill('09171234567');
  await requestStep.getByLabel('Down Payment Receipt').setInputFiles((await receiptPaidNow(request, down)).file);
  await requestStep.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog', { name: 'Save Request' }).getByRole('button', { name: 'Save', exact: true }).click();
  const filed = page.getByRole('dialog', { name: 'Request Filed' });
  await expect(filed).toContainText(BOOKING_MESSAGES.saved);
  await filed.getByRole('button', { name: 'OK', exact: true }).click();

  // The administrator approves it through the API: the down payment is confirmed with it.
  const [booking] = await myBookings();
  expect(booking.eventTitle).toBe(eventTitle);
  const approved = await request.post(`/api/admin/bookings/${booking.id}/approve`, { headers: admin, data: {} });
  expect(approved.ok()).toBe(true);

  await page.goto(MY_BOOKINGS_PAGE.path);
  const card = page.getByRole('article', { name: eventTitle });
  await expect(card).toContainText('Status: Approved');
  const schedule = card.getByRole('table', { name: `Payments of ${eventTitle}` });
  const downRow = schedule.getByRole('row').filter({ hasText: 'Down payment' });
  const balanceRow = schedule.getByRole('row').filter({ hasText: 'Balance' });
  await expect(downRow).toContainText(formatPesos(down));
  await expect(downRow).toContainText('Confirmed');
  await expect(downRow).toContainText(/No\. \d{6}/);
  await expect(balanceRow).toContainText(formatPesos(balance));
  await expect(balanceRow).toContainText('Due');

  // The invoice of the approved booking: the total, the down payment paid, the balance outstanding.
  const invoice = await downloadedPdf(page, card.getByRole('button', { name: 'Invoice (PDF)' }));
  expect(invoice.name).toBe(`invoice_booking_${booking.id}.pdf`);
  expect(invoice.text).toContain('Invoice');
  expect(invoice.text).toContain(formatPesos(total));
  expect(invoice.text).toContain(`Outstanding: ${formatPesos(balance)}`);

  // The balance, paid by GCash with its receipt, read against the balance before it is sent.
  await balanceRow.getByRole('button', { name: 'Pay Balance' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay Balance' });
  await expect(pay).toContainText(`Amount due${formatPesos(balance)}`);
  await expect(pay.getByRole('radio', { name: 'GCash' })).toBeChecked();
  await expect(pay.getByRole('img', { name: 'GCash QR code' })).toBeVisible();
  await pay.getByRole('button', { name: 'Send Payment' }).click();
  await expect(pay).toContainText(BOOKING_PAYMENT_MESSAGES.receiptRequired);
  const { receipt, file } = await receiptPaidNow(request, balance);
  await pay.getByLabel('Balance Receipt').setInputFiles(file);
  await expect(pay).toContainText(
    `We read ${formatPesos(balance)}, ref ${formatReferenceNumber(receipt.referenceNumber)}`,
    READ_IN_TIME,
  );
  await expect(pay).not.toContainText('is due.');
  await pay.getByRole('button', { name: 'Send Payment' }).click();
  await expect(pay).toBeHidden();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your balance payment was sent for checking.' }),
  ).toBeVisible();
  await expect(balanceRow).toContainText('Sent for checking');
  await expect(balanceRow).toContainText('GCash');
  await expect(balanceRow.getByRole('button', { name: 'Pay Balance' })).toHaveCount(0);

  // The administrator confirms it through the API; the customer downloads its acknowledgement.
  const sent = (await myBookings())[0].payments.find((payment: BookingPayment) => payment.kind === 'balance');
  if (!sent) throw new Error('the booking has no balance');
  const confirmed = await request.post(`/api/admin/booking-payments/${sent.id}/confirm`, {
    headers: admin,
    data: { expectedState: 'sent' },
  });
  expect(confirmed.ok()).toBe(true);
  const number = String(((await confirmed.json()) as BookingPayment).acknowledgementNumber).padStart(6, '0');

  await page.reload();
  await expect(balanceRow).toContainText('Confirmed');
  await expect(balanceRow).toContainText(`No. ${number}`);
  const acknowledgement = await downloadedPdf(page, balanceRow.getByRole('button', { name: 'Acknowledgement (PDF)' }));
  expect(acknowledgement.name).toBe(`acknowledgement_${number}.pdf`);
  expect(acknowledgement.text).toContain(`No. ${number}`);
  expect(acknowledgement.text).toContain(formatPesos(balance));

  // On a phone the card and its schedule fit the screen: no sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.getByRole('button', { name: 'Acknowledgement (PDF)' }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
