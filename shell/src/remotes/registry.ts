import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_MODULES, type RemoteDescriptor } from '@qmj/contracts';
import { create } from 'zustand';

interface RemotesState {
  status: 'loading' | 'ready';
  remotes: RemoteDescriptor[];
  /** Set when /remotes.json could not be read; the paths then come from the built-in list. */
  failed: boolean;
}

export const useRemotes = create<RemotesState>()(() => ({ status: 'loading', remotes: [], failed: false }));

const registered = new Set<string>();
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
    const fresh = remotes.filter((remote) => !registered.has(remote.name));
    if (fresh.length > 0) {
      registerRemotes(fresh.map(toRuntimeRemote));
      for (const remote of fresh) registered.add(remote.name);
    }
    useRemotes.setState({ status: 'ready', remotes, failed: false });
  } catch (error) {
    console.error('[shell] could not load /remotes.json', error);
    // Keep routing to the right module so its error panel (with Retry) names it.
    const remotes = REMOTE_MODULES.map(({ name, paths }) => ({ name, manifest: '', paths }));
    useRemotes.setState({ status: 'ready', remotes, failed: true });
  }
}

/** Reads `/remotes.json` (never from cache) and registers every remote with the MF runtime. */
export function loadRemotesConfig(): Promise<void> {
  pending ??= fetchAndRegister();
  return pending;
}

/** Before loading a module: make sure the list was read; when reading it failed, read it again. */
export async function ensureRemotesConfig(): Promise<void> {
  await loadRemotesConfig();
  if (useRemotes.getState().failed) {
    pending = fetchAndRegister();
    await pending;
  }
}

/**
 * Before retrying a remote that failed: register it again with `force`, which drops what the
 * Module Federation runtime cached of it (its manifest included), so the retry fetches afresh.
 */
export async function forgetFailedRemote(name: string): Promise<void> {
  await ensureRemotesConfig();
  const remote = useRemotes.getState().remotes.find((candidate) => candidate.name === name);
  if (remote?.manifest && registered.has(name)) registerRemotes([toRuntimeRemote(remote)], { force: true });
}
