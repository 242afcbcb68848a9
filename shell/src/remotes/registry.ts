import {
  type ModuleFederationRuntimePlugin,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { REMOTE_MODULES, type RemoteDescriptor } from '@qmj/contracts';
import { create } from 'zustand';

interface RemotesState {
  status: 'loading' | 'ready';
  /** From /remotes.json; when it could not be read, the built-in list without manifests. */
  remotes: RemoteDescriptor[];
}

export const useRemotes = create<RemotesState>()(() => ({ status: 'loading', remotes: [] }));

let pending: Promise<void> | null = null;

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

async function fetchAndRegister(): Promise<void> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
    const body = (await response.json()) as { remotes?: unknown };
    const remotes = Array.isArray(body.remotes) ? body.remotes.filter(isDescriptor) : [];
    // The runtime leaves a remote it already knows as it is.
    registerRemotes(remotes.map(toRuntimeRemote));
    useRemotes.setState({ status: 'ready', remotes });
  } catch (error) {
    console.error('[shell] could not load /remotes.json', error);
    // Keep routing to the right module so its error panel (with Retry) names it.
    const remotes = REMOTE_MODULES.map(({ name, paths }) => ({ name, manifest: '', paths }));
    useRemotes.setState({ status: 'ready', remotes });
    pending = null;
  }
}

/** Reads `/remotes.json` (never from cache) once; after a failed read, the next call reads it again. */
function readRemotesConfig(): Promise<void> {
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
    await readRemotesConfig();
    return request;
  },
  errorLoadRemote({ lifecycle, remote }) {
    // 'onLoad' ends every failed load (at 'afterResolve', an answer would stand in for the manifest). Returning
    // nothing lets the error reach the shell's error panel.
    if (lifecycle !== 'onLoad' || !remote?.entry) return;
    registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
  },
};

/** Hooks the shell into the runtime and starts reading the module list, alongside the stored session. */
export function startRemotes(): void {
  registerPlugins([remoteLoading]);
  void readRemotesConfig();
}
