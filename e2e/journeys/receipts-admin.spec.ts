// GCash receipts, the administrator's side (docs/receipts.md): the reader's verdict in the lists and the details,
// the lists' receipt filter, and the confirm before approving a suspicious payment. The customers' orders and
// bookings are placed through the API; the administrator's screens are what is tested.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { bookingTotal, downPayment, formatPesos, formatReferenceNumber, type Order, orderTotal } from '@qmj/contracts';
import { newCustomer } from '../support/accounts-api.js';
import { pricedService, requestBooking } from '../support/bookings-api.js';
import { createProductPictured } from '../support/catalogue-api.js';
import { expect, logInAsAdmin, openAdminScreen, test } from '../support/fixtures.js';
import { READ_IN_TIME, receiptPaidNow } from '../support/gcash-receipts.js';

const ADDRESS = '12 Rizal Street, Lipa City, Batangas';

async function placeGcashOrder(
  request: APIRequestContext,
  headers: { Authorization: string },
  productId: number,
  receipt: { name: string; mimeType: string; buffer: Buffer },
): Promise<Order> {
  const response = await request.post('/api/orders', {
    headers,
    multipart: {
      productId: String(productId),
      quantity: '1',
      paymentMethod: 'GCASH',
      intent: 'order',
      address: ADDRESS,
      contact: '09171234567',
      otherInfo: 'Blue gate',
      customerName: 'Ana Cruz',
      receipt,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Order;
}

/** The reader's checks beside the receipt in a details dialog. */
const receiptCheck = (dialog: Locator) => dialog.getByRole('region', { name: 'Receipt check' });

/** Every check passed: five ✓ rows, none ⚠ or ✗. */
async function expectAllPassed(dialog: Locator) {
  const checks = receiptCheck(dialog);
  await expect(checks.getByText('Verified')).toBeVisible(READ_IN_TIME);
  await expect(checks.getByRole('listitem')).toHaveCount(5);
  await expect(checks.getByRole('img', { name: 'Passed' })).toHaveCount(5);
}

const orderRow = (page: Page, code: string) => page.getByRole('row').filter({ hasText: code });

test('GCash orders: a correct receipt is Verified, a short one needs a look; the same receipt again is Suspicious, filtered, and asked about before approval', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const product = await createProductPictured(page, request, {
    name: `Receipt Mug ${Date.now().toString(36)}`,
    stock: 10,
    unitPriceCentavos: 35000,
  });
  const { shippingFee } = (await (
    await request.get(`/api/shipping-quote?address=${encodeURIComponent(ADDRESS)}`)
  ).json()) as { shippingFee: number };
  const due = orderTotal(product.unitPrice, 1, shippingFee);
  const { receipt, file } = await receiptPaidNow(request, due);
  const customer = (await newCustomer(request)).auth;
  const first = await placeGcashOrder(request, customer, product.id, file);
  expect(first.total).toBe(due);
  const short = await placeGcashOrder(request, customer, product.id, (await receiptPaidNow(request, due - 5000)).file);

  // (a) The administrator sees the verdict in the list and every check passed in the details.
  await logInAsAdmin(page);
  await openAdminScreen(page, 'Product Request');
  const firstRow = orderRow(page, first.transactionCode);
  await expect(firstRow).toContainText('Verified', READ_IN_TIME);
  await firstRow.getByRole('button', { name: `View details ${first.transactionCode}` }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expectAllPassed(details);
  await expect(receiptCheck(details)).toContainText(`Amount: ${formatPesos(due)}`);
  await expect(receiptCheck(details)).toContainText(
    `Reference number: ${formatReferenceNumber(receipt.referenceNumber)}`,
  );
  await details.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await expect(details).toBeHidden();

  // A receipt for less than the total needs a look: ⚠ on the amount, with what was due.
  const shortRow = orderRow(page, short.transactionCode);
  await expect(shortRow).toContainText('Needs a look', READ_IN_TIME);
  await shortRow.getByRole('button', { name: `View details ${short.transactionCode}` }).click();
  const shortDetails = page.getByRole('dialog', { name: 'Order Details' });
  const amount = receiptCheck(shortDetails).getByRole('listitem').filter({ hasText: 'Amount' });
  await expect(amount.getByRole('img', { name: 'Worth a look' })).toBeVisible();
  await expect(amount).toContainText(`Amount: ${formatPesos(due - 5000)}`);
  await expect(amount).toContainText(`Expected: ${formatPesos(due)}`);
  await shortDetails.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await expect(shortDetails).toBeHidden();

  // (b) The same receipt on a second order: suspicious, naming the first.
  const second = await placeGcashOrder(request, customer, product.id, file);
  // The list asks again by itself only while a receipt it shows is being read: a new order needs a reload.
  await page.reload();
  const secondRow = orderRow(page, second.transactionCode);
  await expect(secondRow).toContainText('Suspicious', READ_IN_TIME);
  await secondRow.getByRole('button', { name: `View details ${second.transactionCode}` }).click();
  const secondDetails = page.getByRole('dialog', { name: 'Order Details' });
  const reference = receiptCheck(secondDetails).getByRole('listitem').filter({ hasText: 'Reference number' });
  await expect(reference.getByRole('img', { name: 'Failed' })).toBeVisible();
  await expect(reference).toContainText(`Already on order ${first.transactionCode}`);
  await secondDetails.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await expect(secondDetails).toBeHidden();

  // The filter keeps the suspicious one only, and stays in the address.
  await page.getByLabel('Receipt', { exact: true }).selectOption({ label: 'Suspicious' });
  await expect(page).toHaveURL(/[?&]receipt=suspicious\b/);
  await expect(secondRow).toBeVisible();
  await expect(firstRow).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Receipt', { exact: true })).toHaveValue('suspicious');
  await expect(secondRow).toBeVisible();
  await expect(firstRow).toHaveCount(0);

  // Approving its payment asks about the reasons first.
  await secondRow.getByRole('button', { name: `Approve ${second.transactionCode}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve Order' });
  await expect(confirm).toContainText(
    `This receipt looks suspicious: the reference number ${formatReferenceNumber(receipt.referenceNumber)} is already on order ${first.transactionCode}`,
  );
  await expect(confirm).toContainText('Approve anyway?');
  await confirm.getByRole('button', { name: 'Approve anyway', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Order ${second.transactionCode} is now approved.` }),
  ).toBeVisible();

  // The first order's approval asks nothing more than before.
  await page.getByLabel('Receipt', { exact: true }).selectOption({ label: 'All' });
  await firstRow.getByRole('button', { name: `Approve ${first.transactionCode}` }).click();
  const plain = page.getByRole('dialog', { name: 'Approve Order' });
  await expect(plain).toContainText(`Approve order ${first.transactionCode}?`);
  await expect(plain).not.toContainText('suspicious');
  await plain.getByRole('button', { name: 'Cancel' }).click();
});

test("a booking's down payment receipt is checked against the down payment: Verified for the exact amount", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const service = await pricedService(request);
  const due = downPayment(bookingTotal(service.lowPricing, []));
  const { file } = await receiptPaidNow(request, due);
  const customer = (await newCustomer(request)).auth;
  const eventTitle = `Receipt Debut ${Date.now().toString(36)}`;
  const booking = await requestBooking(request, customer, { service, eventTitle, receipt: file });
  expect(booking.downPayment).toBe(due);

  await page.goto('/');
  await logInAsAdmin(page);
  await openAdminScreen(page, 'Service Request');
  const row = page.getByRole('row').filter({ hasText: eventTitle });
  await expect(row).toContainText('Verified', READ_IN_TIME);
  await row.getByRole('button', { name: `View ${eventTitle}` }).click();
  const details = page.getByRole('dialog', { name: 'Event Request' });
  await expectAllPassed(details);
  const amount = receiptCheck(details).getByRole('listitem').filter({ hasText: 'Amount' });
  await expect(amount).toContainText(`Amount: ${formatPesos(due)}`);
  await expect(amount).toContainText(`Expected: ${formatPesos(due)}`);
  await details.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await expect(details).toBeHidden();

  await page.getByLabel('Receipt', { exact: true }).selectOption({ label: 'Verified' });
  await expect(page).toHaveURL(/[?&]receipt=verified\b/);
  await expect(row).toBeVisible();
});
