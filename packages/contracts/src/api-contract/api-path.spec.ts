import { describe, expect, it } from '@jest/globals';
import { apiContract, apiPath } from '../index.js';

describe('apiPath', () => {
  it('fills the path parameters of a route under /api', () => {
    expect(apiPath(apiContract.catalog.barcodePng, { id: 12 })).toBe('/api/products/12/barcode.png');
    expect(apiPath(apiContract.platform.media, { key: 'a b.png' })).toBe('/api/media/a%20b.png');
  });

  it('refuses a route whose parameter is missing', () => {
    expect(() => apiPath(apiContract.orders.receipt)).toThrow("missing the path parameter 'id'");
  });
});
