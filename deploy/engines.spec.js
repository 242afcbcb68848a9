// A fresh `npm install` prints no engine warning: every package the lock file installs supports
// the oldest Node the project declares in `engines`. A dependency that moves on to a newer Node is
// pinned back in the root `overrides` (README, "The two commands").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import semver from 'semver';
import { ROOT } from '../scripts/lib/workspaces.mjs';

const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));

/** Packages whose `engines.node` leaves out `node`, as `path version (range)`. */
function unsupportedOn(node) {
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path && entry.engines?.node && !semver.satisfies(node, entry.engines.node))
    .map(([path, entry]) => `${path} ${entry.version} (${entry.engines.node})`);
}

describe('the Node the project declares', () => {
  const oldest = semver.minVersion(manifest.engines.node).version;

  it('is supported by every installed package', () => {
    expect(unsupportedOn(oldest)).toEqual([]);
  });

  it('is a check that finds a package asking for a newer Node', () => {
    expect(unsupportedOn('18.0.0').length).toBeGreaterThan(0);
  });
});
