// A remote's build as a release (docs/deploying-modules.md, Releasing a module): its dist folder read into what the
// API's `modules.publish` takes, and the administrator's calls that serve it. Used by `npm run release` and by the
// browser journeys.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { apiContract, apiPath, REMOTE_MODULES } from '@qmj/contracts';
import { ROOT, STAMP } from './workspaces.mjs';

/** The remote named by its folder (`mf-catalog`) or its Module Federation name (`mf_catalog`). */
export function remoteOf(folderOrName) {
  const remote = REMOTE_MODULES.find((candidate) => [candidate.folder, candidate.name].includes(folderOrName));
  if (!remote) {
    const known = REMOTE_MODULES.map((candidate) => candidate.folder).join(', ');
    throw new Error(`There is no remote '${folderOrName}'; the remotes are ${known}.`);
  }
  return remote;
}

/** A build's files, by their '/'-separated path inside it, in path order; the build stamp is the builder's, not the build's. */
export function buildFiles(dist) {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== STAMP)
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { path: relative(dist, file).split(sep).join('/'), bytes: readFileSync(file) };
    })
    .sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** SHA-256 over every file's path and bytes, in path order: the same files give the same hash wherever they lie. */
export function contentHash(files) {
  const hash = createHash('sha256');
  for (const { path, bytes } of files) hash.update(`${path}\0${bytes.length}\0`).update(bytes);
  return hash.digest('hex');
}

/** `<package version>+<first 8 hex of the content hash>`: a new build of the same package version is another release. */
export function releaseVersion(packageVersion, hash) {
  return `${packageVersion.split('+')[0]}+${hash.slice(0, 8)}`;
}

/** The repository's current commit, its short id. */
function currentCommit() {
  return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
}

/**
 * The body of `modules.publish` for the build of `folder` (a remote's folder or name) in `dist` (default: its
 * `dist`): its version, the commit, the host range its package.json states under `qmj.hostRange` (unless
 * `hostRange` is given) and every file in base64.
 * @param {string} folder
 * @param {{ dist?: string, hostRange?: string, commit?: string }} [options]
 * @returns {import('@qmj/contracts').ReleasePublish}
 */
export function releaseOf(folder, options = {}) {
  const remote = remoteOf(folder);
  const manifest = JSON.parse(readFileSync(join(ROOT, remote.folder, 'package.json'), 'utf8'));
  const hostRange = options.hostRange ?? manifest.qmj?.hostRange;
  if (!hostRange) throw new Error(`${remote.folder}/package.json states no "qmj": { "hostRange": … }.`);
  const files = buildFiles(options.dist ?? join(ROOT, remote.folder, 'dist'));
  return {
    remote: remote.name,
    version: releaseVersion(manifest.version, contentHash(files)),
    commit: options.commit ?? currentCommit(),
    hostRange,
    files: files.map(({ path, bytes }) => ({ path, base64: bytes.toString('base64') })),
  };
}

/** An answer of the API other than a success: its status and the sentence it gave (`ApiErrorBody.message`). */
export class ApiRefusal extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** Calls `route` of the contract at `apiUrl`: its path parameters in `params`, the rest of its input in `body`. */
async function call(apiUrl, route, { token, params, body } = {}) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${apiUrl}${apiPath(route, params)}`, {
    method: route['~orpc'].route.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const reply = text ? JSON.parse(text) : undefined;
  if (!response.ok)
    throw new ApiRefusal(response.status, reply?.message ?? `${response.status} ${response.statusText}`);
  return reply;
}

/**
 * Signs in; the access token.
 * @param {string} apiUrl
 * @param {{ username: string, password: string }} credentials
 * @returns {Promise<string>}
 */
export async function signIn(apiUrl, { username, password }) {
  const { accessToken } = await call(apiUrl, apiContract.auth.login, { body: { username, password } });
  return accessToken;
}

/**
 * Publishes a release (`releaseOf`'s body); the release, not yet served. The same build again answers the same release.
 * @type {(apiUrl: string, adminToken: string, body: import('@qmj/contracts').ReleasePublish) => Promise<import('@qmj/contracts').ModuleRelease>}
 */
export const publishRelease = (apiUrl, adminToken, body) =>
  call(apiUrl, apiContract.modules.publish, { token: adminToken, body });

/**
 * Serves release `id` to `share` % of sessions; the remote's standing.
 * @type {(apiUrl: string, adminToken: string, id: number, share: number) => Promise<import('@qmj/contracts').ModuleStanding>}
 */
export const startCanary = (apiUrl, adminToken, id, share) =>
  call(apiUrl, apiContract.modules.startCanary, { token: adminToken, params: { id }, body: { share } });

/**
 * Serves release `id` to everyone; the remote's standing.
 * @type {(apiUrl: string, adminToken: string, id: number) => Promise<import('@qmj/contracts').ModuleStanding>}
 */
export const promote = (apiUrl, adminToken, id) =>
  call(apiUrl, apiContract.modules.promote, { token: adminToken, params: { id } });

/**
 * Ends `remote`'s canary, or else goes back to the release live before this one; the remote's standing.
 * @type {(apiUrl: string, adminToken: string, remote: string) => Promise<import('@qmj/contracts').ModuleStanding>}
 */
export const rollBack = (apiUrl, adminToken, remote) =>
  call(apiUrl, apiContract.modules.rollBack, { token: adminToken, params: { remote } });

/**
 * Every remote's standing: live, canary, history.
 * @type {(apiUrl: string, adminToken: string) => Promise<import('@qmj/contracts').ModuleStanding[]>}
 */
export const moduleStandings = (apiUrl, adminToken) => call(apiUrl, apiContract.modules.list, { token: adminToken });

/** What `standing` serves, in a sentence. */
export function servedOf(standing) {
  const live = standing.live?.version ?? 'the built-in build';
  if (!standing.canary) return `${standing.remote} serves ${live} to everyone.`;
  return `${standing.remote} serves ${standing.canary.version} to ${standing.canaryShare} % of sessions, ${live} to the rest.`;
}
