// `npm run deploy:files`: writes the compose deployment's file derived from REMOTE_MODULES
// (docker-compose.yml's web services and the API's addresses of them); see docs/serving.md.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPOSE_FILE, composeYaml } from './lib/deployment.mjs';
import { ROOT } from './lib/workspaces.mjs';

writeFileSync(join(ROOT, COMPOSE_FILE), composeYaml());
console.log(`wrote ${COMPOSE_FILE}`);
