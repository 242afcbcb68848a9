// A page's first load (docs/serving.md#what-loads-when): the reads the shell asks for early answer the page's
// own calls, and the phone menu closes once a link is followed.

import type { Page } from '@playwright/test';
import { CATALOGUE_PAGE_SIZE } from '@qmj/contracts';
import { expect, logIn, registerCustomer, test, uniqueUsername } from '../support/fixtures.js';

/** Every request the page makes from now on, in order, by path and query (a method other than GET first). */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const method = request.method() === 'GET' ? '' : `${request.method()} `;
    requests.push(`${method}${url.pathname}${url.search}`);
  });
  return requests;
}

const count = (reads: string[], read: string) => reads.filter((made) => made === read).length;

test("a signed-in reload of the catalogue asks for the session and the first page once: the shell's early reads answer the page", async ({
  page,
}) => {
  const customer = uniqueUsername();
  await registerCustomer(page, customer, 'journeypass2026');
  await logIn(page, customer, 'journeypass2026');
  await expect(page).toHaveURL(/\/home$/);

  const reads = recordRequests(page);
  await page.goto('/userproducts');
  await expect(page.getByRole('heading', { name: 'Product Catalogue' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: customer })).toBeVisible();
  const firstPage = `/api/products?page=1&pageSize=${CATALOGUE_PAGE_SIZE}`;
  // Asked for before the catalogue's code, and only once: the module's own calls took the early answers.
  const catalogueCode = reads.findIndex((read) => read.startsWith('/remotes/mf-catalog/static/'));
  expect(catalogueCode).toBeGreaterThan(-1);
  for (const early of ['/api/me', firstPage, '/api/categories']) {
    expect(reads.indexOf(early)).toBeGreaterThan(-1);
    expect(reads.indexOf(early)).toBeLessThan(catalogueCode);
    expect(count(reads, early)).toBe(1);
  }

  // A search in the address is not the first page: nothing is asked for that the page would not use.
  reads.length = 0;
  await page.goto('/userproducts?q=mug');
  await expect(page.getByLabel('Search products')).toHaveValue('mug');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(count(reads, firstPage)).toBe(0);
  expect(reads.filter((read) => read.startsWith('/api/products?'))).toEqual([
    `/api/products?page=1&pageSize=${CATALOGUE_PAGE_SIZE}&q=mug`,
  ]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens with its toggle and closes once a link is followed', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Toggle navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Contact Us' })).toBeHidden();
  });
});
