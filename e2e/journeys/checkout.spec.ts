import type { APIRequestContext, Page } from '@playwright/test';
import {
  formatPesos,
  type LoginResponse,
  ORDER_MESSAGES,
  type OrderDetails,
  PROFILE_MESSAGES,
  type Product,
  shippingFeeFor,
  TRANSACTION_CODE_PATTERN,
} from '@qmj/contracts';
import { createProduct } from '../support/catalogue-api.js';
import { ADMIN, expect, logIn, registerCustomer, test, uniqueUsername } from '../support/fixtures.js';

const PASSWORD = 'journeypass2026';
const HOME: OrderDetails = {
  address: '12 Rizal Street, Lipa City, Batangas',
  contact: '09171234567',
  otherInfo: 'Blue gate',
  customerName: 'Ana Cruz',
};
const OFFICE: OrderDetails = {
  address: 'Blk 5 Lot 2, Tanauan City',
  contact: '09998887777',
  otherInfo: 'Third floor',
  customerName: 'Ana C. Cruz',
};
const GIFT: OrderDetails = {
  address: '7 Mabini Street, Santo Tomas',
  contact: '09181112222',
  otherInfo: 'For Lola',
  customerName: 'Lola Cruz',
};
const LABELS: Record<keyof OrderDetails, string> = {
  address: 'Address',
  contact: 'Contact',
  otherInfo: 'Other Information',
  customerName: 'Customer Name',
};

async function fillDetails(page: Page, details: OrderDetails) {
  for (const [name, label] of Object.entries(LABELS) as [keyof OrderDetails, string][]) {
    await page.getByLabel(label, { exact: true }).fill(details[name]);
  }
}

async function expectDetails(page: Page, details: OrderDetails) {
  for (const [name, label] of Object.entries(LABELS) as [keyof OrderDetails, string][]) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(details[name]);
  }
}

type NewProduct = Omit<Parameters<typeof createProduct>[1], 'image'>;

