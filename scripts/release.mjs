// `npm run release -- <remote> [--canary <share>] [--live] [--no-build]`: builds one remote (when its sources changed
// since its last build, as `npm start` does) and publishes it as an immutable release to the running system's
// registry, signed in as the administrator; with --canary it goes to that share of sessions, with --live to everyone
// (docs/deploying-modules.md, Releasing a module).
import { parseArgs } from 'node:util';
import { buildParts } from './lib/build.mjs';
import { PARTS } from './lib/workspaces.mjs';

const USAGE = 'usage: npm run release -- <remote folder or name> [--canary <share in %> | --live] [--no-build]';

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: {
      canary: { type: 'string' },
      live: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
    },
  });
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = args;
if (positionals.length !== 1 || (values.canary !== undefined && values.live)) {
  console.error(USAGE);
  process.exit(2);
}
const build = !values['no-build'];

try {
  // The contracts name the remotes; the remote and the packages it uses are built once it is known.
  if (build) buildParts({ only: ['@qmj/contracts'] });
  const { canaryStartSchema, MODULE_RELEASE_MESSAGES } = await import('@qmj/contracts');
  const releases = await import('./lib/releases.mjs');
  const { administratorOf, dataDirOf } = await import('./lib/system.mjs');

  const remote = releases.remoteOf(positionals[0]);
  const canary =
    values.canary === undefined ? undefined : canaryStartSchema.safeParse({ share: Number(values.canary) });
  if (canary && !canary.success) {
    console.error(canary.error.issues[0].message);
    process.exit(2);
  }
  if (build) buildParts({ only: PARTS.find((part) => part.dir === remote.folder).inputs });

  const apiUrl = (process.env.QMJ_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, '');
  const administrator = administratorOf(process.env, dataDirOf(process.env));
  if (!administrator.password) {
    throw new Error(
      'No ADMIN_PASSWORD is set and the data directory has no admin-password yet: start the system once, or set it.',
    );
  }
  const token = await releases.signIn(apiUrl, administrator);

  const body = releases.releaseOf(remote.folder);
  const release = await releases.publishRelease(apiUrl, token, body);
  console.log(MODULE_RELEASE_MESSAGES.published(release.remote, release.version));
  console.log(`  commit ${release.commit}, host range ${release.hostRange}, ${body.files.length} files`);

  let standing;
  if (canary) {
    standing = await releases.startCanary(apiUrl, token, release.id, canary.data.share);
    console.log(MODULE_RELEASE_MESSAGES.canaryStarted(release.remote, release.version, canary.data.share));
  } else if (values.live) {
    standing = await releases.promote(apiUrl, token, release.id);
    console.log(MODULE_RELEASE_MESSAGES.promoted(release.remote, release.version));
  } else {
    const standings = await releases.moduleStandings(apiUrl, token);
    standing = standings.find((candidate) => candidate.remote === release.remote);
  }
  console.log(releases.servedOf(standing));
} catch (error) {
  // A refused release (409 version taken, 422 incompatible, …) is the API's own sentence; a failed call names its cause.
  console.error(error.cause ? `${error.message}: ${error.cause.message}` : error.message);
  process.exit(1);
}
