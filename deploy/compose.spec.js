// No Docker engine runs here, so the deployment files are checked by reading them.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { REMOTE_MODULES } from '@qmj/contracts';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('..', import.meta.url));
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'));
const remotesJson = JSON.parse(readFileSync(join(root, 'deploy/remotes.compose.json'), 'utf8'));
const publishedPort = (service) => Number(String(compose.services[service].ports[0]).split(':')[0]);

describe('docker-compose.yml', () => {
  it('runs MySQL and the API against it, with a health check', () => {
    expect(compose.services.mysql.image).toMatch(/^mysql:8/);
    const api = compose.services.api;
    expect(api.environment.DATABASE_URL).toMatch(/^mysql:\/\/.*@mysql:3306\//);
    expect(api.healthcheck.test.join(' ')).toContain('/api/health');
    expect(readFileSync(join(root, api.build.dockerfile), 'utf8')).toContain('services/api/dist/main.js');
  });

  it('gives the shell and every remote its own static server image', () => {
    for (const module of ['shell', ...REMOTE_MODULES.map((remote) => remote.folder)]) {
      const service = compose.services[module];
      expect(service).toBeDefined();
      expect(service.build.args.APP).toBe(module);
      expect(service.image).toBe(`qmj/${module}`);
    }
  });

  it('mounts a remotes.json whose names, paths and addresses match the modules', () => {
    const mount = compose.services.shell.volumes.find((volume) => volume.includes('remotes.json'));
    expect(mount.split(':')[0]).toBe('./deploy/remotes.compose.json');
    expect(remotesJson.remotes.map((remote) => remote.name).sort()).toEqual(
      REMOTE_MODULES.map((remote) => remote.name).sort(),
    );
    for (const module of REMOTE_MODULES) {
      const entry = remotesJson.remotes.find((remote) => remote.name === module.name);
      expect(entry.paths).toEqual(module.paths);
      expect(entry.manifest).toBe(`http://localhost:${publishedPort(module.folder)}/mf-manifest.json`);
    }
  });
});
