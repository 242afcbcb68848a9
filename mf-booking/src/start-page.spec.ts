import { describe, expect, it, jest } from '@jest/globals';
import { earlyPageReads, recordingApi } from '@qmj/web-kit/testing';

const api = recordingApi();
jest.unstable_mockModule('@qmj/web-kit', () => api.webKit);
const { startPage } = await import('./start-page');

const readsAt = (pathname: string, search = '') => api.readsOf(() => startPage({ pathname, search }));

describe('startPage', () => {
  it("asks for each page's first reads, the very ones the page's early script asks for", async () => {
    for (const pathname of ['/mybookings', '/bookevents']) {
      expect(await readsAt(pathname)).toEqual(earlyPageReads(pathname, 'customer'));
      expect(earlyPageReads(pathname, 'customer')).not.toEqual([]);
    }
  });

  it('asks for the tab and page the address names, and for nothing on a page it does not start', async () => {
    expect(await readsAt('/mybookings', '?status=approved&page=2')).toEqual([
      '/api/bookings?status=approved&page=2&pageSize=10',
    ]);
    expect(await readsAt('/calendar')).toEqual([]);
  });
});
