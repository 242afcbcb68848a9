import { describe, expect, it, jest } from '@jest/globals';
import { earlyPageReads, recordingApi } from '@qmj/web-kit/testing';

const api = recordingApi();
jest.unstable_mockModule('@qmj/web-kit', () => api.webKit);
const { startPage } = await import('./start-page');

const readsAt = (pathname: string, search = '') => api.readsOf(() => startPage({ pathname, search }));

describe('startPage', () => {
  it("asks for each page's first reads, the very ones the page's early script asks for", async () => {
    for (const pathname of ['/pending_main', '/orderhistory', '/purchases/12']) {
      expect(await readsAt(pathname)).toEqual(earlyPageReads(pathname, 'customer'));
      expect(earlyPageReads(pathname, 'customer')).not.toEqual([]);
    }
  });

  it('asks for the session on the profile, and for nothing on a page it does not start', async () => {
    expect(await readsAt('/editprofiles')).toEqual(['/api/me']);
    expect(await readsAt('/purchases/x')).toEqual([]);
  });
});