/** New products (a screenshot as their image), then a new customer, signed in. */
async function customerWithProducts(page: Page, request: APIRequestContext, products: NewProduct[]) {
  await page.goto('/');
  const image = await page.screenshot();
  const made: Product[] = [];
  for (const product of products) made.push(await createProduct(request, { ...product, image }));
  const customer = uniqueUsername();
  await registerCustomer(page, customer, PASSWORD);
  await logIn(page, customer, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  return { customer, products: made };
}

/** The product page's Place Order, through its Check Out dialog, up to the Order Placed dialog. */
async function placeFromProductPage(page: Page) {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('dialog', { name: 'Check Out' }).getByRole('button', { name: 'Check Out' }).click();
  return page.getByRole('dialog', { name: 'Order Placed' });
}

test('adds to the cart with a quantity only, shows each line its shipping fee, checks out once and links the placed orders', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const {
    products: [mug, pin],
  } = await customerWithProducts(page, request, [
    { name: `Cart Mug ${stamp}`, stock: 10, unitPriceCentavos: 18000 },
    { name: `Cart Pin ${stamp}`, stock: 10, unitPriceCentavos: 9550 },
  ]);

  // Nothing but a quantity: no detail is typed before Add to Cart.
  await page.goto(`/productrequest/${mug.id}`);
  await expect(page.getByLabel('Address', { exact: true })).toHaveAttribute('aria-required', 'true');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('dialog', { name: 'Added to Cart' }).getByRole('button', { name: 'Continue Shopping' }).click();
  await page.goto(`/productrequest/${pin.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('dialog', { name: 'Added to Cart' }).getByRole('button', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/addtocart$/);

  // Both lines start selected, their totals with 2 decimals; each says it carries its own fee.
  const mugLine = page.getByRole('article', { name: mug.name });
  const pinLine = page.getByRole('article', { name: pin.name });
  await expect(mugLine.getByRole('checkbox', { name: mug.name })).toBeChecked();
  await expect(pinLine.getByRole('checkbox', { name: pin.name })).toBeChecked();
  await expect(mugLine).toContainText('Line total₱360.00');
  await expect(pinLine).toContainText('Line total₱95.50');
  await expect(page.getByText('each order carries its own shipping fee')).toBeVisible();
  await expect(mugLine).toContainText('Shipping feeEnter your address');

  // The details once, for the whole checkout: the fee shows on every line.
  await expectDetails(page, { address: '', contact: '', otherInfo: '', customerName: '' });
  await fillDetails(page, HOME);
  const fee = shippingFeeFor(HOME.address);
  await expect(mugLine).toContainText(`Shipping fee${formatPesos(fee)}`);
  await expect(pinLine).toContainText(`Shipping fee${formatPesos(fee)}`);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByRole('list', { name: 'Selected items' })).toContainText(`${mug.name} × 2₱360.00`);
  await expect(summary).toContainText(`Total${formatPesos(36000 + 9550 + 2 * fee)}`);

  // No selection, no total.
  await page.getByLabel('Select all').uncheck();
  await expect(summary).toContainText('No items selected.');
  await expect(summary).not.toContainText('Total');
  await page.getByLabel('Select all').check();

  await summary.getByRole('button', { name: 'Check Out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Check Out' });
  await expect(confirm.getByRole('list', { name: 'Items to check out' })).toContainText(
    `${pin.name} × 1${formatPesos(9550 + fee)}`,
  );
  await confirm.getByRole('button', { name: 'Check Out' }).click();

  const placed = page.getByRole('dialog', { name: 'Order Placed' });
  await expect(placed).toContainText(ORDER_MESSAGES.placed);
  const placedOrders = placed.getByRole('listitem');
  await expect(placedOrders).toHaveCount(2);
  await expect(placed).toContainText(`${mug.name} × 2${formatPesos(36000 + fee)}`);
  const codes = (await placed.locator('.font-monospace').allTextContents()).map((code) => code.trim());
  expect(codes).toHaveLength(2);
  for (const code of codes) {
    expect(code).toMatch(TRANSACTION_CODE_PATTERN);
    await expect(placed.getByRole('link', { name: code })).toHaveAttribute('href', /^\/purchases\/\d+$/);
  }

  await placed.getByRole('link', { name: 'My Purchase' }).click();
  await expect(page).toHaveURL(/\/pending_main$/);
  for (const code of codes) await expect(page.getByText(code, { exact: true })).toBeVisible();
});

test('prefills the details at checkout from the last order, saves them to the profile when asked, then prefers the profile', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const {
    products: [product],
  } = await customerWithProducts(page, request, [
    { name: `Prefill Mug ${Date.now().toString(36)}`, stock: 20, unitPriceCentavos: 25000 },
  ]);

  // A first order: nothing to prefill, the details are typed; Place Order lists its code.
  await page.goto(`/productrequest/${product.id}`);
  await expectDetails(page, { address: '', contact: '', otherInfo: '', customerName: '' });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: ORDER_MESSAGES.fillRequired }).first()).toBeVisible();
  await fillDetails(page, HOME);
  let placed = await placeFromProductPage(page);
  await expect(placed.getByText(TRANSACTION_CODE_PATTERN)).toBeVisible();
  await expect(placed.getByRole('link', { name: 'My Purchase' })).toHaveAttribute('href', '/pending_main');
  await placed.getByRole('button', { name: 'OK' }).click();

  // From the last order, edited and saved to the profile.
  await page.goto(`/productrequest/${product.id}`);
  await expectDetails(page, HOME);
  await fillDetails(page, OFFICE);
  await page.getByLabel('Save these details to my profile').check();
  placed = await placeFromProductPage(page);
  await expect(placed).toContainText(ORDER_MESSAGES.placed);
  await page.goto('/editprofiles');
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(OFFICE.address);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(OFFICE.customerName);
  // The profile's rules, loaded as the form is first checked, refuse a blank contact before anything is sent.
  await page.getByLabel('Contact', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Update Account Details' }).click();
  await expect(page.getByRole('alert').filter({ hasText: PROFILE_MESSAGES.fillRequired }).first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Update Account Details' })).toBeHidden();

  // In the cart too; a one-off address, not saved, does not replace the profile's.
  await page.goto(`/productrequest/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('dialog', { name: 'Added to Cart' }).getByRole('button', { name: 'View Cart' }).click();
  await expectDetails(page, OFFICE);
  await fillDetails(page, GIFT);
  await page.getByRole('region', { name: 'Order Summary' }).getByRole('button', { name: 'Check Out' }).click();
  await page.getByRole('dialog', { name: 'Check Out' }).getByRole('button', { name: 'Check Out' }).click();
  await expect(page.getByRole('dialog', { name: 'Order Placed' })).toContainText(ORDER_MESSAGES.placed);

  await page.goto(`/productrequest/${product.id}`);
  await expectDetails(page, OFFICE);
});

async function tokenOf(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { username, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as LoginResponse).accessToken;
}

test('shows the sales score and the rating apart, on the card and on the product page', async ({ page, request }) => {
  const {
    customer,
    products: [product],
  } = await customerWithProducts(page, request, [
    { name: `Rated Mug ${Date.now().toString(36)}`, stock: 10, unitPriceCentavos: 30000 },
  ]);

  // One sale of 3, received and reviewed 5 of 5, arranged through the API.
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const token = await tokenOf(request, customer, PASSWORD);
  const admin = await tokenOf(request, ADMIN.username, ADMIN.password);
  const order = await request.post('/api/orders', {
    headers: auth(token),
    data: { ...HOME, productId: product.id, quantity: 3 },
  });
  expect(order.status()).toBe(201);
  const { id } = (await order.json()) as { id: number };
  for (const action of ['approve', 'deliver', 'delivered']) {
    expect((await request.post(`/api/admin/orders/${id}/${action}`, { headers: auth(admin), data: {} })).ok()).toBe(
      true,
    );
  }
  const review = await request.post(`/api/products/${product.id}/reviews`, {
    headers: auth(token),
    multipart: { orderId: String(id), rating: '5', comment: 'Perfect print.', anonymous: 'false' },
  });
  expect(review.status()).toBe(201);

  await page.goto('/userproducts');
  await page.getByLabel('Search products').fill(product.name);
  const card = page.getByRole('article', { name: product.name });
  await expect(card.getByRole('img', { name: 'Sales score 1 of 5' })).toBeVisible();
  await expect(card).toContainText('3 sold');
  await expect(card.getByRole('img', { name: 'Rating 5.0 out of 5' })).toBeVisible();
  await expect(card).toContainText('5.0(1 review)');

  await card.getByRole('button', { name: 'Pre-order' }).click();
  const summary = page.getByRole('region', { name: product.name });
  await expect(summary.getByRole('img', { name: 'Sales score 1 of 5' })).toBeVisible();
  await expect(summary.getByRole('img', { name: 'Rating 5.0 out of 5' })).toBeVisible();
  await expect(summary).toContainText('₱300.00');
});
