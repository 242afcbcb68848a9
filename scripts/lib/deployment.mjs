// The compose deployment's web modules, derived from REMOTE_MODULES (docs/serving.md):
// `npm run deploy:files` writes them (and the API's TRUSTED_PROXIES, the network's subnet, and its
// MODULE_MANIFESTS, the remotes' built-in manifests) into docker-compose.yml, and the repository checks
// fail when the committed file differs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_MODULES } from '@qmj/contracts';
import { parseDocument } from 'yaml';
import { contentSecurityPolicy, SHELL_APP } from './serving.mjs';
import { ROOT } from './workspaces.mjs';

export const COMPOSE_FILE = 'docker-compose.yml';
export const WEB_DOCKERFILE = 'deploy/web.Dockerfile';

/** Compose publishes the shell on 8080 and each remote on the next port, in REMOTE_MODULES order. */
const SHELL_PORT = 8080;

/** Every web module of the compose deployment: its folder, published port and origin. */
export const COMPOSE_MODULES = [SHELL_APP, ...REMOTE_MODULES.map((remote) => remote.folder)].map((folder, index) => ({
  folder,
  port: SHELL_PORT + index,
  origin: `http://localhost:${SHELL_PORT + index}`,
}));

const originOf = (folder) => COMPOSE_MODULES.find((module) => module.folder === folder).origin;

/**
 * The API's MODULE_MANIFESTS: each remote's built-in manifest on its own published port, what `/remotes.json`
 * names while no release of it is live (docs/deploying-modules.md).
 */
export function composeModuleManifests() {
  return Object.fromEntries(
    REMOTE_MODULES.map((remote) => [remote.name, `${originOf(remote.folder)}/mf-manifest.json`]),
  );
}

/** The subnet docker-compose.yml gives its network. */
export const composeSubnet = (document) => document.getIn(['networks', 'default', 'ipam', 'config']).toJSON()[0].subnet;

/** docker-compose.yml with its web services (and the API's browser-facing addresses) derived; the rest kept. */
export function composeDocument() {
  const document = parseDocument(readFileSync(join(ROOT, COMPOSE_FILE), 'utf8'));
  const flow = (value) => Object.assign(document.createNode(value), { flow: true });
  // Quoted, as compose advises for `host:container` pairs, which YAML 1.1 could read as numbers.
  const quoted = (text) => Object.assign(document.createNode(text), { type: 'QUOTE_DOUBLE' });
  const folders = new Set(COMPOSE_MODULES.map((module) => module.folder));
  for (const { key } of [...document.get('services').items]) {
    const webService = document.getIn(['services', key.value, 'build', 'dockerfile']) === WEB_DOCKERFILE;
    if (webService && !folders.has(key.value)) document.deleteIn(['services', key.value]);
  }
  const [shell, ...remotes] = COMPOSE_MODULES;
  // The API believes X-Forwarded-For from the compose network's addresses only: its web servers' nginx.
  document.setIn(['services', 'api', 'environment', 'TRUSTED_PROXIES'], composeSubnet(document));
  document.setIn(['services', 'api', 'environment', 'WEB_ORIGINS'], shell.origin);
  document.setIn(['services', 'api', 'environment', 'PUBLIC_URL'], shell.origin);
  document.setIn(['services', 'api', 'environment', 'MODULE_MANIFESTS'], JSON.stringify(composeModuleManifests()));
  for (const module of COMPOSE_MODULES) {
    const shellOnly = module === shell && {
      // The shell's pages load the remotes' built-in builds from their origins; releases come from its own (`/api/`).
      environment: {
        QMJ_CONTENT_SECURITY_POLICY: contentSecurityPolicy(remotes.map((remote) => remote.origin)),
      },
      depends_on: { api: flow({ condition: 'service_healthy' }) },
    };
    const service = {
      build: flow({ context: '.', dockerfile: WEB_DOCKERFILE, args: flow({ APP: module.folder }) }),
      image: `qmj/${module.folder}`,
      ...shellOnly,
      ports: flow([quoted(`${module.port}:80`)]),
    };
    document.setIn(['services', module.folder], document.createNode(service));
  }
  return document;
}

export const composeYaml = () => composeDocument().toString({ lineWidth: 0 });
