import {
  CANARY_SHARE,
  MODULE_RELEASE_MESSAGES,
  type ModuleRelease,
  type ModuleStanding,
  type ReleaseState,
} from '@qmj/contracts';
import { formatPercent } from '@qmj/web-kit/ui';
import type { ActionWording } from '../common/admin-actions';

/** What a remote serves when no release of it is live: the build the deployment carries. */
export const BUILT_IN = 'Built-in';

/** The share a new canary is offered with. */
export const DEFAULT_CANARY_SHARE = 10;

export const RELEASE_STATE_LABELS: Record<ReleaseState, string> = {
  published: 'Published',
  canary: 'Canary',
  live: 'Live',
  retired: 'Retired',
  'rolled-back': 'Rolled back',
};

/** Counted releases as the screen reads them: sessions given it, and those that met an error. */
type Counted = Pick<ModuleRelease, 'sessions' | 'errors'>;

/** The share of a release's sessions that met an error; null before any session. */
export function errorRate({ sessions, errors }: Counted): number | null {
  return sessions === 0 ? null : errors / sessions;
}

/** The error rate as the screen writes it: "12.5%", or "—" before any session. */
export function errorRateText(release: Counted): string {
  const rate = errorRate(release);
  return rate === null ? '—' : formatPercent(rate);
}

/**
 * Whether the canary's sessions meet errors more often than the live release's. The built-in release has no row, so
 * its rate counts as none (as the automatic rollback reads it, docs/deploying-modules.md).
 */
export function canaryAboveLive({ canary, live }: Pick<ModuleStanding, 'canary' | 'live'>): boolean {
  const canaryRate = canary && errorRate(canary);
  if (canaryRate === null || canaryRate === undefined) return false;
  return canaryRate > (live ? (errorRate(live) ?? 0) : 0);
}

/** The version a remote serves everyone: its live release's, else the built-in one. */
export const liveVersion = ({ live }: Pick<ModuleStanding, 'live'>): string => live?.version ?? BUILT_IN;

/** What Roll back does to the remote (docs/deploying-modules.md), as the API says; null when there is nothing to go back to. */
export function rollBackOutcome(standing: ModuleStanding): string | null {
  if (!standing.rollBack) return null;
  const to = standing.rollBack.to ?? BUILT_IN;
  return standing.canary
    ? `End the canary ${standing.canary.version}: every session gets ${to} again.`
    : `Take ${standing.live?.version ?? BUILT_IN} off and go back to ${to}.`;
}

/** The steps on one release of the history, in the order their buttons appear. */
export const RELEASE_ACTIONS = ['canary', 'promote'] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];
/** Every step of the screen: those on a release, and Roll back on the remote. */
export type ModuleAction = ReleaseAction | 'roll-back';

export const MODULE_ACTION_WORDING: Record<ModuleAction, ActionWording> = {
  canary: {
    button: 'Canary…',
    title: 'Start a Canary',
    question: (release) => `Serve ${release} to a share of sessions.`,
  },
  promote: { button: 'Make live', title: 'Make Live', question: (release) => `Serve ${release} to every session?` },
  'roll-back': { button: 'Roll back', title: 'Roll Back', question: (remote) => `Roll ${remote} back?` },
};

/** A release not served yet (or no longer) can go to a share of sessions; any but the live one can go live. */
export function offeredReleaseActions(release: Pick<ModuleRelease, 'state'>): ReleaseAction[] {
  if (release.state === 'live') return [];
  return release.state === 'canary' ? ['promote'] : ['canary', 'promote'];
}

/** What a release's buttons and questions name: "mf_catalog 1.4.0+3f2a1bc9". */
export const releaseSubject = (release: Pick<ModuleRelease, 'remote' | 'version'>): string =>
  `${release.remote} ${release.version}`;

/** The canary's share as its input holds it. */
export interface CanaryShareTyped {
  share: string;
}

/** The share typed as the schema checks it; what is not a number is passed on for the schema to refuse. */
export function canaryShareFields({ share }: CanaryShareTyped): { share: number | string } {
  const text = share.trim();
  const value = Number(text);
  return { share: text !== '' && Number.isFinite(value) ? value : text };
}

export const CANARY_SHARE_HINT = `Whole percents, ${CANARY_SHARE.min} to ${CANARY_SHARE.max}; a session keeps its draw.`;

/** A step the administrator chose: on a release of the history, or Roll back on a remote. */
export type ModuleStep =
  | { [Action in ReleaseAction]: { action: Action; standing: ModuleStanding; release: ModuleRelease } }[ReleaseAction]
  | { action: 'roll-back'; standing: ModuleStanding };

/** What the step's question and buttons name: the release, or the remote rolled back. */
export const stepSubject = (step: ModuleStep): string =>
  step.action === 'roll-back' ? step.standing.remote : releaseSubject(step.release);

/** The notice after a step, from the remote as the API answers it. */
export function stepNotice(step: ModuleStep, answered: ModuleStanding): string {
  const { remote } = answered;
  if (step.action === 'roll-back') return MODULE_RELEASE_MESSAGES.rolledBack(remote, liveVersion(answered));
  return step.action === 'canary'
    ? MODULE_RELEASE_MESSAGES.canaryStarted(remote, step.release.version, answered.canaryShare)
    : MODULE_RELEASE_MESSAGES.promoted(remote, step.release.version);
}

/** What the step will do, said before it is confirmed; null for a Roll back with nothing to go back to. */
export function stepOutcome(step: ModuleStep): string | null {
  const { standing } = step;
  if (step.action === 'roll-back') return rollBackOutcome(standing);
  if (step.action === 'canary') return `The other sessions stay on ${liveVersion(standing)}.`;
  const retired = standing.live ? ` ${standing.live.version} is retired.` : '';
  return `Every session gets it from its next page load.${retired}`;
}
