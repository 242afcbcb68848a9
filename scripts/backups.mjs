// `npm run backup`: a backup of the configured database and uploads into BACKUP_DIR, made while the
// API runs. `npm run restore -- <backup folder> [--data-dir DIR] [--force]`: puts one back into the
// configured (or given) data directory and database. Both are the API's BackupsService, from its
// build (made here when missing or stale); see docs/architecture.md#backups.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildParts } from './lib/build.mjs';
import { ROOT } from './lib/workspaces.mjs';

const USAGE = `usage: npm run backup
       npm run restore -- <backup folder> [--data-dir DIR] [--force]`;

const [command, ...rest] = process.argv.slice(2);
let args;
try {
  args = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { 'data-dir': { type: 'string' }, force: { type: 'boolean', default: false } },
  });
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = args;
if (!(command === 'backup' && positionals.length === 0) && !(command === 'restore' && positionals.length === 1)) {
  console.error(USAGE);
  process.exit(2);
}

try {
  buildParts({ only: ['@qmj/contracts', '@qmj/api'], log: (line) => console.error(line) });
  const api = (path) => import(join(ROOT, 'services/api/dist', path));
  const [{ loadConfig }, { Clock }, { BackupsService }] = await Promise.all([
    api('config/app-config.js'),
    api('common/clock.js'),
    api('backups/backups.service.js'),
  ]);
  const env = { ...process.env };
  if (values['data-dir']) {
    // Everything the data directory holds goes under the given one.
    env.DATA_DIR = resolve(values['data-dir']);
    delete env.SQLITE_PATH;
    delete env.UPLOADS_DIR;
  }
  const backups = new BackupsService(loadConfig(env), new Clock());

  if (command === 'backup') {
    const { folder, manifest } = await backups.backup();
    console.log(`Backed up the ${manifest.engine} database (${manifest.database.tool}) and ${manifest.counts.mediaFiles} media files
  into ${folder}
  ${manifest.counts.bytes} bytes, started ${manifest.startedAt}, finished ${manifest.finishedAt}`);
  } else {
    const report = await backups.restore(resolve(positionals[0]), { force: values.force });
    console.log(`Restored ${resolve(positionals[0])}
  database (${report.engine}): ${report.database}
  media: ${report.mediaFiles} files into ${report.mediaDir}${report.replaced ? '\n  (the data that was there is replaced)' : ''}`);
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
