// A page's first load (docs/serving.md#what-loads-when): what the page's early script asks for (the API's first
// reads, the module list, the page's module and its page's own code, the API client, the first picture) answers the
// page's own loads, every
// signed-in page's first reads start before its module's code (an administrator's only for an administrator) and an
// in-app navigation's before its page's code, the customer's menu is in the first frame after the sign-in, and the
// phone menu closes once a link is followed.

import type { Page } from '@playwright/test';
import { CATALOGUE_PAGE_SIZE, PAGE_SIZE } from '@qmj/contracts';
import { expect, logIn, logInAsAdmin, registerCustomer, test, uniqueUsername } from '../support/fixtures.js';

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

/** Registers a customer and signs in: the catalogue is then a signed-in reload away. */
async function signedInCustomer(page: Page): Promise<string> {
  const customer = uniqueUsername();
  await registerCustomer(page, customer, 'journeypass2026');
  await logIn(page, customer, 'journeypass2026');
  await expect(page).toHaveURL(/\/home$/);
  return customer;
}

/** Holds the answers to requests matching `held` until `release` is called, as a slow link delivers big files last. */
async function holdUntilReleased(page: Page, held: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(held, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds the shell's entry until the early script has asked for the session, as on a phone's link: the early script
 * then starts the page, whatever the order the two scripts would have arrived in on this machine.
 */
async function holdShellUntilEarlyReads(page: Page): Promise<void> {
  const releaseShell = await holdUntilReleased(page, /\/static\/js\/index\.\w+\.js$/);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/me') releaseShell();
  });
}

const FIRST_PAGE = `/api/products?page=1&pageSize=${CATALOGUE_PAGE_SIZE}`;

test("on a slow link, the early script asks for the catalogue's reads, module, API client and first picture, and the page takes them", async ({
  page,
}) => {
  const customer = await signedInCustomer(page);
  await holdShellUntilEarlyReads(page);
  const reads = recordRequests(page);
  await page.goto('/userproducts');
  await expect(page.getByRole('heading', { name: 'Product Catalogue' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: customer })).toBeVisible();

  // Asked for before the catalogue's code, and only once: the module's own calls took the early answers.
  const catalogueCode = reads.findIndex((read) => read.startsWith('/remotes/mf-catalog/static/'));
  expect(catalogueCode).toBeGreaterThan(-1);
  for (const early of ['/api/me', FIRST_PAGE, '/api/categories']) {
    expect(reads.indexOf(early)).toBeGreaterThan(-1);
    expect(reads.indexOf(early)).toBeLessThan(catalogueCode);
    expect(count(reads, early)).toBe(1);
  }
  // The module list, the catalogue's manifest and the API client's code: asked for early, taken by the shell.
  expect(count(reads, '/remotes.json')).toBe(1);
  expect(count(reads, '/remotes/mf-catalog/mf-manifest.json')).toBe(1);
  const apiClient = reads.filter((read) => /^\/static\/js\/async\/api-client\.\w+\.js$/.test(read));
  expect(apiClient).toHaveLength(1);
  // The first card's picture was asked for as the first page arrived, and the card used that answer.
  const firstPicture = await page.getByRole('article').first().locator('img').getAttribute('src');
  expect(firstPicture).toMatch(/^\/api\/media\//);
  expect(count(reads, firstPicture ?? '')).toBe(1);

  // A search in the address is not the first page: nothing is asked for that the page would not use.
  reads.length = 0;
  await page.goto('/userproducts?q=mug');
  await expect(page.getByLabel('Search products')).toHaveValue('mug');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(count(reads, FIRST_PAGE)).toBe(0);
  expect(reads.filter((read) => read.startsWith('/api/products?'))).toEqual([
    `/api/products?page=1&pageSize=${CATALOGUE_PAGE_SIZE}&q=mug`,
  ]);
});

test('the early script asks for the code of a page its module loads on demand with the module, and the page takes it', async ({
  page,
}) => {
  await signedInCustomer(page);
  await holdShellUntilEarlyReads(page);
  // The module's own code is held: whatever asks for Edit Profile's code meanwhile is the early script.
  const releaseModule = await holdUntilReleased(
    page,
    /\/remotes\/mf-orders\/static\/js\/async\/__federation_expose_App\.\w+\.js$/,
  );
  const reads = recordRequests(page);
  const isPageCode = (read: string) =>
    /^\/remotes\/mf-orders\/static\/js\/async\/page-editprofiles\.\w+\.js$/.test(read);
  await page.goto('/editprofiles', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => reads.some(isPageCode)).toBe(true);
  releaseModule();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  expect(reads.filter(isPageCode)).toHaveLength(1);
});

test('when the early script arrives last, the shell asks for the reads itself and the early script asks for nothing', async ({
  page,
}) => {
  await signedInCustomer(page);
  const releaseEarlyScript = await holdUntilReleased(page, /\/static\/js\/early\.js$/);
  const reads = recordRequests(page);
  // The page's load event waits for every script; its document does not wait for an async one.
  await page.goto('/userproducts', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('article').first()).toBeVisible();
  releaseEarlyScript();
  // Once it has run (its resource entry is written when it has arrived; it runs right after), it has asked for nothing.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/static/js/early.js')),
  );
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  for (const read of ['/api/me', FIRST_PAGE, '/api/categories', '/remotes.json']) expect(count(reads, read)).toBe(1);
});

