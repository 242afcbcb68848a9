import type { Page } from './api.js';
import { manilaToday } from './booking-calendar.js';
import type { Product } from './catalog.js';
import { CATALOGUE_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZE } from './constants.js';
import type { Order } from './orders-schemas.js';
import type { Role } from './roles.js';
import {
  CART_PAGE,
  CUSTOMER_ORDER_PAGES,
  isAdminPath,
  MY_BOOKINGS_PAGE,
  normalisePath,
  ORDER_PAGE,
  PATHS,
} from './routes.js';

/** One GET a page starts with, written as its module sends it. */
export interface FirstRead {
  path: string;
  /**
   * The picture this read's answer puts first on the screen (the catalogue's first card, a product's own picture, the
   * largest thing a phone shows), asked for as soon as the answer arrives; null when it has none.
   */
  leadPicture?: (answer: unknown) => string | null;
}

/** A signed-in page's first read: who the stored session is. */
const SESSION_READ: FirstRead = { path: '/api/me' };

/**
 * A record's public picture (a product, an order of one, a service); null for an order carrying a mug design, which
 * shows the design's private preview instead.
 */
const pictureOf = (value: unknown): string | null => {
  const record = value as Partial<Pick<Product, 'imageUrl'> & Pick<Order, 'customization'>> | null | undefined;
  return typeof record?.imageUrl === 'string' && !record.customization ? record.imageUrl : null;
};

/** The picture of the first card of a page of records. */
function firstCardPicture(answer: unknown): string | null {
  const items = (answer as Partial<Page<unknown>> | null)?.items;
  return Array.isArray(items) ? pictureOf(items[0]) : null;
}

/** The picture of the first card of a list answered whole (the services). */
const firstListPicture = (answer: unknown): string | null => (Array.isArray(answer) ? pictureOf(answer[0]) : null);

/** The first page of a list, as the modules' tables ask for it (docs/platform-conventions.md). */
const firstPage = (path: string, filter = '', leadPicture?: FirstRead['leadPicture']): FirstRead => ({
  path: `${path}?${filter}page=1&pageSize=${PAGE_SIZE}`,
  leadPicture,
});

/** Where a page's address holds a record's id (`/productrequest/:id`). */
const ID = ':id';
const ID_SEGMENT = /^[1-9]\d{0,9}$/;

/** The id of the record whose page under `base` is `pathname` (`/purchases/12` → 12; any case), else null. */
export function recordIdOf(pathname: string, base: string): number | null {
  const [under, id, ...rest] = normalisePath(pathname).split(`${base.toLowerCase()}/`);
  return under === '' && id !== undefined && rest.length === 0 && ID_SEGMENT.test(id) ? Number(id) : null;
}

/**
 * The API reads a page starts with, by the page's path (`:id` for a record's id), each written exactly as the page's
 * module sends it: query in the same order, nothing it leaves out. The page's early script asks for them as the page
 * starts, beside the module's code, and the module's first calls are answered from them; the module's `startPage`
 * asks for the same on an in-app navigation (docs/serving.md#what-loads-when). A read that differs from the module's
 * costs one unused request. An administrator's screen's reads are asked for an administrator's session only. Each
 * entry is given the id its address holds (0 on a page without one).
 */
const PAGE_FIRST_READS: Record<string, (id: number) => readonly FirstRead[]> = {
  [PATHS.products]: () => [
    { path: `/api/products?page=1&pageSize=${CATALOGUE_PAGE_SIZE}`, leadPicture: firstCardPicture },
    { path: '/api/categories' },
  ],
  [`${PATHS.productRequest}/${ID}`]: (id) => [
    { path: `/api/products/${id}`, leadPicture: pictureOf },
    { path: `/api/products/${id}/similar` },
  ],
  [CART_PAGE.path]: () => [{ path: `/api/orders?tab=cart&pageSize=${MAX_PAGE_SIZE}` }],
  [PATHS.bookEvent]: () => [
    { path: '/api/services', leadPicture: firstListPicture },
    { path: `/api/availability/day?date=${manilaToday()}` },
  ],
  [MY_BOOKINGS_PAGE.path]: () => [firstPage('/api/bookings')],
  ...Object.fromEntries(
    CUSTOMER_ORDER_PAGES.map(({ path, tab }) => [
      path,
      () => [firstPage('/api/orders', `tab=${tab}&`, firstCardPicture)],
    ]),
  ),
  [`${ORDER_PAGE.base}/${ID}`]: (id) => [{ path: `/api/orders/${id}` }],
  [PATHS.customizer]: () => [{ path: '/api/customizations?page=1' }],
  [PATHS.dashboard]: () => [{ path: '/api/admin/dashboard/users' }, firstPage('/api/admin/users')],
  [PATHS.productList]: () => [{ path: '/api/categories' }, { path: '/api/sizes' }, firstPage('/api/products')],
  [PATHS.productRequests]: () => [firstPage('/api/admin/orders', 'status=pending&')],
  [PATHS.productCategory]: () => [{ path: '/api/categories' }],
  [PATHS.orderList]: () => [firstPage('/api/admin/orders', 'status=approved&')],
  [PATHS.serviceList]: () => [{ path: '/api/services' }],
  [PATHS.serviceRequests]: () => [firstPage('/api/admin/bookings', 'status=pending&')],
  [PATHS.payments]: () => [firstPage('/api/admin/booking-payments', 'standing=due&')],
  [PATHS.eventSchedules]: () => [firstPage('/api/admin/bookings', 'status=approved&')],
  [PATHS.customerList]: () => [firstPage('/api/admin/users')],
  [PATHS.bookedList]: () => [{ path: '/api/booked-records' }],
  [PATHS.settings]: () => [{ path: '/api/settings/payment' }],
  [PATHS.modules]: () => [{ path: '/api/admin/modules' }],
  [PATHS.messages]: () => [firstPage('/api/admin/conversations')],
  [`${PATHS.productHistory}/${ID}`]: (id) => [{ path: `/api/products/${id}/history` }],
  [`${PATHS.productSales}/${ID}`]: (id) => [{ path: `/api/products/${id}/sales?page=1` }],
};

/** The reads of the page at `pathname` (any case, as React Router matches), with the id its address holds. */
function pageReads(pathname: string): readonly FirstRead[] {
  for (const [page, reads] of Object.entries(PAGE_FIRST_READS)) {
    const id = page.endsWith(`/${ID}`) ? recordIdOf(pathname, page.slice(0, -ID.length - 1)) : null;
    if (id !== null) return reads(id);
    if (normalisePath(pathname) === page.toLowerCase()) return reads(0);
  }
  return [];
}

/**
 * What to ask the API for as a signed-in page at `pathname` and `search` starts, for a session of `role` (a visitor's
 * pages ask for nothing). An address with a search asks for the session only: the module reads its filter instead.
 */
export function firstReads(pathname: string, search: string, role: Role | null): FirstRead[] {
  const allowed = role === 'admin' || !isAdminPath(pathname);
  return [SESSION_READ, ...(search === '' && allowed ? pageReads(pathname) : [])];
}
