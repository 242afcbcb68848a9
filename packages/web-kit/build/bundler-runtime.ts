/**
 * The Module Federation bundler runtime (the glue between a build's `__webpack_require__` and the runtime's instance:
 * sharing, consuming, a container's `init`) is in the page once, as the runtime's core is (./mf.ts): the shell's copy
 * publishes its functions (./bundler-runtime-provider.ts) and each remote's entry takes them
 * (./remote-bundler-runtime.ts) instead of bundling about 45 KB of its own.
 */
import type { Federation } from '@module-federation/webpack-bundler-runtime';

/** The global the shell's page, or a remote's own page (./federation-runtime.ts), puts the functions on. */
export const BUNDLER_RUNTIME_GLOBAL = '_QMJ_FEDERATION_BUNDLER_RUNTIME';

export type ProvidedBundlerRuntime = Required<Pick<Federation, 'bundlerRuntime' | 'attachShareScopeMap'>>;
