import { describe, expect, it, jest } from '@jest/globals';
import { canaryStartSchema, MODULE_RELEASE_MESSAGES, type ModuleRelease, type ModuleStanding } from '@qmj/contracts';

// The UI kit's index loads its components (JSX): the formatters are taken from web-kit's format.ts itself.
jest.unstable_mockModule('@qmj/web-kit/ui', () => import('../../../packages/web-kit/src/ui/format'));
const {
  canaryAboveLive,
  canaryShareFields,
  DEFAULT_CANARY_SHARE,
  errorRateText,
  MODULE_ACTION_WORDING,
  offeredReleaseActions,
  rollBackOutcome,
  stepNotice,
  stepOutcome,
  stepSubject,
} = await import('./module-standing');

const release = (id: number, version: string, state: ModuleRelease['state'], sessions = 0, errors = 0) =>
  ({
    id,
    remote: 'mf_catalog',
    version,
    commit: 'a1b2c3d',
    hostRange: '^1.0.0',
    state,
    manifest: `/api/modules/files/mf_catalog/${version}/mf-manifest.json`,
    publishedAt: '2026-11-20T02:00:00.000Z',
    sessions,
    errors,
  }) satisfies ModuleRelease;

const FIRST = release(1, '1.0.0+aaaaaaaa', 'retired', 400, 4);
const LIVE = release(2, '1.1.0+bbbbbbbb', 'live', 200, 2);
const CANARY = release(3, '1.2.0+cccccccc', 'canary', 40, 6);

const standing = (changes: Partial<ModuleStanding> = {}): ModuleStanding => ({
  remote: 'mf_catalog',
  folder: 'mf-catalog',
  live: LIVE,
  canary: CANARY,
  canaryShare: 25,
  history: [CANARY, LIVE, FIRST],
  rollBack: { to: LIVE.version },
  ...changes,
});

describe('error rates', () => {
  it('writes the share of sessions that met an error, and a dash before any session', () => {
    expect(errorRateText(CANARY)).toBe('15%');
    expect(errorRateText(LIVE)).toBe('1%');
    expect(errorRateText(release(4, '1.3.0', 'published'))).toBe('—');
  });

  it("flags a canary whose rate is above the live's, the built-in one counting as none", () => {
    expect(canaryAboveLive(standing())).toBe(true);
    expect(canaryAboveLive(standing({ canary: { ...CANARY, errors: 0 } }))).toBe(false);
    expect(canaryAboveLive(standing({ canary: { ...CANARY, sessions: 400, errors: 4 } }))).toBe(false);
    expect(canaryAboveLive(standing({ live: null, canary: { ...CANARY, errors: 1 } }))).toBe(true);
    expect(canaryAboveLive(standing({ canary: { ...CANARY, sessions: 0, errors: 0 } }))).toBe(false);
    expect(canaryAboveLive(standing({ canary: null }))).toBe(false);
  });
});

describe('the steps offered', () => {
  it('offers Canary… and Make live on a release not served, Make live on the canary, none on the live one', () => {
    for (const state of ['published', 'retired', 'rolled-back'] as const) {
      expect(offeredReleaseActions({ state })).toEqual(['canary', 'promote']);
    }
    expect(offeredReleaseActions({ state: 'canary' })).toEqual(['promote']);
    expect(offeredReleaseActions({ state: 'live' })).toEqual([]);
    expect(MODULE_ACTION_WORDING.canary.button).toBe('Canary…');
    expect(MODULE_ACTION_WORDING.promote.button).toBe('Make live');
  });

  it('says what Roll back will do, as the API says: end the canary, else go back to the release live before', () => {
    expect(rollBackOutcome(standing())).toBe('End the canary 1.2.0+cccccccc: every session gets 1.1.0+bbbbbbbb again.');
    expect(rollBackOutcome(standing({ live: null, history: [CANARY], rollBack: { to: null } }))).toBe(
      'End the canary 1.2.0+cccccccc: every session gets Built-in again.',
    );
    expect(rollBackOutcome(standing({ canary: null, history: [LIVE, FIRST], rollBack: { to: FIRST.version } }))).toBe(
      'Take 1.1.0+bbbbbbbb off and go back to 1.0.0+aaaaaaaa.',
    );
    expect(rollBackOutcome(standing({ canary: null, history: [LIVE], rollBack: { to: null } }))).toBe(
      'Take 1.1.0+bbbbbbbb off and go back to Built-in.',
    );
    expect(rollBackOutcome(standing({ canary: null, live: null, history: [], rollBack: null }))).toBeNull();
  });

  it('names the release or the remote in its question, and says what Make live and Canary… leave', () => {
    const promote = { action: 'promote', standing: standing(), release: CANARY } as const;
    expect(MODULE_ACTION_WORDING.promote.question(stepSubject(promote))).toBe(
      'Serve mf_catalog 1.2.0+cccccccc to every session?',
    );
    expect(stepOutcome(promote)).toContain('1.1.0+bbbbbbbb is retired.');
    const rollBack = { action: 'roll-back', standing: standing() } as const;
    expect(MODULE_ACTION_WORDING['roll-back'].question(stepSubject(rollBack))).toBe('Roll mf_catalog back?');
    expect(stepOutcome(rollBack)).toBe(rollBackOutcome(standing()));
    const canary = { action: 'canary', standing: standing({ canary: null }), release: FIRST } as const;
    expect(stepOutcome(canary)).toBe('The other sessions stay on 1.1.0+bbbbbbbb.');
  });
});

describe('the canary share', () => {
  it('goes to the share typed, 10 % unless changed, and refuses one outside 1–99 % with the contract message', () => {
    expect(canaryStartSchema.parse(canaryShareFields({ share: String(DEFAULT_CANARY_SHARE) }))).toEqual({ share: 10 });
    expect(canaryStartSchema.parse(canaryShareFields({ share: ' 25 ' }))).toEqual({ share: 25 });
    for (const share of ['0', '100', '12.5', '', 'ten']) {
      const result = canaryStartSchema.safeParse(canaryShareFields({ share }));
      expect(result.error?.issues[0]?.message).toBe(MODULE_RELEASE_MESSAGES.canaryShare);
    }
  });
});

describe('the notice after a step', () => {
  it('says what the API answered, in the contract’s words', () => {
    expect(stepNotice({ action: 'canary', standing: standing(), release: CANARY }, standing())).toBe(
      MODULE_RELEASE_MESSAGES.canaryStarted('mf_catalog', '1.2.0+cccccccc', 25),
    );
    const promoted = standing({ live: { ...CANARY, state: 'live' }, canary: null });
    expect(stepNotice({ action: 'promote', standing: standing(), release: CANARY }, promoted)).toBe(
      MODULE_RELEASE_MESSAGES.promoted('mf_catalog', '1.2.0+cccccccc'),
    );
    const rolledBack = standing({ live: { ...FIRST, state: 'live' }, canary: null });
    expect(stepNotice({ action: 'roll-back', standing: standing() }, rolledBack)).toBe(
      MODULE_RELEASE_MESSAGES.rolledBack('mf_catalog', '1.0.0+aaaaaaaa'),
    );
    expect(stepNotice({ action: 'roll-back', standing: standing() }, standing({ live: null, canary: null }))).toBe(
      'mf_catalog is back on Built-in.',
    );
  });
});
