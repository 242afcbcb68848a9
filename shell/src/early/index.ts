// The page's early script (docs/serving.md#what-loads-when): a few kilobytes the page runs as soon as they arrive,
// long before the shell's scripts. With a stored session it starts what the page will need: the API client's code,
// the API's first reads, the picture they put first on the screen, and the files of the module that draws the
// page. The shell and the modules then take these instead of asking again. A visitor needs none of it: every
// module's page asks for a session first; on the landing page a visitor gets that page's own code.
import { MODULE_LIST_PATH, PATHS, remoteDescriptorsOf, remoteForPath } from '@qmj/contracts';
import { askEarly, bearer, claimPageStart, manifestUrlOf, moduleFiles, readStoredToken } from '@qmj/web-kit/early';
import { askFirstReads } from './first-reads';
import { preload, readJson } from './preload';

/** The exposed module the shell draws a remote's pages with. */
const PAGE_EXPOSE = 'App';

/** Files named on this script's tag by the build (packages/web-kit/build/mf.ts). */
const filesOf = (names: string | undefined): string[] => (names ?? '').split(' ').filter(Boolean);

/** The API client's files. */
const API_CLIENT_FILES = filesOf(document.currentScript?.dataset.apiClient);

/** The landing page's files, which the shell's own scripts leave out (shell/src/app.tsx). */
const LANDING_FILES = filesOf(document.currentScript?.dataset.landing);

/**
 * Preloads the files of the release /remotes.json names for the page's module, the page's own code among them: the
 * release the shell runs, unless its host range rules it out (../remotes/compatibility), which is rare enough not to
 * bring semver into this script.
 */
async function preloadPageModule(): Promise<void> {
  const remotes = remoteDescriptorsOf(await readJson(askEarly(MODULE_LIST_PATH)));
  const remote = remoteForPath(remotes, window.location.pathname);
  if (!remote) return;
  const manifestUrl = manifestUrlOf(remote);
  const manifest = await readJson(askEarly(manifestUrl));
  for (const file of moduleFiles(manifest, manifestUrl, PAGE_EXPOSE, window.location.pathname)) {
    preload(file.url, file.as);
  }
}

const authorization = bearer(readStoredToken());
if (authorization !== null && claimPageStart()) {
  // The stored session is checked at once, through the API client.
  for (const file of API_CLIENT_FILES) preload(file, 'script');
  askFirstReads(authorization);
  // A failure here costs only the head start: the shell reads the list and the manifest itself.
  preloadPageModule().catch(() => undefined);
} else if (authorization === null && window.location.pathname === PATHS.landing) {
  for (const file of LANDING_FILES) preload(file, 'script');
}
