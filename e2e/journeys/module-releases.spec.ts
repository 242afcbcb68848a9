// A team releases its module alone (docs/deploying-modules.md): a canary for half the sessions, promoted to
// everyone, rolled back; a release that breaks when mounted is rolled back by the canary check on its own; a release
// the shell cannot run is refused at publish.
import type { Browser, Page } from '@playwright/test';
import { MODULE_BUCKET_COOKIE, MODULE_RELEASE_MESSAGES, PATHS } from '@qmj/contracts';
import {
  moduleStandings,
  promote,
  publishRelease,
  rollBack,
  signIn,
  startCanary,
} from '../../scripts/lib/releases.mjs';
import { ADMIN, expect, logIn, logInAsAdmin, registerCustomer, test, uniqueUsername } from '../support/fixtures.js';
import { buildVariant, releaseBody } from '../support/module-releases.js';

const PASSWORD = 'journeypass2026';
const CATALOG = { folder: 'mf-catalog', name: 'mf_catalog' };
/** Buckets either side of a 50 % canary: the first session gets it, the second the live release. */
const CANARY_BUCKET = '10';
const LIVE_BUCKET = '90';

/** A signed-in customer's page in a session of its own, whose canary bucket is `bucket`. */
async function customerSession(browser: Browser, baseURL: string, bucket: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: MODULE_BUCKET_COOKIE, value: bucket, url: baseURL }]);
  const page = await context.newPage();
  const username = uniqueUsername('canary');
  await registerCustomer(page, username, PASSWORD);
  await logIn(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  return page;
}

/** The build id of the catalogue the page shows once it has (re)loaded the products page. */
async function catalogueBuild(page: Page): Promise<string | null> {
  await page.goto(PATHS.products);
  const root = page.locator(`[data-remote="${CATALOG.name}"]`);
  await expect(root).toBeVisible();
  return root.getAttribute('data-build-id');
}

test('a canary reaches half the sessions, is promoted to all, and a rollback brings the first release back', async ({
  browser,
  system,
}) => {
  const token = await signIn(system.url, ADMIN);
  const stamp = Date.now().toString(36);
  const first = buildVariant(CATALOG.folder, { buildId: `first-${stamp}` });
  const second = buildVariant(CATALOG.folder, { buildId: `second-${stamp}` });
  try {
    const one = await publishRelease(system.url, token, releaseBody(CATALOG.folder, first.dist));
    await promote(system.url, token, one.id);
    const two = await publishRelease(system.url, token, releaseBody(CATALOG.folder, second.dist));
    const standing = await startCanary(system.url, token, two.id, 50);
    expect(standing.canary?.version).toBe(two.version);

    const canarySession = await customerSession(browser, system.url, CANARY_BUCKET);
    const liveSession = await customerSession(browser, system.url, LIVE_BUCKET);
    expect(await catalogueBuild(canarySession)).toBe(`second-${stamp}`);
    expect(await catalogueBuild(liveSession)).toBe(`first-${stamp}`);

    await promote(system.url, token, two.id);
    expect(await catalogueBuild(canarySession)).toBe(`second-${stamp}`);
    expect(await catalogueBuild(liveSession)).toBe(`second-${stamp}`);

    const back = await rollBack(system.url, token, CATALOG.name);
    expect(back.live?.version).toBe(one.version);
    expect(await catalogueBuild(canarySession)).toBe(`first-${stamp}`);
    expect(await catalogueBuild(liveSession)).toBe(`first-${stamp}`);
  } finally {
    first.remove();
    second.remove();
  }
});

test('a release that breaks when mounted shows the error panel, spares the rest, and is rolled back on its own', async ({
  browser,
  page,
  system,
}) => {
  const token = await signIn(system.url, ADMIN);
  const stamp = Date.now().toString(36);
  const working = buildVariant(CATALOG.folder, { buildId: `working-${stamp}` });
  const broken = buildVariant(CATALOG.folder, { breaks: `This release breaks as it is mounted (${stamp})` });
  try {
    const live = await publishRelease(system.url, token, releaseBody(CATALOG.folder, working.dist));
    await promote(system.url, token, live.id);
    const canary = await publishRelease(system.url, token, releaseBody(CATALOG.folder, broken.dist));
    await startCanary(system.url, token, canary.id, 50);

    const session = await customerSession(browser, system.url, CANARY_BUCKET);
    await session.goto(PATHS.products);
    const panel = session.getByRole('alert').filter({ hasText: `The module "${CATALOG.name}" could not be loaded.` });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
    await session.getByRole('link', { name: 'Book event' }).first().click();
    await expect(session.locator('[data-remote="mf_booking"]')).toBeVisible();

    // The shell reported the error for the canary's version; the check ends the canary within one of its periods.
    await expect
      .poll(async () => {
        const standings = await moduleStandings(system.url, token);
        const catalogue = standings.find((standing) => standing.remote === CATALOG.name);
        return catalogue?.history.find((release) => release.id === canary.id)?.state;
      })
      .toBe('rolled-back');
    expect(await catalogueBuild(session)).toBe(`working-${stamp}`);

    await logInAsAdmin(page);
    await page.getByRole('navigation', { name: 'Administrator' }).getByRole('link', { name: 'Modules' }).click();
    const card = page.getByRole('region', { name: new RegExp(CATALOG.name) });
    await expect(card.getByText(live.version).first()).toBeVisible();
    await expect(card.getByRole('row').filter({ hasText: canary.version })).toContainText(/rolled.back/i);
  } finally {
    working.remove();
    broken.remove();
  }
});

test('a release that needs another shell is refused at publish, with what it needs', async ({ system }) => {
  const token = await signIn(system.url, ADMIN);
  const variant = buildVariant(CATALOG.folder, { buildId: `future-${Date.now().toString(36)}` });
  try {
    const body = releaseBody(CATALOG.folder, variant.dist, '^2.0.0');
    const refusal = await publishRelease(system.url, token, body).catch(
      (error: { status: number; message: string }) => error,
    );
    expect(refusal).toMatchObject({
      status: 422,
      message: MODULE_RELEASE_MESSAGES.incompatible(CATALOG.name, body.version, '^2.0.0', '1.0.0'),
    });
  } finally {
    variant.remove();
  }
});
