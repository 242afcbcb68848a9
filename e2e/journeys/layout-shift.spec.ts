// Nothing moves once drawn (docs/serving.md#what-loads-when): on a phone, each main page of the
// visitor, the customer and the administrator shifts its layout by at most 0.05 (the cumulative
// layout shift Lighthouse counts, user input left out) from its first paint until it has settled.
import type { Page } from '@playwright/test';
import type { Page as ListPage, Product } from '@qmj/contracts';
import { expect, logIn, logInAsAdmin, registerCustomer, test, uniqueUsername } from '../support/fixtures.js';

const PASSWORD = 'journeypass2026';
const MOST_SHIFT = 0.05;

test.use({ viewport: { width: 390, height: 844 } });

interface Shift {
  value: number;
  /** The elements that moved, as `tag.class` at their place in the page. */
  moved: string[];
}

/** Every layout shift of the document from its start, kept where the page can hand them over. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    Object.assign(window, { qmjLayoutShifts: shifts });
    const describe = (node: Node | null | undefined) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${[...node.classList].map((name) => `.${name}`).join('')}`
        : String(node?.nodeName ?? '?');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, moved: (entry.sources ?? []).map((source) => describe(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's layout shifts once it has settled: its heading drawn, nothing loading, the network idle. */
async function settledShifts(page: Page, path: string): Promise<Shift[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .spinner-border')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // A last frame for anything the last answer draws.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => (window as unknown as { qmjLayoutShifts: Shift[] }).qmjLayoutShifts);
}

async function expectSteady(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    const shifts = await settledShifts(page, path);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect
      .soft(total, `${path} shifted by ${total.toFixed(3)}: ${JSON.stringify(shifts)}`)
      .toBeLessThanOrEqual(MOST_SHIFT);
  }
}

test('the visitor, customer and administrator pages do not move once drawn', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  await recordShifts(page);
  await expectSteady(page, ['/', '/register']);

  const customer = uniqueUsername('steady');
  await registerCustomer(page, customer, PASSWORD);
  await logIn(page, customer, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  const products = (await (await request.get('/api/products?pageSize=1')).json()) as ListPage<Product>;
  await expectSteady(page, [
    '/home',
    '/userproducts',
    `/productrequest/${products.items[0].id}`,
    '/addtocart',
    '/bookevents',
    '/mybookings',
    '/pending_main',
    '/editprofiles',
  ]);

  const administrator = await browser.newPage({ baseURL, viewport: page.viewportSize() ?? undefined });
  await recordShifts(administrator);
  await logInAsAdmin(administrator);
  await expectSteady(administrator, [
    '/dashBoard',
    '/orderRequest',
    '/bookingtable',
    `/sales_table/${products.items[0].id}`,
  ]);
  await administrator.close();
});
