// A remote's own page, run without the shell, gets the Module Federation runtime its entry leaves to the page from
// its provider script (docs/serving.md#what-loads-when): each built module still starts alone.
import { REMOTE_MODULES } from '@qmj/contracts';
import { expect, test } from '../support/fixtures.js';

for (const remote of REMOTE_MODULES) {
  test(`${remote.folder}'s own page starts without the shell`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/remotes/${remote.folder}/index.html`);
    // Its router finds no page of its own at this address: the module's root says it started.
    await expect(page.locator(`[data-remote="${remote.name}"]`)).toBeVisible();
    expect(errors).toEqual([]);
  });
}
