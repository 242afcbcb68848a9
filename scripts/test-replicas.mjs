// The two replicas of `npm run test:replicas` (started by scripts/test-replicas.sh with DATABASE_URL
// and REPLICAS_DATA_DIR): the built API twice, on one database, one data directory and one throw-away
// Redis (their message bus, docs/messages.md), then the replica suite against both. The first replica
// runs the migrations; the second starts once the first answers, so it finds them applied (two
// processes never migrate at once).
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildParts } from './lib/build.mjs';
import { startApi } from './lib/processes.mjs';
import { startRedis } from './lib/redis.mjs';
import { ROOT } from './lib/workspaces.mjs';

const dataDir = process.env.REPLICAS_DATA_DIR;
mkdirSync(dataDir, { recursive: true });
const logFile = join(dataDir, 'replicas.log');
const env = {
  DATABASE_URL: process.env.DATABASE_URL,
  DATA_DIR: dataDir,
  JWT_SECRET: 'replicas-secret-that-is-long-enough-0123456789',
  ADMIN_USERNAME: 'chief',
  ADMIN_PASSWORD: 'AdminPass2026',
  SEED_DEMO_DATA: 'false',
  // Low enough for the suite to reach it, across both replicas; in hour-long windows, so that a
  // window's end (they are aligned on the clock) does not fall between the suite's attempts.
  LOGIN_LIMIT_PER_USERNAME: '5',
  LOGIN_WINDOW_SECONDS: '3600',
  LOGIN_LIMIT_PER_ADDRESS: '1000',
};

buildParts({ only: ['@qmj/contracts', '@qmj/api'] });
const redis = await startRedis();
env.REDIS_URL = redis.url;
const replicas = [];
let code = 1;
try {
  for (const name of ['A', 'B']) {
    const log = (text) => appendFileSync(logFile, `[${name}] ${text}`);
    replicas.push(await startApi({ env, log }));
    console.log(`replica ${name} at ${replicas.at(-1).url}`);
  }
  const jest = spawnSync(
    process.execPath,
    [
      '--experimental-vm-modules',
      '--disable-warning=ExperimentalWarning',
      join(ROOT, 'node_modules/jest/bin/jest.js'),
      '--config',
      'test-replicas/jest.config.js',
      ...process.argv.slice(2),
    ],
    {
      cwd: join(ROOT, 'services/api'),
      stdio: 'inherit',
      env: { ...process.env, ...env, REPLICA_URLS: replicas.map((replica) => replica.url).join(',') },
    },
  );
  code = jest.status ?? 1;
} catch (error) {
  console.error(error.message);
} finally {
  for (const replica of replicas) await replica.stop();
  await redis.stop();
  if (code !== 0 && existsSync(logFile)) console.error(`The replicas' log:\n${readFileSync(logFile, 'utf8')}`);
}
process.exit(code);
