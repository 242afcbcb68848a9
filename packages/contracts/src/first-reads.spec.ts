import { describe, expect, it } from '@jest/globals';
import { CATALOGUE_PAGE_SIZE } from './constants.js';
import { firstReads } from './first-reads.js';

describe('firstReads', () => {
  it('asks for nothing without a stored session', () => {
    expect(firstReads('/userproducts', '', false)).toEqual([]);
  });

  it('asks for the session, and for the catalogue its first page and categories', () => {
    expect(firstReads('/home', '', true)).toEqual(['/api/me']);
    expect(firstReads('/userproducts', '', true)).toEqual([
      '/api/me',
      `/api/products?page=1&pageSize=${CATALOGUE_PAGE_SIZE}`,
      '/api/categories',
    ]);
  });

  it('asks for no page data when the address holds a search the module reads instead', () => {
    expect(firstReads('/userproducts', '?q=mug', true)).toEqual(['/api/me']);
  });
});
