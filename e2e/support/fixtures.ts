// The system under test: started once per worker on a temporary database, exactly as `npm start` runs it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { startSystem } from '../../scripts/lib/system.mjs';

export const ADMIN = { username: 'admin', password: 'e2e-admin-pass-2026' };

type RunningSystem = Awaited<ReturnType<typeof startSystem>>;

interface WorkerFixtures {
  /** The worker's data folder (DATA_DIR): uploads, and the mail outbox in `outbox/*.eml`. */
  dataDir: string;
  system: RunningSystem;
}

export const test = base.extend<object, WorkerFixtures>({
  dataDir: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'qmj-e2e-'));
      await use(dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  system: [
    async ({ dataDir }, use) => {
      const system = await startSystem({
        port: 0,
        dataDir,
        env: {
          ADMIN_USERNAME: ADMIN.username,
          ADMIN_PASSWORD: ADMIN.password,
          LOGIN_LIMIT_PER_ADDRESS: '10000',
          LOGIN_LIMIT_PER_USERNAME: '1000',
          // The balance reminders look every second and a half, so a journey sees an overdue balance reminded.
          BALANCE_REMINDERS_EVERY_MS: '1500',
          // The canary check looks every second and a half, and one session's error is enough to roll a canary back.
          MODULE_CANARY_CHECK_EVERY_MS: '1500',
          MODULE_CANARY_MIN_ERRORS: '1',
        },
        apiLog: () => {},
      });
      await use(system);
      await system.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ system }, use) => {
    await use(system.url);
  },
});

export { expect };

let accountCounter = 0;

/** A fresh customer name for each journey, so journeys never depend on one another. */
export function uniqueUsername(prefix = 'customer'): string {
  accountCounter += 1;
  return `${prefix}${Date.now().toString(36)}${accountCounter}`;
}

export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function registerCustomer(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Signs in as the administrator, who lands on the dashboard. */
export async function logInAsAdmin(page: Page): Promise<void> {
  await logIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/dashBoard$/);
}

/**
 * Signs out through the header as a person does: on a phone the menu is opened first, then a customer's own menu
 * (the administrator's Logout is in the sidebar). A tap that lands while the page is still settling can leave a menu
 * shut, and a person then taps again; so does this, until Logout shows.
 */
export async function logOut(page: Page, username: string): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  const logout = page.getByRole('button', { name: 'Logout' });
  await expect(async () => {
    if (await logout.isVisible()) return;
    if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    if (username !== ADMIN.username) await page.getByRole('button', { name: username }).click({ timeout: 5000 });
    await expect(logout).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await logout.click();
  await expect(page).toHaveURL(/\/$/);
}

/** Opens an administrator's screen from the sidebar by its label, which is also the screen's heading. */
export async function openAdminScreen(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Administrator' }).getByRole('link', { name: label }).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}
