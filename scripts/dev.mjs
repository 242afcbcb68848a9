// `npm run dev`: the API and every app's dev server with reload, each on its own port.
import { spawn } from 'node:child_process';
import { buildParts } from './lib/build.mjs';
import { ROOT, WEB_APPS } from './lib/workspaces.mjs';

buildParts({ only: ['@qmj/contracts', '@qmj/api'] });
const commands = [['api', 'npm run dev -w services/api'], ...WEB_APPS.map((app) => [app, `npm run dev -w ${app}`])];
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
