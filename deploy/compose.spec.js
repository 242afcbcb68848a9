// No Docker engine runs here, so the deployment files are checked by reading them: against what
// scripts/lib/deployment.mjs derives from REMOTE_MODULES, and against what `npm start` serves.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { apiContract, apiPath, DEV_PORTS, MODULE_LIST_PATH, REMOTE_MODULES } from '@qmj/contracts';
import { parse } from 'yaml';
import { COMPOSE_FILE, COMPOSE_MODULES, composeDocument, WEB_DOCKERFILE } from '../scripts/lib/deployment.mjs';
import {
  COMPRESSION,
  cacheControlFor,
  contentSecurityPolicy,
  IMMUTABLE,
  SECURITY_HEADERS,
  SHELL_APP,
} from '../scripts/lib/serving.mjs';
import { ROOT } from '../scripts/lib/workspaces.mjs';

const read = (file) => readFileSync(join(ROOT, file), 'utf8');
const compose = parse(read(COMPOSE_FILE));
const nginx = read('deploy/nginx.conf');
const webDockerfile = read(WEB_DOCKERFILE);
const publishedPort = (service) => Number(String(compose.services[service].ports[0]).split(':')[0]);
const API_PORT = DEV_PORTS.api;

/** The major.minor release of the MariaDB server installed here (scripts/lib/mariadb.sh runs it), or null. */
function installedMariadbRelease() {
  for (const server of ['mariadbd', '/usr/sbin/mariadbd']) {
    const version = spawnSync(server, ['--version'], { encoding: 'utf8' }).stdout ?? '';
    const release = /Ver (\d+\.\d+)\./.exec(version)?.[1];
    if (release) return release;
  }
  return null;
}

/** The major.minor release of Debian's redis-server installed here (scripts/lib/redis.mjs runs it), or null. */
function installedRedisRelease() {
  const version = spawnSync('redis-server', ['--version'], { encoding: 'utf8' }).stdout ?? '';
  return /v=(\d+\.\d+)\./.exec(version)?.[1] ?? null;
}

