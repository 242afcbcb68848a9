import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ROOT } from '../../scripts/lib/workspaces.mjs';
import { expect, logIn, registerCustomer, test, uniqueUsername } from '../support/fixtures.js';

const PASSWORD = 'journeypass2026';

function fingerprint(dir: string): Record<string, string> {
  const prints: Record<string, string> = {};
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else prints[relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return prints;
}

test.beforeEach(async ({ page }) => {
  const username = uniqueUsername();
  await registerCustomer(page, username, PASSWORD);
  await logIn(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
});

test('a stopped remote shows its error panel, the rest keeps working, and Retry recovers', async ({ page, system }) => {
  const booking = system.remotes.get('mf-booking');
  if (!booking) throw new Error('mf-booking is not served');
  await booking.stop();
  try {
    await page.goto('/bookevents');
    const panel = page.getByRole('alert').filter({ hasText: 'The module "mf_booking" could not be loaded.' });
    await expect(panel).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible();

    await page.getByRole('link', { name: 'Products' }).first().click();
    await expect(page).toHaveURL(/\/userproducts$/);
    await expect(page.locator('[data-remote="mf_catalog"]')).toBeVisible();

    await page.goBack();
    await expect(panel).toBeVisible();
  } finally {
    await booking.start();
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-remote="mf_booking"]')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
});

test('a remote rebuilt and redeployed alone shows its change on reload, the shell untouched', async ({
  page,
  system,
}) => {
  const booking = system.remotes.get('mf-booking');
  if (!booking) throw new Error('mf-booking is not served');
  const shellBefore = fingerprint(join(ROOT, 'shell/dist'));
  await page.goto('/bookevents');
  const root = page.locator('[data-remote="mf_booking"]');
  await expect(root).toBeVisible();
  const buildId = `rebuilt-${Date.now()}`;
  await expect(root).not.toHaveAttribute('data-build-id', buildId);

  const originalRoot = booking.root;
  const newDist = mkdtempSync(join(tmpdir(), 'qmj-mf-booking-'));
  try {
    execFileSync('npm', ['run', 'build', '--silent', '-w', 'mf-booking'], {
      cwd: ROOT,
      env: { ...process.env, QMJ_DIST_DIR: newDist, QMJ_BUILD_ID: buildId },
      stdio: 'pipe',
    });
    // Redeploying a remote is replacing the files its server serves.
    await booking.stop();
    await booking.start(newDist);
    await page.reload();
    await expect(root).toHaveAttribute('data-build-id', buildId);
    expect(fingerprint(join(ROOT, 'shell/dist'))).toEqual(shellBefore);
  } finally {
    await booking.stop();
    await booking.start(originalRoot);
    rmSync(newDist, { recursive: true, force: true });
  }
});
