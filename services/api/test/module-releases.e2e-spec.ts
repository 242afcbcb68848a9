// The feature modules' releases (docs/deploying-modules.md): publishing, canaries, promote and rollback, the module
// list per session, the release files, browser errors and the automatic rollback, on a real database.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  HOST_CONTRACT_VERSION,
  MODULE_BUCKET_COOKIE,
  MODULE_RELEASE_MESSAGES,
  type ModuleStanding,
  type RemoteDescriptor,
} from '@qmj/contracts';
import { CanaryCheck } from '../src/module-releases/canary-check.js';
import { bearer, startWithAdminAndCustomer } from './catalog-fixtures.js';
import { newVersion, publishRelease, releaseBody } from './module-release-fixtures.js';
import { type TestApp, withClockStopped } from './test-app.js';

const PLAIN = 'console.log("plain");';
const PROFILE = {
  showedUsername: 'Chief',
  contact: '09171234567',
  address: 'Manila',
  otherInfo: 'None',
  legitName: 'Chief Admin',
};

let t: TestApp;
let admin: string;
let customer: string;

beforeAll(async () => {
  ({ t, admin, customer } = await startWithAdminAndCustomer());
});
afterAll(async () => {
  await t?.close();
});

const publish = (body: object) => t.http().post('/api/admin/modules/releases').set(bearer(admin)).send(body);
const act = (path: string, body: object = {}) =>
  t.http().post(`/api/admin/modules/${path}`).set(bearer(admin)).send(body);
const bucketCookie = (bucket: number) => `${MODULE_BUCKET_COOKIE}=${bucket}`;

/** The descriptor of `remote` in the module list a session in `bucket` gets. */
async function descriptorFor(remote: string, bucket: number): Promise<RemoteDescriptor> {
  const response = await t.http().get('/api/modules/remotes.json').set('Cookie', bucketCookie(bucket)).expect(200);
  return (response.body.remotes as RemoteDescriptor[]).find((entry) => entry.name === remote) as RemoteDescriptor;
}

async function standingOf(remote: string): Promise<ModuleStanding> {
  const response = await t.http().get('/api/admin/modules').set(bearer(admin)).expect(200);
  return (response.body as ModuleStanding[]).find((standing) => standing.remote === remote) as ModuleStanding;
}

describe('publishing a release', () => {
  it('stores the build once: the same files again answer the same release, other files are refused', async () => {
    const body = releaseBody('mf_orders');
    const first = await publish(body).expect(201);
    expect(first.body).toMatchObject({ remote: 'mf_orders', version: body.version, state: 'published' });
    expect(first.body.manifest).toBe(`/api/modules/files/mf_orders/${body.version}/mf-manifest.json`);
    expect((await publish(body).expect(201)).body.id).toBe(first.body.id);
    const other = await publish(releaseBody('mf_orders', body.version, 'console.log("other");')).expect(409);
    expect(other.body.message).toBe(MODULE_RELEASE_MESSAGES.versionTaken('mf_orders', body.version));
  });

  it('refuses a release the shell cannot run', async () => {
    const body = { ...releaseBody('mf_orders'), hostRange: '^2.0.0' };
    const response = await publish(body).expect(422);
    expect(response.body.message).toBe(
      MODULE_RELEASE_MESSAGES.incompatible('mf_orders', body.version, '^2.0.0', HOST_CONTRACT_VERSION),
    );
  });

  it('refuses paths outside the build, a build without its manifest and a manifest of another remote', async () => {
    const body = releaseBody('mf_orders');
    const outside = { ...body, files: [...body.files, { path: '../escape.js', base64: 'AA==' }] };
    expect((await publish(outside).expect(400)).body.message).toBe(MODULE_RELEASE_MESSAGES.filePath);
    const withoutManifest = { ...body, files: body.files.slice(1) };
    expect((await publish(withoutManifest).expect(400)).body.message).toBe(MODULE_RELEASE_MESSAGES.manifestMissing);
    const anothers = { ...releaseBody('mf_admin'), remote: 'mf_orders' };
    expect((await publish(anothers).expect(400)).body.message).toBe(MODULE_RELEASE_MESSAGES.manifestName('mf_orders'));
  });
});

