import {
  bookingTotal,
  downPayment,
  formatGcashNumber,
  formatPesos,
  formatReferenceNumber,
  ORDER_MESSAGES,
  PATHS,
  RECEIPT_MESSAGES,
  type Service,
  shippingFeeFor,
} from '@qmj/contracts';
import { createProductPictured } from '../support/catalogue-api.js';
import { expect, logIn, registerCustomer, test, uniqueUsername } from '../support/fixtures.js';
import { READ_IN_TIME, receiptPaidNow } from '../support/gcash-receipts.js';

const PASSWORD = 'journeypass2026';
const ADDRESS = '12 Rizal Street, Lipa City, Batangas';

test('a GCash receipt for less than the total is read and warned of before Check Out, and the order is still placed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const product = await createProductPictured(page, request, {
    name: `Receipt Mug ${Date.now().toString(36)}`,
    stock: 10,
    unitPriceCentavos: 25000,
  });
  const customer = uniqueUsername();
  await registerCustomer(page, customer, PASSWORD);
  await logIn(page, customer, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);

  await page.goto(`/productrequest/${product.id}`);
  await page.getByLabel('Address', { exact: true }).fill(ADDRESS);
  await page.getByLabel('Contact', { exact: true }).fill('09171234567');
  await page.getByLabel('Other Information', { exact: true }).fill('Blue gate');
  await page.getByLabel('Customer Name', { exact: true }).fill('Ana Cruz');
  await page.getByRole('radio', { name: 'GCash' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();

  const total = 25000 + shippingFeeFor(ADDRESS);
  const { receipt, file } = await receiptPaidNow(request, total - 10000);
  const checkout = page.getByRole('dialog', { name: 'Check Out' });
  await checkout.getByLabel('GCash Receipt').setInputFiles(file);
  await expect(checkout.getByRole('status').filter({ hasText: RECEIPT_MESSAGES.reading })).toBeVisible();
  await expect(checkout).toContainText(
    `We read ${formatPesos(receipt.amount)}, ref ${formatReferenceNumber(receipt.referenceNumber)}`,
    READ_IN_TIME,
  );
  await expect(checkout).toContainText(RECEIPT_MESSAGES.amountDiffers(formatPesos(total - 10000), formatPesos(total)));

  // The warning only informs: the customer may still send the receipt.
  const send = checkout.getByRole('button', { name: 'Check Out' });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByRole('dialog', { name: 'Order Placed' })).toContainText(ORDER_MESSAGES.placed);
});

test('the booking form shows the GCash number and QR code, and reads a receipt of the exact down payment with no warning', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const [service] = (await (await request.get('/api/services')).json()) as Service[];
  expect(service).toBeDefined();
  const customer = uniqueUsername();
  await registerCustomer(page, customer, PASSWORD);
  await logIn(page, customer, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);

  await page.goto(PATHS.bookEvent);
  await page.getByLabel('Search services').fill(service.title);
  await page.getByRole('article', { name: service.title }).first().getByRole('button', { name: 'Book Now' }).click();
  await page.getByRole('dialog', { name: 'Service Information' }).getByRole('button', { name: 'Next' }).click();

  const requestStep = page.getByRole('dialog', { name: 'Request Form' });
  const due = downPayment(bookingTotal(service.lowPricing, []));
  await expect(requestStep).toContainText(formatPesos(due));
  const { receipt, file, gcashNumber } = await receiptPaidNow(request, due);
  await expect(requestStep.getByRole('img', { name: 'GCash QR code' })).toBeVisible();
  await expect(requestStep).toContainText(`GCash number: ${formatGcashNumber(gcashNumber)}`);

  await requestStep.getByLabel('Down Payment Receipt').setInputFiles(file);
  await expect(requestStep).toContainText(
    `We read ${formatPesos(due)}, ref ${formatReferenceNumber(receipt.referenceNumber)}`,
    READ_IN_TIME,
  );
  await expect(requestStep.getByRole('alert')).toHaveCount(0);
  await expect(requestStep).not.toContainText('is due.');
  await expect(requestStep.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
});
