import { z } from 'zod';
import { isoDateTime } from './api.js';
import {
  BROWSER_ERROR_KINDS,
  BROWSER_ERROR_LIMITS,
  CANARY_SHARE,
  isHostRange,
  MODULE_RELEASE_MESSAGES,
  RELEASE_STATES,
  RELEASE_VERSION,
  REMOTE_NAME_VALUES,
} from './module-releases.js';
import type { RemoteCandidate, RemoteDescriptor } from './remotes.js';

// The schemas of the release registry's routes (api-contract/modules.ts), apart from its rules
// (./module-releases): the shell's first render reads the rules and the module list without zod.

const remoteName = z.enum(REMOTE_NAME_VALUES, { error: MODULE_RELEASE_MESSAGES.unknownRemote });
const releaseVersion = z.string({ error: MODULE_RELEASE_MESSAGES.version }).regex(RELEASE_VERSION, {
  error: MODULE_RELEASE_MESSAGES.version,
});

/** A file of a release: its path inside the build and its bytes in base64. */
export const releaseFileSchema = z.object({
  path: z
    .string({ error: MODULE_RELEASE_MESSAGES.filePath })
    .max(200, { error: MODULE_RELEASE_MESSAGES.filePath })
    .regex(/^(?!.*(^|\/)\.\.?(\/|$))[A-Za-z0-9@_.-]+(\/[A-Za-z0-9@_.-]+)*$/, {
      error: MODULE_RELEASE_MESSAGES.filePath,
    }),
  base64: z.string().max(20_000_000, { error: MODULE_RELEASE_MESSAGES.tooLarge }),
});

/** What `npm run release` sends: one remote's build, its version, commit and the host range it needs. */
export const releasePublishSchema = z.object({
  remote: remoteName,
  version: releaseVersion,
  commit: z.string().regex(/^[0-9a-f]{7,40}$/, { error: 'The commit is its hexadecimal id.' }),
  hostRange: z
    .string({ error: MODULE_RELEASE_MESSAGES.hostRange })
    .max(100, { error: MODULE_RELEASE_MESSAGES.hostRange })
    .refine(isHostRange, { error: MODULE_RELEASE_MESSAGES.hostRange }),
  files: z.array(releaseFileSchema).min(1, { error: MODULE_RELEASE_MESSAGES.manifestMissing }).max(2_000, {
    error: MODULE_RELEASE_MESSAGES.tooLarge,
  }),
});
export type ReleasePublish = z.input<typeof releasePublishSchema>;

/** One release as the Modules screen shows it, with its sessions and errors counted. */
export const moduleReleaseSchema = z.object({
  id: z.number().int(),
  remote: z.string(),
  version: z.string(),
  commit: z.string(),
  hostRange: z.string(),
  state: z.enum(RELEASE_STATES),
  /** Its manifest's address, under `/api/modules/files/`. */
  manifest: z.string(),
  publishedAt: isoDateTime,
  /** Sessions that were given it, and those of them that reported an error. */
  sessions: z.number().int(),
  errors: z.number().int(),
});
export type ModuleRelease = z.infer<typeof moduleReleaseSchema>;

/** A remote in the registry: its live release (none: the built-in one the deployment serves), its canary, its history. */
export const moduleStandingSchema = z.object({
  remote: z.string(),
  folder: z.string(),
  live: moduleReleaseSchema.nullable(),
  canary: moduleReleaseSchema.nullable(),
  canaryShare: z.number().int(),
  /** Newest first, the live and the canary among them. */
  history: z.array(moduleReleaseSchema),
  /**
   * What Roll back would serve everyone (`to`: a version, null for the built-in one): the live release when a canary
   * runs, else the release live before the current one. Null when there is nothing to roll back.
   */
  rollBack: z.object({ to: z.string().nullable() }).nullable(),
});
export type ModuleStanding = z.infer<typeof moduleStandingSchema>;

export const canaryStartSchema = z.object({
  share: z
    .number({ error: MODULE_RELEASE_MESSAGES.canaryShare })
    .int({ error: MODULE_RELEASE_MESSAGES.canaryShare })
    .min(CANARY_SHARE.min, { error: MODULE_RELEASE_MESSAGES.canaryShare })
    .max(CANARY_SHARE.max, { error: MODULE_RELEASE_MESSAGES.canaryShare }),
});

/** What the shell reports of an error in the browser: never who the user is. */
export const browserErrorSchema = z.object({
  kind: z.enum(BROWSER_ERROR_KINDS),
  /** The remote it came from (none: the shell's own). */
  remote: remoteName.optional(),
  /** The remote's version (as /remotes.json named it). */
  version: z.string().max(80).optional(),
  /** The page's path, without its query. */
  path: z.string().max(BROWSER_ERROR_LIMITS.path),
  message: z.string().max(BROWSER_ERROR_LIMITS.message),
  stack: z.string().max(BROWSER_ERROR_LIMITS.stack).optional(),
});
export type BrowserError = z.infer<typeof browserErrorSchema>;

/** A release of a remote the shell may load: its manifest, version and the host range it needs. */
export const remoteCandidateSchema = z.object({
  manifest: z.string(),
  version: z.string(),
  hostRange: z.string(),
}) satisfies z.ZodType<RemoteCandidate>;

/** One entry of `/remotes.json` (./remotes, `RemoteDescriptor`). */
export const remoteDescriptorSchema = z.object({
  name: z.string(),
  manifest: z.string(),
  paths: z.array(z.string()),
  version: z.string().optional(),
  hostRange: z.string().optional(),
  fallbacks: z.array(remoteCandidateSchema).optional(),
}) satisfies z.ZodType<RemoteDescriptor>;
