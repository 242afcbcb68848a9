import satisfies from 'semver/functions/satisfies.js';
import validRange from 'semver/ranges/valid.js';
import { REMOTE_MODULES } from './remotes.js';

/**
 * What the shell provides to every remote (docs/deploying-modules.md, Compatibility): the props of `./App`, the
 * shared singletons (react, the session store, the data layer of @qmj/web-kit) and `startPage`. A change a remote
 * could notice raises its major version; an addition its minor. A release states the range it needs.
 */
export const HOST_CONTRACT_VERSION = '1.0.0';

/** Whether `range` is a semver range (`^1.0.0`, `>=1.2 <2`). */
export const isHostRange = (range: string): boolean => validRange(range) !== null;

/** Whether a release needing `range` runs in a shell that provides `version` (HOST_CONTRACT_VERSION). */
export function hostSatisfies(range: string, version: string = HOST_CONTRACT_VERSION): boolean {
  return isHostRange(range) && satisfies(version, range);
}

/** The share of sessions that gets a canary: whole percents. */
export const CANARY_SHARE = { min: 1, max: 99 } as const;
/** Sessions are spread over this many buckets; a session in bucket b gets the canary when b < its share. */
export const MODULE_BUCKETS = 100;
/** The cookie that keeps a session's bucket (a session cookie: a new session may draw another). */
export const MODULE_BUCKET_COOKIE = 'qmj_module_bucket';

/** What a release is now (docs/deploying-modules.md). */
export const RELEASE_STATES = ['published', 'canary', 'live', 'retired', 'rolled-back'] as const;
export type ReleaseState = (typeof RELEASE_STATES)[number];

/** Kinds of browser errors the shell reports. */
export const BROWSER_ERROR_KINDS = ['uncaught', 'load-failed', 'incompatible'] as const;
export type BrowserErrorKind = (typeof BROWSER_ERROR_KINDS)[number];

/** Bounds of a report: no more of a message and a stack than a person reads to know the cause. */
export const BROWSER_ERROR_LIMITS = { message: 500, stackLines: 5, stack: 2_000, path: 300 } as const;

export const REMOTE_NAME_VALUES = REMOTE_MODULES.map((remote) => remote.name) as [string, ...string[]];

/** A release's version: semver with its build's content hash as pre-release or build metadata, e.g. `1.4.0+3f2a1bc9`. */
export const RELEASE_VERSION = /^\d{1,4}\.\d{1,4}\.\d{1,4}([-+][0-9A-Za-z.-]{1,60})?$/;

export const MODULE_RELEASE_MESSAGES = {
  unknownRemote: 'There is no such module.',
  unknownRelease: 'There is no such release of this module.',
  version: 'A version is three numbers and an optional suffix, e.g. 1.4.0+3f2a1bc9.',
  hostRange: 'The host range is a semver range, e.g. ^1.0.0.',
  incompatible: (remote: string, version: string, range: string, host: string) =>
    `${remote} ${version} needs a shell providing ${range}; the shell provides ${host}.`,
  versionTaken: (remote: string, version: string) =>
    `${remote} ${version} is already released with other files: give this build a new version.`,
  manifestMissing: 'A release needs its mf-manifest.json.',
  manifestName: (remote: string) => `The manifest is not ${remote}'s.`,
  filePath: 'A release file path is relative and names no folder above its own.',
  tooLarge: 'This release is larger than the release store accepts.',
  canaryShare: `A canary goes to between ${CANARY_SHARE.min} % and ${CANARY_SHARE.max} % of sessions.`,
  alreadyLive: 'This release is already live.',
  noEarlierRelease: 'There is no earlier live release to roll back to.',
  published: (remote: string, version: string) => `${remote} ${version} has been published.`,
  canaryStarted: (remote: string, version: string, share: number) =>
    `${remote} ${version} now goes to ${share} % of sessions.`,
  promoted: (remote: string, version: string) => `${remote} ${version} is live for everyone.`,
  rolledBack: (remote: string, version: string) => `${remote} is back on ${version}.`,
  autoRolledBack: (remote: string, version: string, canaryRate: string, liveRate: string) =>
    `The canary ${remote} ${version} was rolled back: ${canaryRate} of its sessions met an error, against ${liveRate} on the live version.`,
} as const;

/** The first lines of a stack, cut to what a report carries. */
export function stackHead(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  return stack.split('\n').slice(0, BROWSER_ERROR_LIMITS.stackLines).join('\n').slice(0, BROWSER_ERROR_LIMITS.stack);
}

/**
 * Whether a canary fails against the live release (docs/deploying-modules.md, Automatic rollback): at least
 * `minErrors` of its sessions met an error, and its share of sessions with an error is more than `factor` times
 * the live release's.
 */
export function canaryFails(
  canary: { sessions: number; errors: number },
  live: { sessions: number; errors: number },
  { factor, minErrors }: { factor: number; minErrors: number },
): boolean {
  if (canary.errors < minErrors || canary.sessions === 0) return false;
  const canaryRate = canary.errors / canary.sessions;
  const liveRate = live.errors / Math.max(live.sessions, 1);
  return canaryRate > liveRate * factor;
}

/** The bucket a session falls in, from its cookie's value; none or a malformed one: a new draw. */
export function moduleBucketOf(cookie: string | undefined, draw: () => number = Math.random): number {
  const bucket = cookie !== undefined && /^\d{1,2}$/.test(cookie) ? Number(cookie) : Number.NaN;
  return Number.isInteger(bucket) && bucket < MODULE_BUCKETS ? bucket : Math.floor(draw() * MODULE_BUCKETS);
}
