// Type-checks every workspace that has a tsconfig.json (the API, the contracts, the apps, e2e).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, WORKSPACES } from './lib/workspaces.mjs';

let failed = 0;
for (const { dir } of WORKSPACES) {
  if (!existsSync(join(ROOT, dir, 'tsconfig.json'))) continue;
  const result = spawnSync(join(ROOT, 'node_modules/.bin/tsc'), ['--noEmit', '-p', join(dir, 'tsconfig.json')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    failed += 1;
    console.error(`type errors in ${dir}`);
  }
}
process.exit(failed ? 1 : 0);
