import { describe, expect, it } from '@jest/globals';
import { CATALOGUE_PAGE_SIZE } from './constants.js';
import { firstReads } from './first-reads.js';

const paths = (pathname: string, search: string) => firstReads(pathname, search).map((read) => read.path);

describe('firstReads', () => {
  it('asks for the session, and for the catalogue its first page and categories', () => {
    expect(paths('/home', '')).toEqual(['/api/me']);
    expect(paths('/userproducts', '')).toEqual([
      '/api/me',
      `/api/products?page=1&pageSize=${CATALOGUE_PAGE_SIZE}`,
      '/api/categories',
    ]);
  });

  it('asks for no page data when the address holds a search the module reads instead', () => {
    expect(paths('/userproducts', '?q=mug')).toEqual(['/api/me']);
  });

  it("names the catalogue's first picture from its first page, and none from anything else", () => {
    const [, firstPage, categories] = firstReads('/userproducts', '');
    const picture = firstPage?.leadPicture;
    expect(picture?.({ items: [{ imageUrl: '/api/media/a.png' }, { imageUrl: '/api/media/b.png' }] })).toBe(
      '/api/media/a.png',
    );
    expect(picture?.({ items: [{ imageUrl: null }] })).toBeNull();
    expect(picture?.({ items: [] })).toBeNull();
    expect(picture?.({ message: 'Too many requests' })).toBeNull();
    expect(picture?.(null)).toBeNull();
    expect(categories?.leadPicture).toBeUndefined();
  });
});