/**
 * Loads `path` with the shell's entry held until the session's read was asked for (as on a phone's link), and
 * checks that the page's first read was asked for before its module's code, once: the module's call took the early
 * answer.
 */
async function expectFirstReadBeforeModule(
  page: Page,
  path: string,
  firstRead: string,
  remote: string,
  heading: string,
) {
  await holdShellUntilEarlyReads(page);
  const reads = recordRequests(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const moduleCode = reads.findIndex((read) => read.startsWith(`/remotes/${remote}/static/`));
  expect(moduleCode).toBeGreaterThan(-1);
  expect(reads.indexOf(firstRead)).toBeGreaterThan(-1);
  expect(reads.indexOf(firstRead)).toBeLessThan(moduleCode);
  expect(count(reads, firstRead)).toBe(1);
  return reads;
}

test("My Bookings' first read starts before the booking module's code, and a customer asks for no administrator's read", async ({
  page,
}) => {
  await signedInCustomer(page);
  await expectFirstReadBeforeModule(
    page,
    '/mybookings',
    `/api/bookings?page=1&pageSize=${PAGE_SIZE}`,
    'mf-booking',
    'My Bookings',
  );

  // An administrator's screen, opened by a customer, is refused by the guard: none of its reads is asked for.
  const reads = recordRequests(page);
  await page.goto('/orderRequest');
  await expect(page).toHaveURL(/\/home$/);
  expect(reads.filter((read) => read.startsWith('/api/admin/'))).toEqual([]);
});

test("an in-app navigation to My Bookings asks for its first read as the booking module arrives, before the page's own code", async ({
  page,
}) => {
  await signedInCustomer(page);
  const firstRead = `/api/bookings?page=1&pageSize=${PAGE_SIZE}`;
  const reads = recordRequests(page);
  await page.getByRole('button', { name: 'My Purchase' }).click();
  await page.getByRole('link', { name: 'My Bookings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  // The page's code is asked for only as the module first draws it, so it is the module's last file: the read, sent as
  // the module arrived (its `startPage`), comes before it, and the page took it.
  const pageCode = reads.findLastIndex((read) => read.startsWith('/remotes/mf-booking/static/'));
  expect(reads.indexOf(firstRead)).toBeGreaterThan(-1);
  expect(reads.indexOf(firstRead)).toBeLessThan(pageCode);
  expect(count(reads, firstRead)).toBe(1);
});

test("the administrator's Product Request's first read starts before the administrator's module's code", async ({
  page,
}) => {
  await logInAsAdmin(page);
  await expectFirstReadBeforeModule(
    page,
    '/orderRequest',
    `/api/admin/orders?status=pending&page=1&pageSize=${PAGE_SIZE}`,
    'mf-admin',
    'Product Request',
  );
});

test("the customer's menu is in the first frame drawn after the sign-in, not only the logo", async ({ page }) => {
  const customer = uniqueUsername();
  await registerCustomer(page, customer, 'journeypass2026');
  await page.getByLabel('Username').fill(customer);
  await page.getByLabel('Password', { exact: true }).fill('journeypass2026');
  // Every frame is checked just before it is drawn, with no wait: the first one without the visitor's menu (its Login
  // link) must hold the customer's.
  await page.evaluate((name) => {
    const frames = window as unknown as { firstSignedInFrame?: { menu: boolean; name: boolean } };
    const check = () => {
      const navbar = document.querySelector('nav.navbar');
      const texts = (selector: string) =>
        [...(navbar?.querySelectorAll(selector) ?? [])].map((node) => node.textContent?.trim());
      if (texts('a').includes('Login')) {
        requestAnimationFrame(check);
        return;
      }
      frames.firstSignedInFrame = {
        menu: texts('a').includes('Book event'),
        name: texts('button, [role="button"]').includes(name),
      };
    };
    requestAnimationFrame(check);
  }, customer);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const firstFrame = await page.waitForFunction(
    () => (window as unknown as { firstSignedInFrame?: { menu: boolean; name: boolean } }).firstSignedInFrame,
  );
  expect(await firstFrame.jsonValue()).toEqual({ menu: true, name: true });
});

test("a visitor's page asks for no session, page data or module files early", async ({ page }) => {
  const reads = recordRequests(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(reads.filter((read) => read.startsWith('/api/me') || read.startsWith('/api/products'))).toEqual([]);
  expect(reads.filter((read) => read.startsWith('/remotes/'))).toEqual([]);
  expect(count(reads, '/remotes.json')).toBe(1);
  // The landing page's own code, left out of the shell's scripts: preloaded by the early script, asked for once.
  expect(reads.filter((read) => /^\/static\/js\/async\/landing\.\w+\.js$/.test(read))).toHaveLength(1);
});

test("a signed-in page asks for the bell's module only once it has settled, and for none of the landing page's code", async ({
  page,
}) => {
  await signedInCustomer(page);
  const reads = recordRequests(page);
  await page.goto('/mybookings');
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  const timing = await page.evaluate(() => {
    const isBell = (url: string) => url.includes('/remotes/mf-orders/') || url.includes('/api/notifications');
    // The page-view count waits for the page to settle as the bell does: it is no part of the page.
    const isPage = (url: string) => !isBell(url) && !url.includes('/api/analytics/');
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const bellStart = Math.min(...resources.filter((entry) => isBell(entry.name)).map((entry) => entry.startTime));
    const pageEnds = resources
      .filter((entry) => isPage(entry.name) && entry.responseEnd < bellStart)
      .map((entry) => entry.responseEnd);
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return { bellStart, loadEnd: navigation.loadEventEnd, lastPageArrival: Math.max(...pageEnds) };
  });
  expect(timing.bellStart).toBeGreaterThan(timing.loadEnd);
  expect(timing.bellStart - timing.lastPageArrival).toBeGreaterThanOrEqual(1000);
  expect(reads.filter((read) => read.includes('/static/js/async/landing.'))).toEqual([]);
});

test('the bell loads its module alone, and its list when it is pressed, which opens with the focus on the bell', async ({
  page,
}) => {
  await signedInCustomer(page);
  const reads = recordRequests(page);
  await page.goto('/userproducts');
  const bell = page.getByRole('button', { name: 'Notifications', exact: true });
  await expect(bell).toBeVisible();
  const bellScripts = () => reads.filter((read) => read.startsWith('/remotes/mf-orders/') && read.endsWith('.js'));
  expect(bellScripts().sort()).toEqual([
    expect.stringMatching(/^\/remotes\/mf-orders\/static\/js\/async\/__federation_expose_NotificationBell\.\w+\.js$/),
    expect.stringMatching(/^\/remotes\/mf-orders\/static\/js\/mf_orders\.\w+\.js$/),
  ]);
  await bell.click();
  await expect(page.getByText('No notifications yet.')).toBeVisible();
  await expect(bell).toBeFocused();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  expect(bellScripts().length).toBeGreaterThan(2);
  await page.keyboard.press('Escape');
  await expect(page.getByText('No notifications yet.')).toBeHidden();
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

  test('the notifications bell, arriving once the page has settled, moves nothing in the open menu', async ({
    page,
  }) => {
    const customer = await signedInCustomer(page);
    // The bell's module is held back, so the menu is measured before it arrives.
    const releaseBell = await holdUntilReleased(page, /\/remotes\/mf-orders\//);
    await page.goto('/home');
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    const name = page.getByRole('button', { name: customer });
    await expect(name).toBeVisible();
    const before = await name.boundingBox();
    releaseBell();
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    expect(await name.boundingBox()).toEqual(before);
  });
});
