// The workspaces, read from the root package.json (the one list of them), and the buildable parts among them.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

const readPackage = (dir) => JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));

/** Every workspace in the root package.json's order: its folder, package name, scripts and dependencies. */
export const WORKSPACES = readPackage('.').workspaces.map((dir) => {
  const pkg = readPackage(dir);
  return {
    dir,
    name: pkg.name,
    scripts: pkg.scripts ?? {},
    dependencies: Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }),
  };
});

const byName = new Map(WORKSPACES.map((workspace) => [workspace.name, workspace]));

/** The folders of the workspaces `workspace` depends on, directly or through another workspace. */
function workspaceInputs(workspace, seen = new Set()) {
  for (const name of workspace.dependencies) {
    const dependency = byName.get(name);
    if (!dependency || seen.has(dependency.dir)) continue;
    seen.add(dependency.dir);
    workspaceInputs(dependency, seen);
  }
  return [...seen];
}

/**
 * The workspaces with a build, in the root package.json's order (which is the build order): their
 * folder, output, whether Rsbuild builds them (a web app), and the folders whose changes make them stale.
 */
export const PARTS = WORKSPACES.filter((workspace) => workspace.scripts.build).map((workspace) => ({
  name: workspace.name,
  dir: workspace.dir,
  out: 'dist',
  web: existsSync(join(ROOT, workspace.dir, 'rsbuild.config.ts')),
  inputs: [workspace.dir, ...workspaceInputs(workspace)],
}));

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
