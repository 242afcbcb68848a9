// `npm run release`'s parts that need no running system (scripts/lib/releases.mjs): a build read into the publish
// body the contract accepts, its version from its files, and the administrator's calls on the contract's routes.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { hostSatisfies, REMOTE_MODULES, releasePublishSchema } from '@qmj/contracts';
import {
  ApiRefusal,
  buildFiles,
  contentHash,
  publishRelease,
  releaseOf,
  releaseVersion,
  remoteOf,
  rollBack,
  servedOf,
  startCanary,
} from '../scripts/lib/releases.mjs';
import { ROOT, STAMP } from '../scripts/lib/workspaces.mjs';

const dists = [];

/** A build folder with these files (path: text). */
function distWith(files) {
  const dist = mkdtempSync(join(tmpdir(), 'qmj-release-'));
  dists.push(dist);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  return dist;
}

const BUILD = {
  'mf-manifest.json': '{"name":"mf_catalog"}',
  'static/js/mf_catalog.0a1b2c3d4e.js': 'remote entry',
  'static/js/async/a.1f2e3d4c5b.js': 'a chunk',
  'static/js/async/a.1f2e3d4c5b.js.gz': 'a compressed chunk',
};

afterEach(() => {
  for (const dist of dists.splice(0)) rmSync(dist, { recursive: true, force: true });
});

describe('a release of a build', () => {
  it('names a remote by its folder or its name, and refuses another', () => {
    const [remote] = REMOTE_MODULES;
    expect(remoteOf(remote.folder)).toBe(remote);
    expect(remoteOf(remote.name)).toBe(remote);
    expect(() => remoteOf('mf-nothing')).toThrow(`There is no remote 'mf-nothing'; the remotes are ${remote.folder}`);
  });

  it("reads every file of the build by its path, the precompressed copies with them, but not the builder's stamp", () => {
    const dist = distWith({ ...BUILD, [STAMP]: new Date().toISOString() });
    expect(buildFiles(dist).map((file) => file.path)).toEqual(Object.keys(BUILD).sort());
  });

  it('gives the same files the same version wherever they lie, and a changed or renamed file another', () => {
    const hash = contentHash(buildFiles(distWith(BUILD)));
    expect(contentHash(buildFiles(distWith({ ...BUILD, [STAMP]: 'another day' })))).toBe(hash);
    expect(contentHash(buildFiles(distWith({ ...BUILD, 'mf-manifest.json': '{"name":"mf_catalog" }' })))).not.toBe(
      hash,
    );
    const { 'static/js/async/a.1f2e3d4c5b.js': chunk, ...others } = BUILD;
    expect(contentHash(buildFiles(distWith({ ...others, 'static/js/async/b.1f2e3d4c5b.js': chunk })))).not.toBe(hash);
    expect(releaseVersion('1.4.0', hash)).toBe(`1.4.0+${hash.slice(0, 8)}`);
    expect(releaseVersion('1.4.0+old', hash)).toBe(`1.4.0+${hash.slice(0, 8)}`);
  });

  it("is a body the publish route accepts: the remote's version, the commit, its host range and the files", () => {
    const remote = REMOTE_MODULES[0];
    const { version, qmj } = JSON.parse(readFileSync(join(ROOT, remote.folder, 'package.json'), 'utf8'));
    const body = releaseOf(remote.folder, { dist: distWith(BUILD) });
    expect(releasePublishSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ remote: remote.name, hostRange: qmj.hostRange });
    expect(body.version).toMatch(new RegExp(`^${version.replaceAll('.', '\\.')}\\+[0-9a-f]{8}$`));
    expect(body.commit).toMatch(/^[0-9a-f]{7,40}$/);
    const manifest = body.files.find((file) => file.path === 'mf-manifest.json');
    expect(Buffer.from(manifest.base64, 'base64').toString()).toBe(BUILD['mf-manifest.json']);
    expect(releaseOf(remote.name, { dist: distWith(BUILD), hostRange: '^2.0.0' }).hostRange).toBe('^2.0.0');
  });

  it('is stated by every remote for a host contract the shell provides', () => {
    for (const remote of REMOTE_MODULES) {
      const { qmj } = JSON.parse(readFileSync(join(ROOT, remote.folder, 'package.json'), 'utf8'));
      expect({ remote: remote.folder, fits: hostSatisfies(qmj?.hostRange ?? '') }).toEqual({
        remote: remote.folder,
        fits: true,
      });
    }
  });

  it('tells what a remote serves', () => {
    const release = (version) => ({ version });
    expect(servedOf({ remote: 'mf_catalog', live: null, canary: null, canaryShare: 0 })).toBe(
      'mf_catalog serves the built-in build to everyone.',
    );
    expect(
      servedOf({
        remote: 'mf_catalog',
        live: release('0.1.0+aaaaaaaa'),
        canary: release('0.2.0+bbbbbbbb'),
        canaryShare: 10,
      }),
    ).toBe('mf_catalog serves 0.2.0+bbbbbbbb to 10 % of sessions, 0.1.0+aaaaaaaa to the rest.');
  });
});

describe("the administrator's calls", () => {
  const calls = [];
  let answer = { status: 200, body: {} };
  let server;
  let apiUrl;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => {
        calls.push({
          method: request.method,
          url: request.url,
          authorization: request.headers.authorization,
          body: text ? JSON.parse(text) : undefined,
        });
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
    apiUrl = `http://127.0.0.1:${server.address().port}`;
  });

  afterAll(() => new Promise((closed) => server.close(closed)));

  it("call the contract's routes with the administrator's token", async () => {
    answer = { status: 200, body: { remote: 'mf_catalog' } };
    await startCanary(apiUrl, 'token-1', 7, 10);
    await rollBack(apiUrl, 'token-1', 'mf_catalog');
    expect(calls.splice(0)).toEqual([
      {
        method: 'POST',
        url: '/api/admin/modules/releases/7/canary',
        authorization: 'Bearer token-1',
        body: { share: 10 },
      },
      {
        method: 'POST',
        url: '/api/admin/modules/mf_catalog/rollback',
        authorization: 'Bearer token-1',
        body: undefined,
      },
    ]);
  });

  it("turn a refusal into the API's own sentence and status", async () => {
    const message = 'mf_catalog 0.1.0+aaaaaaaa is already released with other files: give this build a new version.';
    answer = { status: 409, body: { statusCode: 409, message, error: 'Conflict' } };
    const refused = publishRelease(apiUrl, 'token-1', { remote: 'mf_catalog' });
    await expect(refused).rejects.toBeInstanceOf(ApiRefusal);
    await expect(refused).rejects.toMatchObject({ status: 409, message });
    expect(calls.splice(0)).toEqual([
      {
        method: 'POST',
        url: '/api/admin/modules/releases',
        authorization: 'Bearer token-1',
        body: { remote: 'mf_catalog' },
      },
    ]);
  });
});
