import federation, {
  attachShareScopeMap,
  bundlerRuntime,
  type Federation,
} from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its build leaves this out of its bundler runtime; the remotes' entries need it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL, type ProvidedBundlerRuntime } from './bundler-runtime';

/** Publishes the bundler runtime's functions for the remotes' entries (./bundler-runtime.ts); returns the build's own. */
export function provideBundlerRuntime(): Federation {
  const provided: ProvidedBundlerRuntime = {
    bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
    attachShareScopeMap,
  };
  (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] = provided;
  return federation;
}
