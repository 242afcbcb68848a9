/**
 * A remote's bundler runtime (./mf.ts puts this module in its place): the functions the page's provider published
 * (./bundler-runtime.ts) with this container's own state. Rspack's start-up code fills in `initOptions`,
 * `bundlerRuntimeOptions` and the share scopes for each container, so each entry has fresh ones; `runtime` is the
 * container's own thin wrapper of the shared core, since the wrapper's module-level instance must stay the shell's
 * for its `loadRemote`.
 */
import * as runtime from '@module-federation/runtime';
import type { Federation } from '@module-federation/webpack-bundler-runtime';
import { BUNDLER_RUNTIME_GLOBAL, type ProvidedBundlerRuntime } from './bundler-runtime';

const provided = (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] as ProvidedBundlerRuntime;

const federation: Federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
