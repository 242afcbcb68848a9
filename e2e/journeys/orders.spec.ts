import type { Page } from '@playwright/test';
import { CANCELLATION_REASONS, CONFIRM_MESSAGES, ORDER_MESSAGES } from '@qmj/contracts';
import { createProduct } from '../support/catalogue-api.js';
import { ADMIN, expect, logIn, logOut, registerCustomer, test, uniqueUsername } from '../support/fixtures.js';

const PASSWORD = 'journeypass2026';

async function fillOrderDetails(page: Page) {
  await page.getByLabel('Address').fill('12 Rizal Street, Lipa City, Batangas');
  await page.getByLabel('Contact').fill('09171234567');
  await page.getByLabel('Other Information').fill('Blue gate');
  await page.getByLabel('Customer Name').fill('Ana Cruz');
}

async function adminAction(page: Page, productName: string, action: string, confirm = action) {
  const row = page.getByRole('row').filter({ hasText: productName });
  await row.getByRole('button', { name: new RegExp(`^${action}\\b`) }).click();
  await page.getByRole('dialog').getByRole('button', { name: confirm, exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('GCash order to review: approved, delivered, received, reviewed; a cancelled order undone; the bell follows', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const image = await page.screenshot();
  const stamp = Date.now().toString(36);
  const gcashProduct = await createProduct(request, {
    name: `Journey Photo Mug ${stamp}`,
    stock: 10,
    unitPriceCentavos: 25000,
    image,
  });
  const codProduct = await createProduct(request, {
    name: `Journey Keychain ${stamp}`,
    stock: 5,
    unitPriceCentavos: 9000,
    image,
  });

  const customer = uniqueUsername();
  await registerCustomer(page, customer, PASSWORD);
  await logIn(page, customer, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);

  // A GCash order of two, with the receipt.
  await page.goto(`/productrequest/${gcashProduct.id}`);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('2');
  await fillOrderDetails(page);
  await page.getByRole('radio', { name: 'GCash' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const checkout = page.getByRole('dialog', { name: 'Check Out' });
  await checkout.getByRole('button', { name: 'Check Out' }).click();
  await expect(checkout.getByText(ORDER_MESSAGES.receiptRequired)).toBeVisible();
  await checkout
    .getByLabel('GCash Receipt')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: image });
  await checkout.getByRole('button', { name: 'Check Out' }).click();
  const placed = page.getByRole('dialog', { name: 'Order Placed' });
  await expect(placed).toContainText(ORDER_MESSAGES.placed);
  await placed.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/userproducts$/);

  // A cash-on-delivery order, cancelled with a reason, then undone.
  await page.goto(`/productrequest/${codProduct.id}`);
  await fillOrderDetails(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('dialog', { name: 'Check Out' }).getByRole('button', { name: 'Check Out' }).click();
  await page.getByRole('dialog', { name: 'Order Placed' }).getByRole('button', { name: 'OK' }).click();

  await page.goto('/pending_main');
  const codCard = page.getByRole('article', { name: codProduct.name });
  await expect(codCard).toBeVisible();
  await expect(page.getByRole('article', { name: gcashProduct.name })).toBeVisible();
  await codCard.getByRole('button', { name: 'Cancel' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel Order' });
  await cancel.getByRole('radio', { name: CANCELLATION_REASONS[2] }).check();
  await cancel.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(codCard).toHaveCount(0);

  await page.goto('/cancel_main');
  const cancelledCard = page.getByRole('article', { name: codProduct.name });
  await cancelledCard.getByRole('button', { name: 'Undo' }).click();
  const undo = page.getByRole('dialog', { name: 'Undo Cancellation' });
  await expect(undo.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await undo.getByLabel(CONFIRM_MESSAGES.typeOkay).fill('  OKAY ');
  await undo.getByRole('button', { name: 'Undo' }).click();
  await expect(cancelledCard).toHaveCount(0);
  await page.goto('/pending_main');
  await expect(page.getByRole('article', { name: codProduct.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The administrator approves, delivers and marks the GCash order delivered.
  await logOut(page, customer);
  await logIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/dashBoard$/);
  await page.goto('/orderRequest');
  await page.getByLabel('Search orders').fill(gcashProduct.name);
  await adminAction(page, gcashProduct.name, 'Approve');
  await page.goto('/orderproducts');
  await page.getByLabel('Search orders').fill(gcashProduct.name);
  await adminAction(page, gcashProduct.name, 'Deliver Product');
  await page.getByLabel('Orders', { exact: true }).selectOption({ label: 'On Delivery Orders' });
  await adminAction(page, gcashProduct.name, 'Item Delivered');
  await logOut(page, ADMIN.username);

  // The customer hears of it, finds the order under Received and reviews it with an image.
  await logIn(page, customer, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  // Approved, on its way, delivered: three notices, which opening the list leaves unread.
  const bell = page.getByRole('button', { name: 'Notifications, 3 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByRole('list', { name: 'Notifications' })).toContainText(gcashProduct.name);
  await expect(bell).toBeVisible();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  await page.goto('/completed_main');
  const received = page.getByRole('article', { name: gcashProduct.name });
  await received.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review Product' });
  await review.getByRole('radio', { name: 'Great' }).check();
  await review.getByLabel('Comment').fill('Lovely print, fast delivery.');
  await review.getByLabel('Images').setInputFiles({ name: 'mug.png', mimeType: 'image/png', buffer: image });
  await review.getByRole('button', { name: 'Submit' }).click();
  await expect(received.getByText('Reviewed')).toBeVisible();

  await page.goto(`/productrequest/${gcashProduct.id}`);
  await page.getByRole('button', { name: 'PRODUCT REVIEWS' }).click();
  const reviews = page.getByRole('region', { name: 'Product Reviews' });
  await expect(reviews).toContainText('4.0 out of 5');
  await expect(reviews).toContainText('Lovely print, fast delivery.');
  await expect(reviews.getByRole('img', { name: '4 of 5 stars' }).first()).toBeVisible();
});
