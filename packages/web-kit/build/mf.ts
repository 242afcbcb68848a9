/**
 * The one Module Federation setup every app uses: the shared singletons and two config helpers,
 * so each app's `rsbuild.config.ts` is a few lines.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { DEV_PORTS, MODULE_LIST_PATH, PAGE_CHUNK_PREFIX, remotesJson } from '@qmj/contracts';
import {
  defineConfig,
  type RsbuildConfig,
  type RsbuildConfigSyncFn,
  type RsbuildPlugin,
  type Rspack,
} from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/**
 * Shared singletons: one copy in the page, never tree-shaken, so only what holds state or context is
 * shared (docs/serving.md#what-loads-when). react-router is shared through `@qmj/web-kit/router`, which
 * names the parts the apps use; react-bootstrap and the UI kit (`@qmj/web-kit/ui`) are stateless and
 * bundled by each app, tree-shaken. @qmj/contracts is not shared either (stateless).
 *
 * Every first render needs these: the shell provides them eagerly, in the scripts its page names.
 */
const FIRST_RENDER_SHARED = {
  react: { singleton: true },
  'react-dom': { singleton: true },
  zustand: { singleton: true },
  // query-core too, so `skipToken` and the cache classes are one copy for web-kit's oRPC utils and the remotes.
  '@tanstack/query-core': { singleton: true },
  '@tanstack/react-query': { singleton: true },
  '@qmj/web-kit': { singleton: true },
  '@qmj/web-kit/router': { singleton: true },
} as const;

/** Shared by the modules that draw them, loaded when first needed. */
const ON_DEMAND_SHARED = {
  // The calendar of the booking screens: one copy in the page, whichever module draws it first.
  '@fullcalendar/core': { singleton: true, requiredVersion: '^6.1.21' },
  '@fullcalendar/react': { singleton: true, requiredVersion: '^6.1.21' },
} as const;

type Shared = Record<string, { singleton: boolean; requiredVersion?: string | false; eager?: boolean }>;

const REMOTE_SHARED: Shared = { ...FIRST_RENDER_SHARED, ...ON_DEMAND_SHARED };

/**
 * The shell provides the first render's singletons and so is the one that uses its own: it checks no version of
 * them (`requiredVersion: false` spares the page a semver check of each at start). A remote still checks the
 * shell's versions against its own and warns when they differ.
 */
const HOST_SHARED: Shared = {
  ...Object.fromEntries(
    Object.entries(FIRST_RENDER_SHARED).map(([name, config]) => [
      name,
      { ...config, eager: true, requiredVersion: false },
    ]),
  ),
  ...ON_DEMAND_SHARED,
};

export const API_DEV_TARGET = `http://127.0.0.1:${DEV_PORTS.api}`;

/** `QMJ_BUILD_ID`, else 'dev' for the dev server and a timestamp for a build. */
function buildId(command: string): string {
  const fromEnv = process.env.QMJ_BUILD_ID?.trim();
  if (fromEnv) return fromEnv;
  return command === 'build'
    ? new Date()
        .toISOString()
        .replace(/[-:.TZ]/g, '')
        .slice(0, 14)
    : 'dev';
}

/** `QMJ_DIST_DIR` (absolute path) overrides the output folder. */
function distDir(): string {
  const fromEnv = process.env.QMJ_DIST_DIR?.trim();
  return fromEnv ? path.resolve(fromEnv) : 'dist';
}

function baseConfig(command: string, devPort: number): RsbuildConfig {
  return {
    plugins: [pluginReact()],
    source: {
      entry: { index: './src/index.ts' },
      define: { __QMJ_BUILD_ID__: JSON.stringify(buildId(command)) },
    },
    // The one page template: every app's page says its language.
    html: {
      title: 'QMJ Events and Creative Services',
      mountId: 'root',
      template: path.join(import.meta.dirname, 'index.html'),
    },
    output: { distPath: { root: distDir() } },
    server: {
      port: devPort,
      strictPort: true,
      proxy: { '/api': { target: API_DEV_TARGET, changeOrigin: false } },
    },
  };
}