describe('serving releases', () => {
  it('gives the built-in module until a release is served, then the canary to its share of sessions only', async () => {
    const builtIn = await descriptorFor('mf_catalog', 10);
    expect(builtIn).toEqual({
      name: 'mf_catalog',
      manifest: '/remotes/mf-catalog/mf-manifest.json',
      paths: expect.any(Array),
    });
    const first = await publishRelease(t, admin);
    expect((await descriptorFor('mf_catalog', 10)).manifest).toBe(builtIn.manifest);
    await act(`releases/${first}/promote`).expect(200);
    const second = await publishRelease(t, admin);
    const canary = await act(`releases/${second}/canary`, { share: 50 }).expect(200);
    expect(canary.body).toMatchObject({ canaryShare: 50, live: { id: first }, canary: { id: second } });
    expect(canary.body.rollBack).toEqual({ to: canary.body.live.version });

    const [inCanary, outside] = [await descriptorFor('mf_catalog', 10), await descriptorFor('mf_catalog', 90)];
    expect(inCanary.manifest).not.toBe(outside.manifest);
    expect(inCanary).toMatchObject({ version: canary.body.canary.version, manifest: canary.body.canary.manifest });
    expect(inCanary.fallbacks).toEqual([expect.objectContaining({ version: canary.body.live.version })]);
    expect(outside).toMatchObject({ version: canary.body.live.version, fallbacks: [] });

    const promoted = await act(`releases/${second}/promote`).expect(200);
    expect(promoted.body).toMatchObject({ live: { id: second }, canary: null });
    expect(promoted.body.rollBack).toEqual({ to: canary.body.live.version });
    expect((await descriptorFor('mf_catalog', 90)).version).toBe(canary.body.canary.version);

    const back = await act('mf_catalog/rollback').expect(200);
    expect(back.body.live).toMatchObject({ id: first });
    // The first release was live before the built-in one gave way to it: a rollback now serves the built-in one.
    expect(back.body.rollBack).toEqual({ to: null });
    expect(back.body.history.find((release: { id: number }) => release.id === second).state).toBe('rolled-back');
    expect((await descriptorFor('mf_catalog', 10)).version).toBe(canary.body.live.version);
  });

  it('ends a canary on rollback before it touches the live release', async () => {
    const live = await publishRelease(t, admin, 'mf_customizer');
    await act(`releases/${live}/promote`).expect(200);
    const canary = await publishRelease(t, admin, 'mf_customizer');
    await act(`releases/${canary}/canary`, { share: 99 }).expect(200);
    const ended = await act('mf_customizer/rollback').expect(200);
    expect(ended.body).toMatchObject({ live: { id: live }, canary: null, canaryShare: 0 });
    expect((await descriptorFor('mf_customizer', 0)).manifest).toBe(ended.body.live.manifest);
  });

  it('gives a session without a bucket one, in a session cookie, and answers 304 to an unchanged list', async () => {
    const first = await t.http().get('/api/modules/remotes.json').expect(200);
    expect(first.headers['set-cookie']?.[0]).toMatch(
      new RegExp(`^${MODULE_BUCKET_COOKIE}=\\d{1,2}; Path=/; SameSite=Lax`),
    );
    expect(first.headers['set-cookie']?.[0]).not.toMatch(/Max-Age|Expires/i);
    expect(first.headers.vary).toMatch(/Cookie/);
    // It differs per session: the browser keeps it and asks again each time; nothing between may store it.
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t
      .http()
      .get('/api/modules/remotes.json')
      .set('Cookie', bucketCookie(50))
      .set(
        'If-None-Match',
        (await t.http().get('/api/modules/remotes.json').set('Cookie', bucketCookie(50))).headers.etag,
      )
      .expect(304);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('serves release files immutable, precompressed when accepted, and nothing outside a release', async () => {
    const body = releaseBody('mf_admin', newVersion(), PLAIN);
    body.files.push({ path: 'static/js/app.js.gz', base64: gzipSync(PLAIN).toString('base64') });
    await publish(body).expect(201);
    const base = `/api/modules/files/mf_admin/${body.version}`;
    const chunk = await t.http().get(`${base}/static/js/app.js`).set('Accept-Encoding', 'identity').expect(200);
    expect(chunk.headers['content-type']).toMatch(/javascript/);
    expect(chunk.headers['cache-control']).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
    expect(chunk.text).toBe(PLAIN);
    const gzipped = await t.http().get(`${base}/static/js/app.js`).set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.text).toBe(PLAIN);
    expect((await t.http().get(`${base}/mf-manifest.json`).expect(200)).headers['content-type']).toMatch(/json/);
    await t.http().get(`${base}/static/js/none.js`).expect(404);
    // @fastify/static refuses a climbing path before it looks at the disk.
    await t.http().get(`${base}/../../../qmj.sqlite`).expect(403);
    await t.http().get(`${base}/%2e%2e/%2e%2e/%2e%2e/qmj.sqlite`).expect(403);
    await t.http().get('/api/modules/files/mf_admin/secret.txt').expect(404);
    await t.http().get('/api/modules/files/mf_unknown/1.0.0/mf-manifest.json').expect(404);
  });
});

describe('browser errors and the automatic rollback', () => {
  it('counts errors against the release named, and refuses an address beyond its reports a minute', async () => {
    const id = await publishRelease(t, admin, 'mf_booking');
    const { body } = await act(`releases/${id}/promote`).expect(200);
    const report = {
      kind: 'uncaught',
      remote: 'mf_booking',
      version: body.live.version,
      path: '/bookevent',
      message: 'x',
    };
    const address = '198.51.100.7';
    // One window of the limit: 30 reports that straddled the end of a minute would count in two.
    await withClockStopped(t, async () => {
      await t.http().post('/api/modules/errors').set('X-Forwarded-For', address).send(report).expect(204);
      await t
        .http()
        .post('/api/modules/errors')
        .set('X-Forwarded-For', address)
        .send({ ...report, version: '9.9.9' })
        .expect(204);
      expect((await standingOf('mf_booking')).live?.errors).toBe(1);
      for (let sent = 2; sent < 30; sent += 1) {
        await t.http().post('/api/modules/errors').set('X-Forwarded-For', address).send(report).expect(204);
      }
      await t.http().post('/api/modules/errors').set('X-Forwarded-For', address).send(report).expect(429);
    });
    await t.http().post('/api/modules/errors').set('X-Forwarded-For', '198.51.100.8').send(report).expect(204);
    expect((await standingOf('mf_booking')).live?.errors).toBe(30);
  });

  it('rolls a failing canary back and tells the administrator once', async () => {
    await t
      .http()
      .patch('/api/me')
      .set(bearer(admin))
      .send({ ...PROFILE, email: 'chief@qmj.test' })
      .expect(200);
    const live = await publishRelease(t, admin, 'mf_orders');
    await act(`releases/${live}/promote`).expect(200);
    const canaryId = await publishRelease(t, admin, 'mf_orders');
    const { body } = await act(`releases/${canaryId}/canary`, { share: 50 }).expect(200);
    const check = t.app.get(CanaryCheck);
    for (const bucket of [10, 20, 30, 80, 90]) await descriptorFor('mf_orders', bucket);
    expect(await check.check()).toBe(0);
    const report = {
      kind: 'load-failed',
      remote: 'mf_orders',
      version: body.canary.version,
      path: '/purchases',
      message: 'y',
    };
    for (let sent = 0; sent < 3; sent += 1) {
      await t.http().post('/api/modules/errors').set('X-Forwarded-For', '198.51.100.9').send(report).expect(204);
    }
    const mailsBefore = t.outbox().length;
    expect(await check.check()).toBe(1);
    expect(await check.check()).toBe(0);
    const standing = await standingOf('mf_orders');
    expect(standing).toMatchObject({ live: { id: live }, canary: null });
    expect(standing.history.find((release) => release.id === canaryId)?.state).toBe('rolled-back');
    const mails = t.outbox().slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`The canary mf_orders ${body.canary.version} was rolled back`);
  });
});

it('leaves the registry to the administrator', async () => {
  const id = await publishRelease(t, admin, 'mf_admin');
  const asCustomer = (method: 'get' | 'post', path: string) => t.http()[method](path).set(bearer(customer));
  await asCustomer('get', '/api/admin/modules').expect(403);
  await asCustomer('post', '/api/admin/modules/releases').send(releaseBody('mf_admin')).expect(403);
  await asCustomer('post', `/api/admin/modules/releases/${id}/canary`).send({ share: 10 }).expect(403);
  await asCustomer('post', `/api/admin/modules/releases/${id}/promote`).expect(403);
  await asCustomer('post', '/api/admin/modules/mf_admin/rollback').expect(403);
});
