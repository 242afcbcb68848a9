import { describe, expect, it, jest } from '@jest/globals';
import { earlyPageReads, recordingApi } from '@qmj/web-kit/testing';

const api = recordingApi();
jest.unstable_mockModule('@qmj/web-kit', () => api.webKit);
const { startPage } = await import('./start-page');

const readsAt = (pathname: string, search = '') => api.readsOf(() => startPage({ pathname, search }));

describe('startPage', () => {
  it("asks for each screen's first reads, the very ones the page's early script asks for", async () => {
    const screens = ['/dashBoard', '/productstable', '/orderRequest', '/productcategory', '/orderproducts', '/service'];
    const more = [
      '/bookingtable',
      '/payments',
      '/approved_events',
      '/customer',
      '/request/table',
      '/messages',
      '/settings',
      '/modules',
      '/audith_table/3',
    ];
    for (const pathname of [...screens, ...more, '/sales_table/3']) {
      expect(await readsAt(pathname)).toEqual(earlyPageReads(pathname, 'admin'));
      expect(earlyPageReads(pathname, 'admin')).not.toEqual([]);
    }
  });

  it('asks for the view the address names, and for nothing on a screen it does not start', async () => {
    expect(await readsAt('/orderRequest', '?status=denied')).toEqual([
      '/api/admin/orders?status=denied&page=1&pageSize=10',
    ]);
    expect(await readsAt('/bookingtable', '?status=unknown')).toEqual([
      '/api/admin/bookings?status=pending&page=1&pageSize=10',
    ]);
    expect(await readsAt('/payments', '?status=confirmed')).toEqual([
      '/api/admin/booking-payments?standing=confirmed&page=1&pageSize=10',
    ]);
    expect(await readsAt('/audith_table/x')).toEqual([]);
  });
});