type FederationOptions = Parameters<typeof pluginModuleFederation>[0];

/** Browser-only builds: the runtime leaves out its Node.js loading code. */
const WEB_ONLY = { optimization: { target: 'web' } } as const;

/** Rsbuild's name for an app's build; beside it, the shell builds its early script, a remote its runtime's provider. */
export const APP_ENVIRONMENT = 'web';

/**
 * A script built alone by its own Rsbuild environment, in one file without the app's libraries. Its name carries no
 * hash, since the page's own build cannot know it; it is revalidated like the page.
 */
interface LoneScript {
  environment: string;
  entry: string;
  /** Its path in the build's output; its name there is the entry's name. */
  file: string;
}

/** The app's build with `appPlugins` (one names the lone script in the page), and the lone script's build. */
function appAndLoneScript(base: RsbuildConfig, appPlugins: RsbuildPlugin[], script: LoneScript): RsbuildConfig {
  return {
    plugins: [],
    source: { define: base.source?.define },
    environments: {
      [APP_ENVIRONMENT]: {
        plugins: [...(base.plugins ?? []), ...appPlugins],
        source: { entry: base.source?.entry },
      },
      [script.environment]: {
        source: { entry: { [path.basename(script.file, '.js')]: { import: script.entry, html: false } } },
        output: { filename: { js: path.basename(script.file) } },
        performance: { chunkSplit: { strategy: 'all-in-one' } },
        // The app's dev client reloads the page; a second one in the lone script would open a socket of its own.
        dev: { hmr: false, liveReload: false },
      },
    },
  };
}

/** The shell page's early script (shell/src/early): no library, no Module Federation runtime. */
const EARLY_SCRIPT: LoneScript = {
  environment: 'early',
  entry: './src/early/index.ts',
  file: 'static/js/early.js',
};

/** web-kit's API client chunk (packages/web-kit/src/api/client.ts): the first call of a signed-in page needs it. */
const API_CLIENT_CHUNK = 'api-client';

/** The shell's landing page chunk (shell/src/app.tsx): a visitor's first page, which no signed-in page carries. */
const LANDING_CHUNK = 'landing';

/** The `.js` files of a named chunk and of the chunks it needs, as the page asks for them. */
function scriptsOf(compilation: Rspack.Compilation, chunk: string, assetPrefix: string): string {
  return (compilation.namedChunkGroups.get(chunk)?.getFiles() ?? [])
    .filter((file) => file.endsWith('.js'))
    .map((file) => `${assetPrefix}${file}`)
    .join(' ');
}

/**
 * The Module Federation runtime is in the page once: the shell provides it (`provideExternalRuntime`) and a remote's
 * entry uses it (`externalRuntime`), instead of carrying its own 60 KB copy. A remote's own page, run without the
 * shell, gets it from a provider script built beside the app (./federation-runtime.ts).
 */
const RUNTIME_PROVIDER: LoneScript = {
  environment: 'runtime',
  entry: path.join(import.meta.dirname, 'federation-runtime.ts'),
  file: 'static/js/federation-runtime.js',
};

/** The bundler runtime Rspack's Module Federation start-up code imports (its CommonJS build, whole). */
const BUNDLER_RUNTIME_REQUEST = /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.cjs$/;

/**
 * Puts `replacement` in the place of the bundler runtime: the shell's provides it to the page
 * (./shell-bundler-runtime.ts), a remote's entry uses the page's (./remote-bundler-runtime.ts), as with the
 * runtime's core; a remote's entry was 51 KB, about 45 of them this runtime, its sdk and error messages.
 */
function pluginBundlerRuntime(replacement: string): RsbuildPlugin {
  return {
    name: 'qmj:federation-bundler-runtime',
    setup(api) {
      api.modifyRspackConfig((config, { rspack }) => {
        config.plugins.push(
          new rspack.NormalModuleReplacementPlugin(
            BUNDLER_RUNTIME_REQUEST,
            path.join(import.meta.dirname, replacement),
          ),
          esModuleFederationRuntime,
        );
      });
    },
  };
}

