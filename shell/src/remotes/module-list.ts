// The module list and the runtime's remote loading, started by the entry before the shell renders
// (docs/serving.md#what-loads-when).
import {
  loadRemote,
  type ModuleFederationRuntimePlugin,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import {
  MODULE_LIST_PATH,
  REMOTE_MODULES,
  type RemoteDescriptor,
  remoteDescriptorsOf,
  remoteForPath,
} from '@qmj/contracts';
import { useSession } from '@qmj/web-kit';
import { earlyAnswerOr, manifestUrlOf } from '@qmj/web-kit/early';
import type { ErrorSource } from '../browser-errors/browser-errors';
import type { RemoteAppModule } from './exposed-modules';
import { startPageOf } from './page-start';

let pending: Promise<RemoteDescriptor[]> | null = null;
/** Each remote with the release the shell runs of it (./compatibility); a remote none of whose releases fits has none. */
let chosen: RemoteDescriptor[] = [];

function toRuntimeRemote(remote: RemoteDescriptor) {
  return { name: remote.name, entry: manifestUrlOf(remote) };
}

/** The remote whose page is at `pathname` and the release the shell runs of it; neither: a page of the shell's. */
export function sourceAt(pathname: string): ErrorSource {
  const remote = remoteForPath(chosen, pathname);
  return remote ? sourceOf(remote.name) : {};
}

/** Remote `name` and the release the shell runs of it. */
export function sourceOf(name: string): ErrorSource {
  return { remote: name, version: chosen.find((remote) => remote.name === name)?.version };
}

/**
 * With a stored session, the page's own module is loaded and run now, beside the shell's first render and the
 * session's check, instead of once its route is drawn (a visitor is sent to sign in first). Its files are usually
 * on their way already (the page's early script). Its `startPage` then asks for the page's first data.
 */
function startPageModule(remotes: RemoteDescriptor[]): void {
  const remote = remoteForPath(remotes, window.location.pathname);
  if (!remote?.manifest || useSession.getState().token === null) return;
  loadRemote<RemoteAppModule>(`${remote.name}/App`)
    .then((module) => startPageOf(remote.name, module, window.location))
    .catch((error: unknown) => {
      // Loading it for real shows the error panel with Retry.
      console.warn(`[shell] could not start ${remote.name}`, error);
    });
}

async function fetchAndRegister(): Promise<RemoteDescriptor[]> {
  try {
    // Usually asked for by the page's early script; answered `no-cache`, so a redeployment is seen at once.
    const response = await earlyAnswerOr(MODULE_LIST_PATH, null, () => fetch(MODULE_LIST_PATH));
    if (!response.ok) throw new Error(`${MODULE_LIST_PATH} answered ${response.status}`);
    const listed = remoteDescriptorsOf(await response.json());
    // Only a release from the registry names a host range: the check (./compatibility, with semver) loads for such a
    // list only, and stays out of the shell's first render.
    chosen = listed.some((remote) => remote.hostRange !== undefined)
      ? (await import('./compatibility')).chooseReleases(listed)
      : listed;
    // The runtime leaves a remote it already knows as it is.
    registerRemotes(chosen.filter((remote) => remote.manifest).map(toRuntimeRemote));
    startPageModule(chosen);
    return chosen;
  } catch (error) {
    console.error(`[shell] could not load ${MODULE_LIST_PATH}`, error);
    pending = null;
    // Keep routing to the right module so its error panel (with Retry) names it.
    return REMOTE_MODULES.map(({ name, paths }) => ({ name, manifest: '', paths }));
  }
}

/** Reads `/remotes.json` (revalidated, never stale) once; after a failed read, the next call reads it again. */
export function readModuleList(): Promise<RemoteDescriptor[]> {
  pending ??= fetchAndRegister();
  return pending;
}

/**
 * How the Module Federation runtime loads remotes in the shell (docs/architecture.md): every load waits for the
 * module list; the page's own remote's manifest comes from the early script when it asked for it; and a remote
 * that failed to load is registered again with `force`, which drops all the runtime cached of it (its manifest
 * included), so the next attempt (Retry, or another visit) fetches it afresh.
 */
const remoteLoading: ModuleFederationRuntimePlugin = {
  name: 'qmj-remote-loading',
  async beforeRequest(request) {
    await readModuleList();
    return request;
  },
  fetch: (manifestUrl, init) => earlyAnswerOr(manifestUrl, null, () => fetch(manifestUrl, init)),
  errorLoadRemote({ lifecycle, remote }) {
    // 'onLoad' ends every failed load (at 'afterResolve', an answer would stand in for the manifest). Returning
    // nothing lets the error reach the shell's error panel.
    if (lifecycle !== 'onLoad' || !remote?.entry) return;
    registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
  },
};

/** Hooks the shell into the runtime and starts reading the module list. */
export function startModuleList(): void {
  registerPlugins([remoteLoading]);
  void readModuleList();
}
