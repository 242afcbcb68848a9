// The buildable parts of the repository, in build order, and what each one's build reads.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

const CONTRACTS = 'packages/contracts';
const WEB_KIT = 'packages/web-kit';

/** Each part: its folder, its build output, and the folders whose changes make it stale. */
export const PARTS = [
  { name: '@qmj/contracts', dir: CONTRACTS, out: 'dist', inputs: [CONTRACTS] },
  { name: '@qmj/api', dir: 'services/api', out: 'dist', inputs: ['services/api', CONTRACTS] },
  ...['shell', 'mf-catalog', 'mf-booking', 'mf-orders', 'mf-admin', 'mf-customizer'].map((app) => ({
    name: app,
    dir: app,
    out: 'dist',
    web: true,
    inputs: [app, CONTRACTS, WEB_KIT],
  })),
];

export const WEB_APPS = PARTS.filter((part) => part.web).map((part) => part.dir);

const IGNORED = new Set(['node_modules', 'dist', 'test', 'test-results', 'coverage', '.tmp']);

/** Newest modification time of the sources under `dir` (tests and outputs excluded). */
export function newestSourceTime(dir) {
  let newest = 0;
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (IGNORED.has(entry.name)) continue;
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.(spec|e2e-spec)\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  walk(join(ROOT, dir));
  return newest;
}

export const STAMP = '.build-stamp';

export function builtAt(part) {
  const stamp = join(ROOT, part.dir, part.out, STAMP);
  return existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
}

export function isStale(part) {
  const built = builtAt(part);
  return built === 0 || part.inputs.some((dir) => newestSourceTime(dir) > built);
}