/** A CommonJS file of a Module Federation runtime package (its ES module build is beside it, same name, `.js`). */
const FEDERATION_CJS = /[\\/]@module-federation[\\/][\w-]+[\\/]dist[\\/].+\.cjs$/;

/**
 * Module Federation's start-up code and its aliases name the runtime packages' CommonJS builds, which cannot be
 * tree-shaken (the whole sdk and every error message came along) and, beside the ES module builds other imports
 * reach, put a second copy of the runtime's core in the shell. Every file of them is taken from its ES module build.
 */
const esModuleFederationRuntime: Rspack.RspackPluginInstance = {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('qmj:federation-esm', (factory) => {
      factory.hooks.afterResolve.tap('qmj:federation-esm', (data) => {
        const resource = data.createData?.resource;
        if (!resource || !FEDERATION_CJS.test(resource)) return;
        const esm = resource.replace(/\.cjs$/, '.js');
        if (existsSync(esm) && data.createData) data.createData.resource = esm;
      });
    });
  },
};

/** The manifest Module Federation writes for a remote (`manifest: true`). */
const MANIFEST_FILE = 'mf-manifest.json';

/**
 * Adds `pages` to a remote's manifest: for each page whose code the module loads on demand (a chunk named
 * `page-<first segment of its path>`, @qmj/contracts' `PAGE_CHUNK_PREFIX`), the scripts and stylesheets that chunk
 * needs. The page's early script asks for them with the module's first files, where they otherwise waited for the
 * module to run (docs/serving.md#what-loads-when). It runs after Module Federation has written the manifest.
 */
const pagesInManifest: Rspack.RspackPluginInstance = {
  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('qmj:page-files', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'qmj:page-files', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const manifest = compilation.getAsset(MANIFEST_FILE);
          if (!manifest) return;
          const pages: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!name.startsWith(PAGE_CHUNK_PREFIX)) continue;
            pages[name.slice(PAGE_CHUNK_PREFIX.length)] = group
              .getFiles()
              .filter((file) => file.endsWith('.js') || file.endsWith('.css'));
          }
          const written = JSON.parse(manifest.source.source().toString());
          compilation.updateAsset(MANIFEST_FILE, new sources.RawSource(JSON.stringify({ ...written, pages }, null, 2)));
        },
      );
    });
  },
};

/** Names each on-demand page's files in a remote's manifest (`pagesInManifest`). */
const pluginPageFiles: RsbuildPlugin = {
  name: 'qmj:page-files',
  setup(api) {
    api.modifyRspackConfig((config) => {
      config.plugins.push(pagesInManifest);
    });
  },
};

/** Puts the runtime's provider script first in a remote's own page, before the app's scripts need it. */
const pluginRuntimeProvider: RsbuildPlugin = {
  name: 'qmj:federation-runtime-provider',
  setup(api) {
    api.modifyHTMLTags((tags, { assetPrefix }) => {
      tags.headTags.unshift({ tag: 'script', attrs: { src: `${assetPrefix}${RUNTIME_PROVIDER.file}` } });
      return tags;
    });
  },
};

/**
 * Puts the early script first in the page's head, with the API client's files named on its tag (`data-api-client`):
 * with a stored session the page calls the API at once, so the early script preloads them instead of the call
 * waiting for them; a visitor's landing page preloads its own (`data-landing`). The module list is asked for with
 * the page.
 */
const pluginEarlyScript: RsbuildPlugin = {
  name: 'qmj:early-script',
  setup(api) {
    api.modifyHTMLTags((tags, { compilation, assetPrefix }) => {
      tags.headTags.unshift({
        tag: 'script',
        attrs: {
          src: `${assetPrefix}${EARLY_SCRIPT.file}`,
          async: true,
          'data-api-client': scriptsOf(compilation, API_CLIENT_CHUNK, assetPrefix),
          'data-landing': scriptsOf(compilation, LANDING_CHUNK, assetPrefix),
        },
      });
      tags.headTags.push({
        tag: 'link',
        attrs: { rel: 'preload', href: MODULE_LIST_PATH, as: 'fetch', crossorigin: 'anonymous' },
      });
      return tags;
    });
  },
};

