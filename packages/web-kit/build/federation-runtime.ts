// A remote's own page, run without the shell: provides the Module Federation runtime its entry uses (built with
// `externalRuntime`, ./mf.ts), as the shell's runtime does in the shell's page.
import * as runtimeCore from '@module-federation/runtime-core';

(globalThis as { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore })._FEDERATION_RUNTIME_CORE = runtimeCore;
