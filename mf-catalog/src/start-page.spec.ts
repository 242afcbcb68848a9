import { describe, expect, it, jest } from '@jest/globals';
import { earlyPageReads, recordingApi } from '@qmj/web-kit/testing';

const api = recordingApi();
jest.unstable_mockModule('@qmj/web-kit', () => api.webKit);
const { startPage } = await import('./start-page');

const readsAt = (pathname: string, search = '') => api.readsOf(() => startPage({ pathname, search }));

describe('startPage', () => {
  it("asks for each page's first reads, the very ones the page's early script asks for", async () => {
    for (const pathname of ['/userproducts', '/productrequest/7', '/addtocart']) {
      expect(await readsAt(pathname)).toEqual(earlyPageReads(pathname, 'customer'));
      expect(earlyPageReads(pathname, 'customer')).not.toEqual([]);
    }
  });

  it('asks for the filter the address names, the product its long form names, and nothing elsewhere', async () => {
    expect(await readsAt('/userproducts', '?category=2&page=3')).toEqual([
      '/api/products?page=3&pageSize=12&categoryId=2',
      '/api/categories',
    ]);
    expect(await readsAt('/productrequest/mug.png/Mug/250/1/9/7/T-1/2/Tall/yes')).toEqual([
      '/api/products/7',
      '/api/products/7/similar',
    ]);
    expect(await readsAt('/productrequest/0')).toEqual([]);
    expect(await readsAt('/home')).toEqual([]);
  });
});
