// The administrator's tables on a phone and at desktop width (packages/web-kit/src/ui/data-table.tsx): on a phone
// each row is a card whose buttons are on the screen, and the page never scrolls sideways; at 1280 px every row
// fits its card, its buttons inside it.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type Order, PATHS, type Product } from '@qmj/contracts';
import { signIn } from '../support/accounts-api.js';
import { createProductPictured } from '../support/catalogue-api.js';
import { expect, logInAsAdmin, registerCustomer, test, uniqueUsername } from '../support/fixtures.js';
import { placeCodOrder } from '../support/orders-api.js';

const PASSWORD = 'journeypass2026';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

test.use({ viewport: PHONE });

/** A product of its own and a customer's order of it, waiting for the administrator's answer. */
async function pendingOrder(page: Page, request: APIRequestContext): Promise<{ product: Product; order: Order }> {
  const product = await createProductPictured(page, request, {
    name: `Phone Table Mug ${Date.now().toString(36)}`,
    stock: 5,
    unitPriceCentavos: 18000,
  });
  const customer = uniqueUsername('phonetable');
  await registerCustomer(page, customer, PASSWORD);
  const auth = await signIn(request, { username: customer, password: PASSWORD });
  const order = await placeCodOrder(request, auth, product.id, 'Lea Cruz');
  return { product, order };
}

/** The page, once its table has come, is no wider than the screen. */
async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  await expect(page.locator('[aria-busy="true"], .spinner-border')).toHaveCount(0);
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(widths.client);
}

/** The button lies wholly on the screen, without scrolling sideways. */
async function expectOnScreen(button: Locator): Promise<void> {
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
}

/** The button lies within the card of its table. */
async function expectInsideCard(button: Locator): Promise<void> {
  await expect(button).toBeVisible();
  const card = button.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " card ")][1]');
  const [buttonBox, cardBox] = await Promise.all([button.boundingBox(), card.boundingBox()]);
  expect(buttonBox).not.toBeNull();
  expect(cardBox).not.toBeNull();
  if (!buttonBox || !cardBox) return;
  expect(buttonBox.x).toBeGreaterThanOrEqual(cardBox.x);
  expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
}

test('the administrator’s tables: cards with their buttons on a phone, rows inside their card at 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { product, order } = await pendingOrder(page, request);
  await logInAsAdmin(page);

  // Product Request: the pending order's Approve and Deny are on the screen.
  await page.goto(PATHS.productRequests);
  await page.getByLabel('Search orders').fill(order.transactionCode);
  const orderRow = page.getByRole('row').filter({ hasText: order.transactionCode });
  await expectOnScreen(orderRow.getByRole('button', { name: `Approve ${order.transactionCode}` }));
  await expectOnScreen(orderRow.getByRole('button', { name: `Deny ${order.transactionCode}` }));
  await expectNoSidewaysScroll(page, PATHS.productRequests);

  // Service Request: the first request's View (its Approve and Deny are in the request's dialog).
  await page.goto(PATHS.serviceRequests);
  await expectOnScreen(
    page
      .getByRole('table')
      .getByRole('button', { name: /^View / })
      .first(),
  );
  await expectNoSidewaysScroll(page, PATHS.serviceRequests);

  // Product List: the product's Edit and Sales.
  await page.goto(PATHS.productList);
  await page.getByLabel('Search products').fill(product.name);
  const productRow = page.getByRole('row').filter({ hasText: product.name });
  await expectOnScreen(productRow.getByRole('button', { name: `Edit ${product.name}` }));
  await expectOnScreen(productRow.getByRole('link', { name: `Sales ${product.name}` }));
  await expectNoSidewaysScroll(page, PATHS.productList);

  // At desktop width the rows fit their card: the product's Sales and a service's EDIT are inside it.
  await page.setViewportSize(DESKTOP);
  await expectInsideCard(productRow.getByRole('link', { name: `Sales ${product.name}` }));
  await expectNoSidewaysScroll(page, PATHS.productList);
  await page.goto(PATHS.serviceList);
  await expectInsideCard(
    page
      .getByRole('table')
      .getByRole('button', { name: /^EDIT / })
      .first(),
  );
  await expectNoSidewaysScroll(page, PATHS.serviceList);
});
