import { describe, expect, it } from '@jest/globals';
import { manilaToday } from './booking-calendar.js';
import { CATALOGUE_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZE } from './constants.js';
import { firstReads, recordIdOf } from './first-reads.js';
import type { Role } from './roles.js';

const paths = (pathname: string, search = '', role: Role | null = 'customer') =>
  firstReads(pathname, search, role).map((read) => read.path);
const firstPage = `page=1&pageSize=${PAGE_SIZE}`;

describe('firstReads', () => {
  it('asks for the session, and for the catalogue its first page and categories', () => {
    expect(paths('/home')).toEqual(['/api/me']);
    expect(paths('/userproducts')).toEqual([
      '/api/me',
      `/api/products?page=1&pageSize=${CATALOGUE_PAGE_SIZE}`,
      '/api/categories',
    ]);
  });

  it("asks for each customer page's first reads as its module sends them", () => {
    expect(paths('/mybookings')).toEqual(['/api/me', `/api/bookings?${firstPage}`]);
    expect(paths('/bookevents')).toEqual(['/api/me', '/api/services', `/api/availability/day?date=${manilaToday()}`]);
    expect(paths('/pending_main')).toEqual(['/api/me', `/api/orders?tab=pending&${firstPage}`]);
    expect(paths('/torecieve_main')).toEqual(['/api/me', `/api/orders?tab=to-receive&${firstPage}`]);
    expect(paths('/orderhistory')).toEqual(['/api/me', `/api/orders?tab=history&${firstPage}`]);
    expect(paths('/addtocart')).toEqual(['/api/me', `/api/orders?tab=cart&pageSize=${MAX_PAGE_SIZE}`]);
    expect(paths('/itemcustomization')).toEqual(['/api/me', '/api/customizations?page=1']);
    // The profile is the session's own read.
    expect(paths('/editprofiles')).toEqual(['/api/me']);
  });

  it("asks for a record's page by the id its address holds, and for nothing when it holds none", () => {
    expect(paths('/productrequest/7')).toEqual(['/api/me', '/api/products/7', '/api/products/7/similar']);
    expect(paths('/purchases/42')).toEqual(['/api/me', '/api/orders/42']);
    expect(paths('/ProductRequest/7/')).toEqual(['/api/me', '/api/products/7', '/api/products/7/similar']);
    for (const pathname of ['/productrequest', '/productrequest/0', '/productrequest/x', '/purchases/1/2']) {
      expect(paths(pathname)).toEqual(['/api/me']);
    }
    expect(paths('/audith_table/3', '', 'admin')).toEqual(['/api/me', '/api/products/3/history']);
    expect(paths('/sales_table/3', '', 'admin')).toEqual(['/api/me', '/api/products/3/sales?page=1']);
  });

  it("asks for an administrator's screens' first reads for an administrator's session only", () => {
    expect(paths('/orderRequest', '', 'admin')).toEqual(['/api/me', `/api/admin/orders?status=pending&${firstPage}`]);
    expect(paths('/orderproducts', '', 'admin')).toEqual(['/api/me', `/api/admin/orders?status=approved&${firstPage}`]);
    expect(paths('/bookingtable', '', 'admin')).toEqual(['/api/me', `/api/admin/bookings?status=pending&${firstPage}`]);
    expect(paths('/payments', '', 'admin')).toEqual([
      '/api/me',
      `/api/admin/booking-payments?standing=due&${firstPage}`,
    ]);
    expect(paths('/approved_events', '', 'admin')).toEqual([
      '/api/me',
      `/api/admin/bookings?status=approved&${firstPage}`,
    ]);
    expect(paths('/dashBoard', '', 'admin')).toEqual([
      '/api/me',
      '/api/admin/dashboard/users',
      `/api/admin/users?${firstPage}`,
    ]);
    expect(paths('/productstable', '', 'admin')).toEqual([
      '/api/me',
      '/api/categories',
      '/api/sizes',
      `/api/products?${firstPage}`,
    ]);
    expect(paths('/customer', '', 'admin')).toEqual(['/api/me', `/api/admin/users?${firstPage}`]);
    expect(paths('/settings', '', 'admin')).toEqual(['/api/me', '/api/settings/payment']);
    for (const role of ['customer', null] as const) {
      expect(paths('/orderRequest', '', role)).toEqual(['/api/me']);
      expect(paths('/audith_table/3', '', role)).toEqual(['/api/me']);
    }
  });

  it('asks for no page data when the address holds a search the module reads instead', () => {
    expect(paths('/userproducts', '?q=mug')).toEqual(['/api/me']);
    expect(paths('/orderRequest', '?status=approved', 'admin')).toEqual(['/api/me']);
  });

  it('names the first picture of the catalogue and of a product page, and none from anything else', () => {
    const [, catalogueFirstPage, categories] = firstReads('/userproducts', '', 'customer');
    const picture = catalogueFirstPage?.leadPicture;
    expect(picture?.({ items: [{ imageUrl: '/api/media/a.png' }, { imageUrl: '/api/media/b.png' }] })).toBe(
      '/api/media/a.png',
    );
    expect(picture?.({ items: [{ imageUrl: null }] })).toBeNull();
    expect(picture?.({ items: [] })).toBeNull();
    expect(picture?.({ message: 'Too many requests' })).toBeNull();
    expect(picture?.(null)).toBeNull();
    expect(categories?.leadPicture).toBeUndefined();
    const [, product, similar] = firstReads('/productrequest/7', '', 'customer');
    expect(product?.leadPicture?.({ id: 7, imageUrl: '/api/media/c.png' })).toBe('/api/media/c.png');
    expect(product?.leadPicture?.({ message: 'Not Found' })).toBeNull();
    expect(similar?.leadPicture).toBeUndefined();
  });

  it("names the first order's product picture, never a design's private preview, and the first service's", () => {
    const [, purchases] = firstReads('/pending_main', '', 'customer');
    expect(purchases?.leadPicture?.({ items: [{ imageUrl: '/api/media/m.png', customization: null }] })).toBe(
      '/api/media/m.png',
    );
    expect(
      purchases?.leadPicture?.({ items: [{ imageUrl: '/api/media/m.png', customization: { id: 3 } }] }),
    ).toBeNull();
    const [, services, availability] = firstReads('/bookevents', '', 'customer');
    expect(services?.leadPicture?.([{ imageUrl: '/api/media/s.png' }, { imageUrl: '/api/media/t.png' }])).toBe(
      '/api/media/s.png',
    );
    expect(services?.leadPicture?.({ message: 'Too many requests' })).toBeNull();
    expect(availability?.leadPicture).toBeUndefined();
  });
});

describe('recordIdOf', () => {
  it("reads a record's id from its page's address, in any case, and nothing else", () => {
    expect(recordIdOf('/purchases/12', '/purchases')).toBe(12);
    expect(recordIdOf('/Audith_Table/5/', '/audith_table')).toBe(5);
    for (const pathname of ['/purchases', '/purchases/', '/purchases/-1', '/purchases/1.5', '/x/purchases/1']) {
      expect(recordIdOf(pathname, '/purchases')).toBeNull();
    }
  });
});
