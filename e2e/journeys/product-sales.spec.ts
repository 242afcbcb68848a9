// The administrator opens a product's sales from the Product List: its accepted orders ten to a page, newest
// approval first, under the pieces sold and the revenue of them all (docs/catalogue.md).
import { formatPesos, PAGE_SIZE } from '@qmj/contracts';
import { adminAuth, newCustomer } from '../support/accounts-api.js';
import { createProductPictured } from '../support/catalogue-api.js';
import { expect, logInAsAdmin, openAdminScreen, test } from '../support/fixtures.js';
import { approveOrder, placeCodOrder } from '../support/orders-api.js';

test("a product's sales come a page at a time, newest first, under the totals of them all", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const product = await createProductPictured(page, request, {
    name: `Sales Page Mug ${Date.now().toString(36)}`,
    stock: 50,
    unitPriceCentavos: 15000,
  });
  const customer = await newCustomer(request);
  const admin = await adminAuth(request);
  let revenue = 0;
  for (let count = 0; count <= PAGE_SIZE; count += 1) {
    const order = await placeCodOrder(request, customer.auth, product.id, `Buyer ${count}`);
    await approveOrder(request, admin, order.id);
    revenue += order.total;
  }

  await logInAsAdmin(page);
  await openAdminScreen(page, 'Product List');
  await page.getByLabel('Search products').fill(product.name);
  await page.getByRole('link', { name: `Sales ${product.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Product Sales — ${product.name}` })).toBeVisible();
  const totals = page.getByLabel('Sales totals');
  await expect(totals).toContainText(String(PAGE_SIZE + 1));
  await expect(totals).toContainText(formatPesos(revenue));

  const sales = page.getByRole('table', { name: 'Sales' });
  await expect(sales.getByRole('row')).toHaveCount(PAGE_SIZE + 1);
  await expect(sales.getByRole('row').nth(1)).toContainText(`Buyer ${PAGE_SIZE}`);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(sales.getByRole('row')).toHaveCount(2);
  await expect(sales.getByRole('row').nth(1)).toContainText('Buyer 0');
  // The totals are of every sale, not of the page shown.
  await expect(totals).toContainText(formatPesos(revenue));
});
