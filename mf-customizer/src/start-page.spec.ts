import { describe, expect, it, jest } from '@jest/globals';
import { earlyPageReads, recordingApi } from '@qmj/web-kit/testing';

const api = recordingApi();
jest.unstable_mockModule('@qmj/web-kit', () => api.webKit);
const { startPage } = await import('./start-page');

const readsAt = (pathname: string, search = '') => api.readsOf(() => startPage({ pathname, search }));

describe('startPage', () => {
  it("asks for the customizer's first reads, the very ones the page's early script asks for", async () => {
    expect(await readsAt('/itemcustomization')).toEqual(earlyPageReads('/itemcustomization', 'customer'));
    expect(earlyPageReads('/itemcustomization', 'customer')).toEqual(['/api/customizations?page=1']);
  });
});
