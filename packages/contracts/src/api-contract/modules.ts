import { z } from 'zod';
import { recordId } from '../api.js';
import {
  browserErrorSchema,
  canaryStartSchema,
  moduleReleaseSchema,
  moduleStandingSchema,
  releasePublishSchema,
  remoteDescriptorSchema,
} from '../module-release-schemas.js';
import { MODULE_RELEASE_MESSAGES, REMOTE_NAME_VALUES } from '../module-releases.js';
import { adminOnly, anyone } from './endpoint.js';

const releaseId = z.object({ id: recordId(MODULE_RELEASE_MESSAGES.unknownRelease) });

/** The feature modules' releases (docs/deploying-modules.md): the module list the shell reads, canaries, errors. */
export const moduleRoutes = {
  remotes: anyone
    .route({
      method: 'GET',
      path: '/modules/remotes.json',
      tags: ['modules'],
      summary: "The module list: each remote's release for this session (its canary or its live one)",
    })
    .output(z.object({ remotes: z.array(remoteDescriptorSchema) })),
  reportError: anyone
    .route({
      method: 'POST',
      path: '/modules/errors',
      successStatus: 204,
      tags: ['modules'],
      summary: 'An error in the browser, counted for its module version (rate-limited)',
    })
    .input(browserErrorSchema)
    .output(z.void()),
  list: adminOnly
    .route({ method: 'GET', path: '/admin/modules', tags: ['modules'], summary: 'Every module: live, canary, history' })
    .output(z.array(moduleStandingSchema)),
  publish: adminOnly
    .route({
      method: 'POST',
      path: '/admin/modules/releases',
      successStatus: 201,
      tags: ['modules'],
      summary: "Publish a remote's build as an immutable release (not yet served)",
    })
    .input(releasePublishSchema)
    .output(moduleReleaseSchema),
  startCanary: adminOnly
    .route({
      method: 'POST',
      path: '/admin/modules/releases/{id}/canary',
      tags: ['modules'],
      summary: 'Serve a release to a share of sessions',
    })
    .input(releaseId.extend(canaryStartSchema.shape))
    .output(moduleStandingSchema),
  promote: adminOnly
    .route({
      method: 'POST',
      path: '/admin/modules/releases/{id}/promote',
      tags: ['modules'],
      summary: 'Serve a release to everyone',
    })
    .input(releaseId)
    .output(moduleStandingSchema),
  rollBack: adminOnly
    .route({
      method: 'POST',
      path: '/admin/modules/{remote}/rollback',
      tags: ['modules'],
      summary: 'End the canary, or else go back to the release live before this one',
    })
    .input(z.object({ remote: z.enum(REMOTE_NAME_VALUES, { error: MODULE_RELEASE_MESSAGES.unknownRemote }) }))
    .output(moduleStandingSchema),
};
