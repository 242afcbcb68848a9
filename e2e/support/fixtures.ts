// The system under test: started once per worker on a temporary database, exactly as `npm start` runs it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { startSystem } from '../../scripts/lib/system.mjs';

export const ADMIN = { username: 'admin', password: 'e2e-admin-pass-2026' };

type RunningSystem = Awaited<ReturnType<typeof startSystem>>;

export const test = base.extend<object, { system: RunningSystem }>({
  system: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'qmj-e2e-'));
      const system = await startSystem({
        port: 0,
        dataDir,
        env: {
          ADMIN_USERNAME: ADMIN.username,
          ADMIN_PASSWORD: ADMIN.password,
          LOGIN_LIMIT_PER_ADDRESS: '10000',
          LOGIN_LIMIT_PER_USERNAME: '1000',
        },
        apiLog: () => {},
      });
      await use(system);
      await system.stop();
      rmSync(dataDir, { recursive: true, force: true });
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
