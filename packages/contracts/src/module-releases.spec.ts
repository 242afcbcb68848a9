import { describe, expect, it } from '@jest/globals';
import { releasePublishSchema } from './module-release-schemas.js';
import {
  canaryFails,
  HOST_CONTRACT_VERSION,
  hostSatisfies,
  MODULE_RELEASE_MESSAGES,
  moduleBucketOf,
  stackHead,
} from './module-releases.js';
import { remoteDescriptorsOf } from './remotes.js';

describe('the host contract', () => {
  it("runs a release whose range the shell's version satisfies, and none with a range it does not or a malformed one", () => {
    expect(HOST_CONTRACT_VERSION).toBe('1.0.0');
    expect(hostSatisfies('^1.0.0')).toBe(true);
    expect(hostSatisfies('>=1.0.0 <1.1.0')).toBe(true);
    expect(hostSatisfies('^1.1.0')).toBe(false);
    expect(hostSatisfies('^2.0.0')).toBe(false);
    expect(hostSatisfies('not a range')).toBe(false);
    expect(hostSatisfies('^2.0.0', '2.3.1')).toBe(true);
  });
});

describe('canaries', () => {
  const limits = { factor: 2, minErrors: 3 };

  it('fail only with enough errors and more than `factor` times the live errors per session', () => {
    expect(canaryFails({ sessions: 10, errors: 3 }, { sessions: 100, errors: 0 }, limits)).toBe(true);
    expect(canaryFails({ sessions: 10, errors: 2 }, { sessions: 100, errors: 0 }, limits)).toBe(false);
    expect(canaryFails({ sessions: 100, errors: 4 }, { sessions: 100, errors: 2 }, limits)).toBe(false);
    expect(canaryFails({ sessions: 100, errors: 5 }, { sessions: 100, errors: 2 }, limits)).toBe(true);
    expect(canaryFails({ sessions: 0, errors: 5 }, { sessions: 100, errors: 0 }, limits)).toBe(false);
  });

  it("keep a session's bucket from its cookie, and draw one for none or a malformed one", () => {
    expect(moduleBucketOf('0')).toBe(0);
    expect(moduleBucketOf('99')).toBe(99);
    for (const cookie of [undefined, '100', '-1', '4.5', 'x', '']) expect(moduleBucketOf(cookie, () => 0.42)).toBe(42);
  });
});

describe('a release', () => {
  const body = {
    remote: 'mf_catalog',
    version: '1.4.0+3f2a1bc9',
    commit: '3f2a1bc',
    hostRange: '^1.0.0',
    files: [{ path: 'mf-manifest.json', base64: '' }],
  };

  it('has a version, a host range and file paths inside its build', () => {
    expect(releasePublishSchema.safeParse(body).success).toBe(true);
    const issueOf = (change: object) =>
      releasePublishSchema.safeParse({ ...body, ...change }).error?.issues[0]?.message;
    expect(issueOf({ version: 'latest' })).toBe(MODULE_RELEASE_MESSAGES.version);
    expect(issueOf({ hostRange: 'any shell' })).toBe(MODULE_RELEASE_MESSAGES.hostRange);
    expect(issueOf({ remote: 'mf_other' })).toBe(MODULE_RELEASE_MESSAGES.unknownRemote);
    for (const path of ['../secret', 'static/../../x', '/etc/passwd', 'a//b', './x']) {
      expect(issueOf({ files: [{ path, base64: '' }] })).toBe(MODULE_RELEASE_MESSAGES.filePath);
    }
  });

  it('reports the first lines of a stack only', () => {
    const stack = Array.from({ length: 20 }, (_, line) => `at frame ${line}`).join('\n');
    expect(stackHead(stack)?.split('\n')).toHaveLength(5);
    expect(stackHead(undefined)).toBeUndefined();
  });
});

describe('the module list', () => {
  it('keeps well-formed entries and, of their fallbacks, the well-formed ones', () => {
    const good = { manifest: '/m.json', version: '1.0.0+aa', hostRange: '^1.0.0' };
    const body = {
      remotes: [
        {
          name: 'mf_catalog',
          manifest: '/a.json',
          paths: ['/x'],
          version: '1.1.0+bb',
          fallbacks: [good, { manifest: 1 }],
        },
        { name: 'mf_booking', manifest: '/b.json', paths: ['/y'], version: 7 },
        'junk',
      ],
    };
    expect(remoteDescriptorsOf(body)).toEqual([
      { name: 'mf_catalog', manifest: '/a.json', paths: ['/x'], version: '1.1.0+bb', fallbacks: [good] },
    ]);
    expect(remoteDescriptorsOf(null)).toEqual([]);
  });
});
