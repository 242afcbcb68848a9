import { ADMIN_SIDEBAR } from '@qmj/contracts';
import { ADMIN, expect, logIn, test } from '../support/fixtures.js';

test.use({ viewport: { width: 390, height: 844 } });

test('every administrator screen fits a phone: the sidebar is a menu and nothing overflows', async ({
  page,
}, testInfo) => {
  await logIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/dashBoard$/);
  for (const screen of ADMIN_SIDEBAR) {
    // The menu slides in, takes the administrator to the screen and closes.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Administrator' }).getByRole('link', { name: screen.label }).click();
    await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
    await expect(page.getByRole('navigation', { name: 'Administrator' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Drawn whole: nothing still loading (the page's messages stream never ends, so the network never goes quiet).
    await expect(page.locator('[aria-busy="true"], .spinner-border')).toHaveCount(0);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    await testInfo.attach(`${screen.label} on a phone`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    expect(widths.page, `${screen.path} is wider than the phone`).toBeLessThanOrEqual(widths.viewport);
  }
});
