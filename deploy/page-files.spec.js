// The remotes' built manifests name the code of each page a module loads on demand (`pages`, by the first segment of
// the page's path), which the page's early script asks for with the module (docs/serving.md#what-loads-when). A
// chunk named after no page of its module, or a file the build does not hold, would be asked for in vain.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { CART_PAGE, PATHS, pageKeyOf, REMOTE_MODULES } from '@qmj/contracts';
import { ROOT } from '../scripts/lib/workspaces.mjs';

const manifestOf = (folder) => JSON.parse(readFileSync(join(ROOT, folder, 'dist', 'mf-manifest.json'), 'utf8'));

describe("the pages a remote's manifest names", () => {
  it.each(REMOTE_MODULES.map((remote) => [remote.folder, remote]))(
    '%s: each is a page of the module, and each of its files is in the build',
    (folder, remote) => {
      const { pages } = manifestOf(folder);
      const keys = remote.paths.map(pageKeyOf);
      for (const [page, files] of Object.entries(pages)) {
        expect(keys).toContain(page);
        expect(files.length).toBeGreaterThan(0);
        for (const file of files) expect(existsSync(join(ROOT, folder, 'dist', file))).toBe(true);
      }
    },
  );

  it('include the pages drawn from code of their own: the product, the cart, Edit Profile and the booking pages', () => {
    const named = Object.fromEntries(REMOTE_MODULES.map((remote) => [remote.folder, manifestOf(remote.folder).pages]));
    for (const [folder, path] of [
      ['mf-catalog', PATHS.productRequest],
      ['mf-catalog', CART_PAGE.path],
      ['mf-orders', PATHS.profile],
      ['mf-booking', PATHS.bookEvent],
      ['mf-booking', PATHS.myBookings],
      ['mf-admin', PATHS.dashboard],
    ]) {
      expect(Object.keys(named[folder])).toContain(pageKeyOf(path));
    }
  });
});
