// `npm run dev`: the API and every app's dev server with reload, each on its own port.
import { spawn } from 'node:child_process';
import { buildParts } from './lib/build.mjs';
import { PARTS, ROOT, WORKSPACES } from './lib/workspaces.mjs';

// The apps build themselves in their dev servers; what they import from the other parts must exist.
buildParts({ only: PARTS.filter((part) => !part.web).map((part) => part.dir) });
const commands = WORKSPACES.filter((workspace) => workspace.scripts.dev).map((workspace) => [
  workspace.name.replace(/^@qmj\//, ''),
  `npm run dev -w ${workspace.dir}`,
]);
const child = spawn(
  'npx',
  [
    'concurrently',
    '--kill-others-on-fail',
    '-n',
    commands.map(([name]) => name).join(','),
    ...commands.map(([, command]) => command),
  ],
  { cwd: ROOT, stdio: 'inherit' },
);
child.on('exit', (code) => process.exit(code ?? 0));
