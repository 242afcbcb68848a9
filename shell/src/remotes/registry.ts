import type { RemoteDescriptor } from '@qmj/contracts';
import { create } from 'zustand';
import { readModuleList } from './module-list';

interface RemotesState {
  status: 'loading' | 'ready';
  /** From /remotes.json; when it could not be read, the built-in list without manifests. */
  remotes: RemoteDescriptor[];
}

export const useRemotes = create<RemotesState>()(() => ({ status: 'loading', remotes: [] }));

/** The module list (read since the entry started, ./module-list) in the store the routes read. */
export function startRemotes(): void {
  void readModuleList().then((remotes) => useRemotes.setState({ status: 'ready', remotes }));
}
