// A remote's own page, run without the shell: provides the Module Federation runtime its entry uses (built with
// `externalRuntime` and the page's bundler runtime, ./mf.ts), as the shell's scripts do in the shell's page.
import * as runtimeCore from '@module-federation/runtime-core';
import { provideBundlerRuntime } from './bundler-runtime-provider';

(globalThis as { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore })._FEDERATION_RUNTIME_CORE = runtimeCore;
provideBundlerRuntime();
