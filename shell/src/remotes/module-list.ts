// The module list and the runtime's remote loading, started by the entry before the shell renders
// (docs/serving.md#what-loads-when).
import {
  type ModuleFederationRuntimePlugin,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { pathMatches, REMOTE_MODULES, type RemoteDescriptor } from '@qmj/contracts';

let pending: Promise<RemoteDescriptor[]> | null = null;

function isDescriptor(value: unknown): value is RemoteDescriptor {
  const v = value as RemoteDescriptor;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.name === 'string' &&
    typeof v.manifest === 'string' &&
    Array.isArray(v.paths) &&
    v.paths.every((p) => typeof p === 'string')
  );
}

// A relative manifest URL is resolved against the page, so publicPath 'auto' works from it.
function toRuntimeRemote(remote: RemoteDescriptor) {
  return { name: remote.name, entry: new URL(remote.manifest, window.location.href).href };
}

/** The page's own module starts downloading now, beside the shell's shared modules, instead of after the first render. */
function preloadPageModule(remotes: RemoteDescriptor[]): void {
  const remote = remotes.find((r) => r.paths.some((base) => pathMatches(window.location.pathname, base)));
  if (!remote) return;
  preloadRemote([{ nameOrAlias: remote.name, exposes: ['./App'] }]).catch((error: unknown) => {
    // Loading it for real shows the error panel with Retry.
    console.warn(`[shell] could not preload ${remote.name}`, error);
  });
}

async function fetchAndRegister(): Promise<RemoteDescriptor[]> {
  try {
    // Asked for by the page itself (a preload in its head); answered `no-cache`, so a redeployment is seen at once.
    const response = await fetch('/remotes.json');
    if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
    const body = (await response.json()) as { remotes?: unknown };
    const remotes = Array.isArray(body.remotes) ? body.remotes.filter(isDescriptor) : [];
    // The runtime leaves a remote it already knows as it is.
    registerRemotes(remotes.map(toRuntimeRemote));
    preloadPageModule(remotes);
    return remotes;
  } catch (error) {
    console.error('[shell] could not load /remotes.json', error);
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
 * module list, and a remote that failed to load is registered again with `force`, which drops all the runtime
 * cached of it (its manifest included), so the next attempt (Retry, or another visit) fetches it afresh.
 */
const remoteLoading: ModuleFederationRuntimePlugin = {
  name: 'qmj-remote-loading',
  async beforeRequest(request) {
    await readModuleList();
    return request;
  },
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