describe('docker-compose.yml', () => {
  it('runs MariaDB and two API replicas against it, with a health check and the migrations run once before', () => {
    expect(compose.services.mariadb.image).toMatch(/^mariadb:\d+\.\d+$/);
    const { api, migrate } = compose.services;
    // The mysql:// driver, as the suites on MariaDB use it (scripts/test-mysql.sh, scripts/test-crash.sh).
    expect(api.environment.DATABASE_URL).toMatch(/^mysql:\/\/.*@mariadb:3306\//);
    expect(api.healthcheck.test.join(' ')).toContain(`http://127.0.0.1:${API_PORT}/api/health`);
    expect(api.deploy.replicas).toBe(2);
    expect(migrate.environment.DATABASE_URL).toBe(api.environment.DATABASE_URL);
    expect(migrate.command.join(' ')).toBe('node services/api/dist/database/run-migrations.js');
    expect(api.depends_on.migrate).toEqual({ condition: 'service_completed_successfully' });
    const dockerfile = read(api.build.dockerfile);
    expect(dockerfile).toContain('services/api/dist/main.js');
    expect(dockerfile).toContain(`API_PORT=${API_PORT}`);
  });

  // Where MariaDB is installed (CI installs Debian's mariadb-server before the suite), compose must deploy its release.
  const testedRelease = installedMariadbRelease();
  (testedRelease ? it : it.skip)(`deploys the MariaDB release the suites run on here (${testedRelease})`, () => {
    expect(compose.services.mariadb.image).toBe(`mariadb:${testedRelease}`);
  });

  it('gives the replicas one Redis for their message bus, healthy before they start', () => {
    const { api, redis } = compose.services;
    expect(redis.image).toMatch(/^redis:\d+\.\d+$/);
    expect(redis.healthcheck.test).toEqual(['CMD', 'redis-cli', 'ping']);
    // Publish/subscribe only: nothing to keep.
    expect(redis.volumes).toBeUndefined();
    expect(api.environment.REDIS_URL).toBe('redis://redis:6379');
    expect(api.depends_on.redis).toEqual({ condition: 'service_healthy' });
  });

  // Where redis-server is installed (CI installs Debian's before the suite), compose must deploy its release.
  const testedRedis = installedRedisRelease();
  (testedRedis ? it : it.skip)(`deploys the Redis release the replica suite runs on here (${testedRedis})`, () => {
    expect(compose.services.redis.image).toBe(`redis:${testedRedis}`);
  });

  it('lets a replica finish its requests in flight before compose kills it on a stop', () => {
    const { api } = compose.services;
    const grace = Number(api.environment.SHUTDOWN_GRACE_MS);
    const [, seconds] = /^(\d+)s$/.exec(api.stop_grace_period);
    expect(grace).toBeGreaterThan(0);
    expect(grace).toBeLessThan(Number(seconds) * 1000);
  });

  it("reaches the API only through nginx, which the API believes about the client's address", () => {
    const published = Object.entries(compose.services).filter(([, service]) => service.ports);
    expect(published.map(([name]) => name).sort()).toEqual(COMPOSE_MODULES.map((module) => module.folder).sort());
    expect(compose.services.api.environment.TRUSTED_PROXIES).toBe(compose.networks.default.ipam.config[0].subnet);
  });

  it('is what `npm run deploy:files` derives from REMOTE_MODULES (run it after changing them)', () => {
    expect(compose).toEqual(composeDocument().toJS());
  });

  it('gives the shell and every remote its own static server image on its own port', () => {
    const modules = [SHELL_APP, ...REMOTE_MODULES.map((remote) => remote.folder)];
    for (const module of modules) {
      const service = compose.services[module];
      expect(service.build).toEqual({ context: '.', dockerfile: WEB_DOCKERFILE, args: { APP: module } });
      expect(service.image).toBe(`qmj/${module}`);
    }
    expect(new Set(modules.map(publishedPort)).size).toBe(modules.length);
  });

  it("gives the API every remote's built-in manifest on the remote's own port, and the shell no remotes.json", () => {
    const manifests = JSON.parse(compose.services.api.environment.MODULE_MANIFESTS);
    expect(Object.keys(manifests)).toEqual(REMOTE_MODULES.map((remote) => remote.name));
    for (const module of REMOTE_MODULES) {
      expect(manifests[module.name]).toBe(`http://localhost:${publishedPort(module.folder)}/mf-manifest.json`);
    }
    // The module list is the API's (deploy/nginx.conf passes it on): a file in the image would be stale.
    expect(compose.services[SHELL_APP].volumes).toBeUndefined();
  });

  it("lets the shell's pages load scripts from the remotes' origins and nowhere else", () => {
    const remoteOrigins = REMOTE_MODULES.map((remote) => `http://localhost:${publishedPort(remote.folder)}`);
    const policy = compose.services[SHELL_APP].environment.QMJ_CONTENT_SECURITY_POLICY;
    expect(policy).toContain(`script-src 'self' ${remoteOrigins.join(' ')};`);
    expect(policy).toContain("frame-ancestors 'none'");
    // The calendar's icon font is a data: URL in its stylesheet; nothing inline is allowed for it.
    expect(policy).toContain(`font-src 'self' ${remoteOrigins.join(' ')} data:;`);
    expect(policy).not.toContain('unsafe-inline');
    expect(COMPOSE_MODULES.map((module) => module.origin)).toContain(compose.services.api.environment.PUBLIC_URL);
  });
});

describe('deploy/nginx.conf', () => {
  const headers = Object.fromEntries(
    [...nginx.matchAll(/add_header ([\w-]+) "?([^";]*)"? always;/g)].map(([, name, value]) => [
      name.toLowerCase(),
      value,
    ]),
  );

  it('sends the headers `npm start` sends, with the policy the image or compose gives it', () => {
    const { 'content-security-policy': _, ...others } = SECURITY_HEADERS;
    for (const [name, value] of Object.entries(others)) expect(headers[name]).toBe(value);
    expect(headers['content-security-policy']).toBe(`\${QMJ_CONTENT_SECURITY_POLICY}`);
    expect(webDockerfile).toContain('/etc/nginx/templates/default.conf.template');
    expect(/ENV QMJ_CONTENT_SECURITY_POLICY="([^"]+)"/.exec(webDockerfile)?.[1]).toBe(contentSecurityPolicy());
  });

  it('keeps hashed files a year and revalidates the entry points, as `npm start` does', () => {
    const [, pattern] = /"~\*([^"]+)" "([^"]+)";/.exec(nginx);
    const hashed = new RegExp(pattern, 'i');
    const files = [
      '/static/js/index.b906e7c918.js',
      '/static/css/async/f4.00b8787437.css',
      '/static/js/mf_catalog.1c79d7f5fe.js',
      '/index.html',
      '/remotes.json',
      '/static/js/early.js',
      '/static/js/federation-runtime.js',
      '/mf-manifest.json',
      '/mf-stats.json',
      '/static/js/async/b.fe9b0f04b8.js.LICENSE.txt',
    ];
    for (const file of files) expect(hashed.test(file) ? IMMUTABLE : 'no-cache').toBe(cacheControlFor(file));
    expect(cacheControlFor('/static/js/early.js')).toBe('no-cache');
    expect(cacheControlFor('/static/js/federation-runtime.js')).toBe('no-cache');
    expect(headers['cache-control']).toBe('$qmj_cache_control');
  });

  it("gzips the API's JSON from the size `npm start` compresses it, and leaves photos as they are", () => {
    const gzipTypes = /^\s*gzip_types ([^;]+);$/m.exec(nginx)?.[1].split(/\s+/);
    expect(nginx).toMatch(/^\s*gzip on;$/m);
    expect(nginx).toMatch(/^\s*gzip_vary on;$/m);
    expect(gzipTypes).toContain('application/json');
    for (const photo of ['image/png', 'image/jpeg', 'image/webp']) expect(gzipTypes).not.toContain(photo);
    expect(Number(/^\s*gzip_min_length (\d+);$/m.exec(nginx)?.[1])).toBe(COMPRESSION.threshold);
  });

  it('sends the web app manifest with its own type', () => {
    expect(nginx).toMatch(
      /location = \/manifest\.webmanifest \{\s*types \{\}\s*default_type application\/manifest\+json;\s*try_files \$uri =404;\s*\}/,
    );
  });

  it("passes the module list to the API, and leaves the API's answers their own caching", () => {
    const listLocation = new RegExp(
      String.raw`location = ${MODULE_LIST_PATH.replaceAll('.', '\\.')} \{\s*rewrite \^ (\S+) last;\s*\}`,
    );
    expect(listLocation.exec(nginx)?.[1]).toBe(apiPath(apiContract.modules.remotes));
    // Rewritten, it is an /api/ address: the prefix location passes it on before any file location is tried.
    expect(nginx).toMatch(/location \^~ \/api\/ \{/);
    expect(nginx).toMatch(/map \$uri \$qmj_cache_control \{\s*"~\^\/api\/" "";/);
  });

  it("serves the build's compressed copies and passes /api/ to the API's replicas", () => {
    expect(nginx).toMatch(/^\s*gzip_static on;$/m);
    expect(webDockerfile).toContain(`node scripts/precompress.mjs \${APP}/dist`);
    // One upstream of every replica (compose's name `api` answers with all of them).
    expect(nginx).toMatch(new RegExp(`upstream qmj_api \\{\\s*server api:${API_PORT};\\s*\\}`));
    expect(nginx).toContain('proxy_pass http://qmj_api;');
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  });
});
