// Type-checks every workspace that has a tsconfig.json (the API, the contracts, the apps, e2e).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/workspaces.mjs';

const folders = [
  'packages/contracts',
  'packages/web-kit',
  'services/api',
  'shell',
  'mf-catalog',
  'mf-booking',
  'mf-orders',
  'mf-admin',
  'mf-customizer',
  'e2e',
];
let failed = 0;
for (const folder of folders) {
  if (!existsSync(join(ROOT, folder, 'tsconfig.json'))) continue;
  const result = spawnSync(join(ROOT, 'node_modules/.bin/tsc'), ['--noEmit', '-p', join(folder, 'tsconfig.json')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    failed += 1;
    console.error(`type errors in ${folder}`);
  }
}
process.exit(failed ? 1 : 0);
