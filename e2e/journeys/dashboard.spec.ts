import { ADMIN, expect, logIn, test } from '../support/fixtures.js';
import { downloadedPdf } from '../support/pdf.js';

// Headless Chromium says so in its user agent, and the analytics leave such bots uncounted: this
// journey is a person's browser.
test.use({
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
});

test('the administrator sees the dashboard with the demo sales, switches the timeframe and downloads the sales report', async ({
  page,
}) => {
  const firstSales = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/admin/dashboard/sales');
  const visitCounted = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/analytics/visits');
  await logIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/dashBoard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // The demo data holds approved orders this year: the charts draw them, in place of the empty state.
  const { points } = await (await firstSales).json();
  expect(points.some((point: { total: number }) => point.total > 0)).toBe(true);
  // A chart's frame comes first; ECharts draws in it near the screen (mf-admin/src/dashboard/chart.tsx).
  await expect(page.getByRole('img', { name: 'Monthly sales' }).locator('canvas')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Sales by category in \d{4}$/ }).locator('canvas')).toBeVisible();
  await expect(page.getByText('Number of Users')).toBeVisible();
  await expect(page.getByText('Number of New Users')).toBeVisible();
  await expect(page.getByRole('table', { name: 'User Data' })).toBeVisible();
  // This very visit counts in the first-party analytics: the shell sends it once the page has settled, so the
  // dashboard is read again after it.
  await visitCounted;
  await page.reload();
  const visitors = page.getByRole('img', { name: 'Visitors per day' });
  await visitors.scrollIntoViewIfNeeded();
  await expect(visitors.locator('canvas')).toBeVisible();

  await page.getByLabel('Timeframe').selectOption({ label: 'Weekly' });
  await expect(page.getByRole('img', { name: 'Weekly sales' }).locator('canvas')).toBeVisible();

  const { name, text } = await downloadedPdf(page, page.getByRole('button', { name: 'Download Sales Report' }));
  expect(name).toMatch(/\.pdf$/);
  expect(text).toMatch(/Sales Report/i);
  expect(text).toMatch(/weekly/i);
  expect(text).toContain('₱');
});

test('on a phone the dashboard draws its charts as the administrator scrolls to them, in frames that never resize', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/dashBoard$/);
  const sales = page.getByRole('img', { name: 'Monthly sales' });
  await expect(sales).toBeAttached();
  const before = await sales.boundingBox();
  await sales.scrollIntoViewIfNeeded();
  await expect(sales.locator('canvas')).toBeVisible();
  const drawn = await sales.boundingBox();
  expect(drawn?.height).toBe(before?.height);
  expect(drawn?.width).toBe(before?.width);
  const categories = page.getByRole('img', { name: /^Sales by category in \d{4}$/ });
  await categories.scrollIntoViewIfNeeded();
  await expect(categories.locator('canvas')).toBeVisible();
});