/** An app's config: the base, its Module Federation plugin with the shared singletons, and what a host or a remote adds. */
function federatedConfig(
  devPort: number,
  shared: Shared,
  federation: FederationOptions,
  bundlerRuntime: string,
  extra: (base: RsbuildConfig) => RsbuildConfig,
): RsbuildConfigSyncFn {
  const fn: RsbuildConfigSyncFn = ({ command }) => {
    const base = baseConfig(command, devPort);
    const federated: RsbuildConfig = {
      ...base,
      plugins: [
        ...(base.plugins ?? []),
        pluginModuleFederation(
          {
            shared,
            // The exposed modules' types are emitted offline by ./remote-types.mjs; the plugin's are fetched from a
            // remote's server.
            dts: false,
            // One version of each shared module in the repository: a module already in the page is used, and no
            // remote's entry is loaded just to compare versions (the default loads every registered remote's).
            shareStrategy: 'loaded-first',
            ...federation,
          },
          { environment: APP_ENVIRONMENT },
        ),
        pluginBundlerRuntime(bundlerRuntime),
      ],
    };
    return { ...federated, ...extra(federated) };
  };
  return defineConfig(fn) as RsbuildConfigSyncFn;
}

function devPortOf(remoteName: string): number {
  return DEV_PORTS[remoteName as keyof typeof DEV_PORTS];
}

export interface RemoteConfigOptions {
  /** Module Federation container name, e.g. 'mf_catalog'. */
  name: string;
  exposes: Record<string, string>;
  devPort: number;
}

export function defineRemoteConfig({ name, exposes, devPort }: RemoteConfigOptions): RsbuildConfigSyncFn {
  const federation: FederationOptions = {
    name,
    exposes,
    manifest: true,
    experiments: { ...WEB_ONLY, externalRuntime: true },
  };
  return federatedConfig(devPort, REMOTE_SHARED, federation, 'remote-bundler-runtime.ts', (base) => ({
    // Two builds: the module with its own page (its manifest naming its pages' files), and the runtime's provider
    // script that page runs first.
    ...appAndLoneScript(base, [pluginRuntimeProvider, pluginPageFiles], RUNTIME_PROVIDER),
    output: { ...base.output, assetPrefix: 'auto' },
    // Dev: absolute, so standalone deep links (/productrequest/1/x) and the host both find the chunks.
    dev: { assetPrefix: `http://localhost:${devPort}/` },
    server: { ...base.server, cors: true },
  }));
}

export interface HostConfigOptions {
  name: string;
  devPort: number;
}

export function defineHostConfig({ name, devPort }: HostConfigOptions): RsbuildConfigSyncFn {
  // No static remotes: the shell registers them at run time from /remotes.json.
  const federation: FederationOptions = {
    name,
    remotes: {},
    experiments: { ...WEB_ONLY, provideExternalRuntime: true },
  };
  return federatedConfig(devPort, HOST_SHARED, federation, 'shell-bundler-runtime.ts', (base) => ({
    // Two builds: the app, and the early script its page runs first.
    ...appAndLoneScript(base, [pluginEarlyScript], EARLY_SCRIPT),
    server: {
      ...base.server,
      // Dev only: answer /remotes.json with the remotes' dev servers (nothing is written to dist).
      setup: (context) => {
        if (context.action !== 'dev') return;
        context.server.middlewares.use((req, res, next) => {
          if (req.url?.split('?')[0] !== MODULE_LIST_PATH) return next();
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(
            JSON.stringify(remotesJson((remote) => `http://localhost:${devPortOf(remote.name)}/mf-manifest.json`)),
          );
        });
      },
    },
  }));
}
