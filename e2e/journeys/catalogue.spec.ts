import { CATALOG_MESSAGES, PRODUCT_PDF_FILENAME } from '@qmj/contracts';
import { ADMIN, expect, logIn, logOut, registerCustomer, test, uniqueUsername } from '../support/fixtures.js';
import { downloadedPdf } from '../support/pdf.js';

test('the administrator adds a product with an image and a customer finds it in the catalogue', async ({ page }) => {
  const productName = `Journey Magic Mug ${Date.now().toString(36)}`;
  // Any real PNG will do as the product's image: a screenshot of the page is one.
  await page.goto('/');
  const image = await page.screenshot();

  await logIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/dashBoard$/);
  await page.getByRole('navigation', { name: 'Administrator' }).getByRole('link', { name: 'Product List' }).click();
  await expect(page.getByRole('heading', { name: 'Product List' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(CATALOG_MESSAGES.fillRequired);

  await dialog.getByLabel('Category').selectOption({ label: 'Mugs' });
  await dialog.getByLabel('Size').selectOption({ index: 1 });
  await dialog.getByLabel('Image').setInputFiles({ name: 'mug.png', mimeType: 'image/png', buffer: image });
  await dialog.getByLabel('Product Name').fill(productName);
  await dialog.getByLabel('Stock', { exact: true }).fill('12');
  await dialog.getByLabel('Unit Price').fill('350');
  await dialog.getByLabel('Description').fill('An 11 oz mug that shows your photo when filled with something hot.');
  await expect(dialog.getByLabel('UPC')).toHaveValue(/^\d{12}$/);
  await expect(dialog.getByLabel('Total Price')).toHaveValue(/4,200/);
  const upc = await dialog.getByLabel('UPC').inputValue();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Product saved' }).getByRole('button', { name: 'OK' }).click();

  await page.getByLabel('Search products').fill(productName);
  const row = page.getByRole('row').filter({ hasText: productName });
  await expect(row).toBeVisible();
  await expect(row).toContainText(upc);
  await expect(row).toContainText('Low Stock');

  // The product list as a PDF: the server's file, read back by its text.
  const { name, text } = await downloadedPdf(page, page.getByRole('button', { name: 'Download as PDF' }));
  expect(name).toBe(PRODUCT_PDF_FILENAME);
  expect(text).toContain(productName);
  expect(text).toContain('₱350.00');

  await logOut(page, ADMIN.username);

  const customer = uniqueUsername();
  await registerCustomer(page, customer, 'journeypass2026');
  await logIn(page, customer, 'journeypass2026');
  await page.getByRole('link', { name: 'Products' }).first().click();
  await expect(page.getByRole('heading', { name: 'Product Catalogue' })).toBeVisible();

  await page.getByLabel('Search products').fill(productName);
  const card = page.getByRole('article', { name: productName });
  await expect(card).toBeVisible();
  await expect(card).toContainText('₱350.00');
  await expect(card).toContainText('Low Stock');

  await page.getByLabel('Category').selectOption({ label: 'Shirts' });
  await expect(page.getByText('No products match your search.')).toBeVisible();
  await page.getByLabel('Category').selectOption({ label: 'Mugs' });
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Pre-order' }).click();
  await expect(page).toHaveURL(/\/productrequest\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await page.getByRole('button', { name: 'PRODUCT DESCRIPTION' }).click();
  await expect(page.getByRole('region', { name: 'Product Specification' })).toContainText('Mugs');
  // Other mugs of the demo catalogue, each leading to its own page; never the product itself.
  const similar = page.getByRole('region', { name: 'Similar products' });
  await expect(similar.getByRole('link').first()).toHaveAttribute('href', /^\/productrequest\/\d+$/);
  await expect(similar.getByRole('link', { name: productName })).toHaveCount(0);
});
