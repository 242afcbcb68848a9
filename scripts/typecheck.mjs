// Type-checks every TypeScript project of every workspace: its tsconfig.json and any tsconfig.<part>.json beside it
// (a part checked apart, such as the customizer's 3D scene; see docs/customizer.md). tsconfig.build.json only emits.
// The remotes' exposed modules' types are emitted first: the shell's check reads them (docs/deploying-modules.md).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_MODULES } from '@qmj/contracts';
import { emitRemoteTypes } from '../packages/web-kit/build/remote-types.mjs';
import { ROOT, WORKSPACES } from './lib/workspaces.mjs';

const isCheckedProject = (file) => /^tsconfig(\.[\w-]+)?\.json$/.test(file) && file !== 'tsconfig.build.json';

let failed = 0;
const remoteTypes = emitRemoteTypes(ROOT, REMOTE_MODULES);
if (remoteTypes.status !== 0) {
  failed += 1;
  console.error(`${remoteTypes.output}could not emit the remotes' exposed modules' types`);
}
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
