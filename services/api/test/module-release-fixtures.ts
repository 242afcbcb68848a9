// A remote's build as `npm run release` publishes it, small: its manifest and a chunk (docs/deploying-modules.md).
import { HOST_CONTRACT_VERSION, type ReleasePublish } from '@qmj/contracts';
import { bearer } from './catalog-fixtures.js';
import type { TestApp } from './test-app.js';

let builds = 0;

/** A version no release has had in this run. */
export function newVersion(): string {
  builds += 1;
  return `1.0.${builds}+${(0x10000000 + builds).toString(16)}`;
}

const base64 = (text: string) => Buffer.from(text).toString('base64');

/** The publish body of a build of `remote`: its manifest names it, and its chunk carries `chunk`. */
export function releaseBody(
  remote: string,
  version = newVersion(),
  chunk = `console.log(${JSON.stringify(version)});`,
) {
  return {
    remote,
    version,
    commit: '0123abcd',
    hostRange: `^${HOST_CONTRACT_VERSION}`,
    files: [
      { path: 'mf-manifest.json', base64: base64(JSON.stringify({ id: remote, name: remote, metaData: {} })) },
      { path: 'static/js/app.js', base64: base64(chunk) },
    ],
  } satisfies ReleasePublish;
}

/** Publishes a new release of `remote` as the administrator; its id. */
export async function publishRelease(t: TestApp, admin: string, remote = 'mf_catalog'): Promise<number> {
  const response = await t.http().post('/api/admin/modules/releases').set(bearer(admin)).send(releaseBody(remote));
  if (response.status !== 201) throw new Error(`publish failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.id;
}
