// Type-checks every TypeScript project of every workspace: its tsconfig.json and any tsconfig.<part>.json beside it
// (a part checked apart, such as the customizer's 3D scene; see docs/customizer.md). tsconfig.build.json only emits.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, WORKSPACES } from './lib/workspaces.mjs';

const isCheckedProject = (file) => /^tsconfig(\.[\w-]+)?\.json$/.test(file) && file !== 'tsconfig.build.json';

let failed = 0;
for (const { dir } of WORKSPACES) {
  for (const project of readdirSync(join(ROOT, dir)).filter(isCheckedProject)) {
    const result = spawnSync(join(ROOT, 'node_modules/.bin/tsc'), ['--noEmit', '-p', join(dir, project)], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      failed += 1;
      console.error(`type errors in ${dir}/${project}`);
    }
  }
}
process.exit(failed ? 1 : 0);
