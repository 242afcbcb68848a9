import type { ModuleStanding } from '@qmj/contracts';
import { api, apiQuery } from '@qmj/web-kit';
import type { ModuleStep } from './module-standing';

/** The steps taken on a confirm alone; a canary asks its share in a form. */
export type ConfirmedStep = Exclude<ModuleStep, { action: 'canary' }>;

/** One mutation key for both: it names the route group, so the registry is read again after either. */
export const MODULE_STEP_KEY = apiQuery.modules.key({ type: 'mutation' });

/** Sends Make live or Roll back and answers the remote as it stands after it. */
export function sendConfirmedStep(step: ConfirmedStep): Promise<ModuleStanding> {
  return step.action === 'roll-back'
    ? api.modules.rollBack({ remote: step.standing.remote })
    : api.modules.promote({ id: step.release.id });
}

/** Sends a canary of the release to `share` percent of sessions. */
export function sendCanary(step: Extract<ModuleStep, { action: 'canary' }>, share: number): Promise<ModuleStanding> {
  return api.modules.startCanary({ id: step.release.id, share });
}
