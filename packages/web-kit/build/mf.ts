/**
 * The one Module Federation setup every app uses: the shared singletons and two config helpers,
 * so each app's `rsbuild.config.ts` is a few lines.
 */
import path from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
/** Dev ports (mirrors DEV_PORTS in @qmj/contracts, which is read at run time below). */
import { DEV_PORTS, REMOTE_MODULES, type RemoteDescriptor } from '@qmj/contracts';
import { defineConfig, type RsbuildConfig, type RsbuildConfigSyncFn } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/** Shared singletons: one copy in the page, never tree-shaken. @qmj/contracts is NOT shared (stateless). */
export const SHARED_DEPS = {
  react: { singleton: true },
  'react-dom': { singleton: true },
  'react-router': { singleton: true },
  'react-router-dom': { singleton: true },
  zustand: { singleton: true },
  'react-bootstrap': { singleton: true },
  // query-core too, so `skipToken` and the cache classes are one copy for web-kit's oRPC utils and the remotes.
  '@tanstack/query-core': { singleton: true },
  '@tanstack/react-query': { singleton: true },
  '@qmj/web-kit': { singleton: true },
  // The calendar of the booking screens: one copy in the page, whichever module draws it first.
  '@fullcalendar/core': { singleton: true, requiredVersion: '^6.1.21' },
  '@fullcalendar/react': { singleton: true, requiredVersion: '^6.1.21' },
} as const;

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

export interface RemoteConfigOptions {
  /** Module Federation container name, e.g. 'mf_catalog'. */
  name: string;
  exposes: Record<string, string>;
  devPort: number;
}

export function defineRemoteConfig({ name, exposes, devPort }: RemoteConfigOptions): RsbuildConfigSyncFn {
  const fn: RsbuildConfigSyncFn = ({ command }) => {
    const base = baseConfig(command, devPort);
    return {
      ...base,
      plugins: [
        ...(base.plugins ?? []),
        pluginModuleFederation({ name, exposes, shared: SHARED_DEPS, manifest: true, dts: false }),
      ],
      output: { ...base.output, assetPrefix: 'auto' },
      // Dev: absolute, so standalone deep links (/productrequest/1/x) and the host both find the chunks.
      dev: { assetPrefix: `http://localhost:${devPort}/` },
      server: { ...base.server, cors: true },
    };
  };
  return defineConfig(fn) as RsbuildConfigSyncFn;
}

/** What the shell's dev server answers at `/remotes.json`: every remote on its own dev port. */
export function devRemotesJson(): { remotes: RemoteDescriptor[] } {
  return {
    remotes: REMOTE_MODULES.map((remote) => ({
      name: remote.name,
      manifest: `http://localhost:${DEV_PORTS[remote.name as keyof typeof DEV_PORTS]}/mf-manifest.json`,
      paths: remote.paths,
    })),
  };
}

export interface HostConfigOptions {
  name: string;
  devPort: number;
}

export function defineHostConfig({ name, devPort }: HostConfigOptions): RsbuildConfigSyncFn {
  const fn: RsbuildConfigSyncFn = ({ command }) => {
    const base = baseConfig(command, devPort);
    return {
      ...base,
      plugins: [
        ...(base.plugins ?? []),
        // No static remotes: the shell registers them at run time from /remotes.json.
        pluginModuleFederation({ name, remotes: {}, shared: SHARED_DEPS, dts: false }),
      ],
      server: {
        ...base.server,
        // Dev only: answer /remotes.json with the remotes' dev servers (nothing is written to dist).
        setup: (context) => {
          if (context.action !== 'dev') return;
          context.server.middlewares.use((req, res, next) => {
            if (req.url?.split('?')[0] !== '/remotes.json') return next();
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(JSON.stringify(devRemotesJson()));
          });
        },
      },
    };
  };
  return defineConfig(fn) as RsbuildConfigSyncFn;
}
