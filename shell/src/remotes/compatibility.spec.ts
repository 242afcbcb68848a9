import { describe, expect, it, jest } from '@jest/globals';
import { HOST_CONTRACT_VERSION, MODULE_RELEASE_MESSAGES, type RemoteDescriptor } from '@qmj/contracts';

const reportBrowserError = jest.fn();
jest.unstable_mockModule('../browser-errors/browser-errors', () => ({ reportBrowserError }));
const { chooseReleases, compatibleRelease } = await import('./compatibility');

const PATHS = ['/userproducts'];
const release = (version: string, hostRange: string) => ({
  manifest: `/api/modules/files/mf_catalog/${version}/mf-manifest.json`,
  version,
  hostRange,
});
const descriptor = (own: Partial<RemoteDescriptor>, fallbacks?: RemoteDescriptor['fallbacks']): RemoteDescriptor => ({
  name: 'mf_catalog',
  manifest: '/remotes/mf-catalog/mf-manifest.json',
  paths: PATHS,
  ...own,
  fallbacks,
});

describe('compatibleRelease', () => {
  it(`takes the release itself when shell ${HOST_CONTRACT_VERSION} satisfies its range, and the built-in one always`, () => {
    expect(compatibleRelease(descriptor(release('1.2.0+aa', '^1.0.0'), [release('1.1.0+bb', '^1.0.0')]))).toEqual({
      remote: { name: 'mf_catalog', paths: PATHS, ...release('1.2.0+aa', '^1.0.0') },
      skipped: [],
    });
    expect(compatibleRelease(descriptor({}))).toEqual({
      remote: { name: 'mf_catalog', paths: PATHS, manifest: '/remotes/mf-catalog/mf-manifest.json' },
      skipped: [],
    });
  });

  it('falls back to the newest earlier release that fits, naming the ones it skipped', () => {
    const chosen = compatibleRelease(
      descriptor(release('3.0.0+cc', '^2.0.0'), [
        release('2.9.0+dd', '>=1.1.0'),
        release('1.4.0+ee', '^1.0.0'),
        release('1.3.0+ff', '^1.0.0'),
      ]),
    );
    expect(chosen.remote).toEqual({ name: 'mf_catalog', paths: PATHS, ...release('1.4.0+ee', '^1.0.0') });
    expect(chosen.skipped).toEqual([
      { version: '3.0.0+cc', hostRange: '^2.0.0' },
      { version: '2.9.0+dd', hostRange: '>=1.1.0' },
    ]);
  });

  it('chooses none when no release fits, a malformed range fitting nothing', () => {
    expect(compatibleRelease(descriptor(release('2.0.0+aa', '^2.0.0'), [release('1.9.0+bb', 'not a range')]))).toEqual({
      remote: null,
      skipped: [
        { version: '2.0.0+aa', hostRange: '^2.0.0' },
        { version: '1.9.0+bb', hostRange: 'not a range' },
      ],
    });
  });
});

describe('chooseReleases', () => {
  it('reports each release skipped, and leaves a remote none of whose releases fits without a manifest', () => {
    const chosen = chooseReleases([
      descriptor(release('2.0.0+aa', '^2.0.0'), [release('1.1.0+bb', '^1.0.0')]),
      { ...descriptor(release('2.1.0+cc', '^2.0.0')), name: 'mf_orders' },
    ]);
    expect(chosen).toEqual([
      { name: 'mf_catalog', paths: PATHS, ...release('1.1.0+bb', '^1.0.0') },
      { name: 'mf_orders', paths: PATHS, manifest: '' },
    ]);
    expect(reportBrowserError.mock.calls).toEqual([
      [
        'incompatible',
        MODULE_RELEASE_MESSAGES.incompatible('mf_catalog', '2.0.0+aa', '^2.0.0', HOST_CONTRACT_VERSION),
        { remote: 'mf_catalog', version: '2.0.0+aa' },
      ],
      [
        'incompatible',
        MODULE_RELEASE_MESSAGES.incompatible('mf_orders', '2.1.0+cc', '^2.0.0', HOST_CONTRACT_VERSION),
        { remote: 'mf_orders', version: '2.1.0+cc' },
      ],
    ]);
  });
});
