// The administrator ships an order; the customer's bell shows the notice, which opens the order and
// becomes read, alone (docs/orders.md, Notifications).
import { NOTIFICATION_TEXTS } from '@qmj/contracts';
import { signIn } from '../support/accounts-api.js';
import { createProductPictured } from '../support/catalogue-api.js';
import {
  ADMIN,
  expect,
  logIn,
  logInAsAdmin,
  logOut,
  registerCustomer,
  test,
  uniqueUsername,
} from '../support/fixtures.js';
import { approveOrder, placeCodOrder } from '../support/orders-api.js';

const PASSWORD = 'journeypass2026';
const CUSTOMER_NAME = 'Lea Cruz';

test('a shipped order: the notice in the bell opens the order, and only that notice is read', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const product = await createProductPictured(page, request, {
    name: `Notice Mug ${Date.now().toString(36)}`,
    stock: 5,
    unitPriceCentavos: 18000,
  });
  const customer = uniqueUsername('notice');
  await registerCustomer(page, customer, PASSWORD);

  // Arranged through the API: the customer's order, approved.
  const order = await placeCodOrder(
    request,
    await signIn(request, { username: customer, password: PASSWORD }),
    product.id,
    CUSTOMER_NAME,
  );
  const admin = await signIn(request, ADMIN);
  await approveOrder(request, admin, order.id);

  // The administrator ships it from the Order List.
  await logInAsAdmin(page);
  await page.goto('/orderproducts');
  await page.getByLabel('Search orders').fill(product.name);
  const row = page.getByRole('row').filter({ hasText: product.name });
  await row.getByRole('button', { name: /^Deliver Product\b/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deliver Product', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await logOut(page, ADMIN.username);

  // The customer's bell: the approval and the shipping, both unread; opening the list reads neither.
  await logIn(page, customer, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  const bell = page.getByRole('button', { name: 'Notifications, 2 unread' });
  await bell.click();
  const notices = page.getByRole('list', { name: 'Notifications' });
  const shipped = notices.getByRole('link', { name: NOTIFICATION_TEXTS.shipped(CUSTOMER_NAME, product.name) });
  const approved = notices.getByRole('link', { name: NOTIFICATION_TEXTS.approved(CUSTOMER_NAME, product.name) });
  await expect(shipped).toContainText('New');
  await expect(approved).toContainText('New');
  await expect(bell).toBeVisible();

  // The notice opens its order, which offers no Cancel now that it is on its way.
  await shipped.click();
  await expect(page).toHaveURL(new RegExp(`/purchases/${order.id}$`));
  await expect(page).toHaveTitle(/^My Order \|/);
  const card = page.getByRole('article', { name: product.name });
  await expect(card).toContainText(order.transactionCode);
  await expect(card).toContainText('Status:');
  await expect(card.getByRole('button', { name: 'Find Similar' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

  // Only that notice is read.
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await expect(shipped).not.toContainText('New');
  await expect(approved).toContainText('New');

  // To Receive lists the order without a Cancel either.
  await page.keyboard.press('Escape');
  await page.goto('/torecieve_main');
  const listed = page.getByRole('article', { name: product.name });
  await expect(listed).toBeVisible();
  await expect(listed.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
});
