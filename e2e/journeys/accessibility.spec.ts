// The main pages pass axe-core (no serious or critical violation of WCAG 2.1 A and AA) at a desktop
// width and on a phone; each has its own title, the document says its language, and every tab of
// My Purchase can be reached on a phone (docs/accessibility.md).
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CUSTOMER_ORDER_PAGES, documentTitle, type Page as ListPage, type Product } from '@qmj/contracts';
import { expect, logIn, logInAsAdmin, logOut, registerCustomer, test, uniqueUsername } from '../support/fixtures.js';

const PASSWORD = 'journeypass2026';

const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

interface Visit {
  path: string;
  /** The page's own name, first in the browser tab's title. */
  title: string;
}

/** The serious and critical violations axe finds on the page as it is now, with the elements at fault. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`),
    );
}

type Rgba = [number, number, number, number];

function parseColours(css: string): Rgba[] {
  return [...css.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
    const [r, g, b, a = 1] = match[1].split(',').map(Number);
    return [r, g, b, a];
  });
}

function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast of `text` (blended over `background` when translucent) against `background`. */
function contrast(text: Rgba, background: Rgba): number {
  const alpha = text[3];
  const shown: Rgba = [0, 1, 2].map((i) => text[i] * alpha + background[i] * (1 - alpha)) as unknown as Rgba;
  const [light, dark] = [luminance(shown), luminance(background)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * axe leaves text on a gradient for a person to review, so the header is checked here: every visible
 * link and button against each colour of the header's gradient (or its plain colour), or against its
 * own background.
 */
async function headerContrastProblems(page: Page): Promise<string[]> {
  const header = page.locator('nav.navbar').first();
  const { image, colour } = await header.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { image: computed.backgroundImage, colour: computed.backgroundColor };
  });
  const gradient = parseColours(image).length > 0 ? parseColours(image) : parseColours(colour);
  expect(gradient.length).toBeGreaterThan(0);
  const problems: string[] = [];
  for (const control of await header.locator('a:visible, button:visible').all()) {
    const style = await control.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { color: computed.color, background: computed.backgroundColor, text: element.textContent?.trim() ?? '' };
    });
    if (!style.text) continue;
    const [text] = parseColours(style.color);
    const [own] = parseColours(style.background);
    const backgrounds = own && own[3] > 0 ? [own] : gradient;
    const worst = Math.min(...backgrounds.map((background) => contrast(text, background)));
    if (worst < 4.5) problems.push(`${style.text}: ${worst.toFixed(2)}:1`);
  }
  return problems;
}

async function check(page: Page, visit: Visit): Promise<void> {
  await page.goto(visit.path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page).toHaveTitle(documentTitle(visit.title));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Nothing still loading: the page as the user reads it, its styles, images and fonts in.
  await expect(page.locator('[aria-busy="true"], .spinner-border')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const where = `${visit.path} at ${page.viewportSize()?.width} px`;
  expect.soft(await seriousViolations(page), where).toEqual([]);
  expect.soft(await headerContrastProblems(page), `the header on ${where}`).toEqual([]);
}

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name} (${screen.viewport.width} px)`, () => {
    test.use({ viewport: screen.viewport });

    test('the visitor, customer and administrator pages have no serious or critical axe violation', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      for (const visit of [
        { path: '/', title: 'Welcome' },
        { path: '/register', title: 'Create New Account' },
      ]) {
        await check(page, visit);
      }

      const customer = uniqueUsername('axe');
      await registerCustomer(page, customer, PASSWORD);
      await logIn(page, customer, PASSWORD);
      await expect(page).toHaveURL(/\/home$/);
      const products = (await (await request.get('/api/products?pageSize=1')).json()) as ListPage<Product>;
      const product = products.items[0];
      for (const visit of [
        { path: '/home', title: 'Home' },
        { path: '/userproducts', title: 'Product Catalogue' },
        { path: `/productrequest/${product.id}`, title: product.name },
        { path: '/addtocart', title: 'Shopping Cart' },
        { path: '/bookevents', title: 'Book an Event' },
        { path: '/orderhistory', title: 'Order History' },
        { path: '/torecieve_main', title: 'To Receive' },
      ]) {
        await check(page, visit);
      }
      await logOut(page, customer);

      await logInAsAdmin(page);
      for (const visit of [
        { path: '/dashBoard', title: 'Dashboard' },
        { path: '/productstable', title: 'Product List' },
        { path: '/settings', title: 'Settings' },
      ]) {
        await check(page, visit);
      }
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every tab of My Purchase lies within the screen', async ({ page }) => {
    const customer = uniqueUsername('tabs');
    await registerCustomer(page, customer, PASSWORD);
    await logIn(page, customer, PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/pending_main');
    const tabs = page.getByRole('navigation', { name: 'My Purchase' }).getByRole('link');
    await expect(tabs).toHaveCount(CUSTOMER_ORDER_PAGES.length - 1);
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      expect(box, await tab.innerText()).not.toBeNull();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    await tabs.filter({ hasText: 'Returns and Cancelation' }).click();
    await expect(page).toHaveURL(/\/cancel_main$/);
    await expect(page).toHaveTitle(documentTitle('Returns and Cancelation'));
  });
});
