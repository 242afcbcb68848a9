import { describe, expect, it, jest } from '@jest/globals';
import type { ModuleRelease, ModuleStanding } from '@qmj/contracts';
import { recordingApi } from '@qmj/web-kit/testing';

const answered = { remote: 'mf_catalog' } as ModuleStanding;
const modules = {
  startCanary: jest.fn(async (_input: { id: number; share: number }) => answered),
  promote: jest.fn(async (_input: { id: number }) => answered),
  rollBack: jest.fn(async (_input: { remote: string }) => answered),
};
const recording = recordingApi();
jest.unstable_mockModule('@qmj/web-kit', () => ({ ...recording.webKit, api: { modules } }));
const { MODULE_STEP_KEY, sendCanary, sendConfirmedStep } = await import('./module-actions');
const { moduleStandingsQueryOptions } = await import('./modules-queries');

const standing = { remote: 'mf_catalog' } as ModuleStanding;
const release = { id: 7, remote: 'mf_catalog', version: '1.2.0+cccccccc' } as ModuleRelease;

describe('the registry', () => {
  it("is read from the administrator's module list", async () => {
    const reads = await recording.readsOf(
      () => void recording.webKit.queryClient.prefetchQuery(moduleStandingsQueryOptions()),
    );
    expect(reads).toEqual(['/api/admin/modules']);
  });
});

describe('the steps sent', () => {
  it('starts a canary of the release with the share chosen', async () => {
    await expect(sendCanary({ action: 'canary', standing, release }, 25)).resolves.toBe(answered);
    expect(modules.startCanary).toHaveBeenCalledWith({ id: 7, share: 25 });
  });

  it('makes the release live, and rolls the remote back', async () => {
    await sendConfirmedStep({ action: 'promote', standing, release });
    expect(modules.promote).toHaveBeenCalledWith({ id: 7 });
    await sendConfirmedStep({ action: 'roll-back', standing });
    expect(modules.rollBack).toHaveBeenCalledWith({ remote: 'mf_catalog' });
    expect(modules.promote).toHaveBeenCalledTimes(1);
  });

  it("is keyed by the modules' route group, so the registry is read again after it", () => {
    expect(MODULE_STEP_KEY[0]).toEqual(['modules']);
  });
});
