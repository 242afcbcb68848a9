/**
 * zod 4 compiles its object checks with `new Function` when the page allows it, and probes that on its first
 * parse; the page's CSP has no `unsafe-eval`, so the probe is logged as a violation (Lighthouse's best practices,
 * docs/serving.md#lighthouse-on-a-phone). `jitless` skips the probe and the compiling. It is zod's global configuration (what
 * `z.config({ jitless: true })` sets), one object on `globalThis` shared by the shell's and every module's copy of
 * zod, set here before any of them parses, without loading zod into the shell's first render.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
