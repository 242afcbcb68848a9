// `npm run deploy:files`: writes the compose deployment's files derived from REMOTE_MODULES
// (docker-compose.yml's web services, deploy/remotes.compose.json); see docs/serving.md.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPOSE_FILE, composeRemotesJson, composeYaml, REMOTES_FILE } from './lib/deployment.mjs';
import { ROOT } from './lib/workspaces.mjs';

writeFileSync(join(ROOT, COMPOSE_FILE), composeYaml());
writeFileSync(join(ROOT, REMOTES_FILE), `${JSON.stringify(composeRemotesJson(), null, 2)}\n`);
spawnSync(join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', REMOTES_FILE], { cwd: ROOT, stdio: 'inherit' });
console.log(`wrote ${COMPOSE_FILE} and ${REMOTES_FILE}`);
