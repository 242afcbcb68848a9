import type { Page } from './api.js';
import type { Product } from './catalog.js';
import { CATALOGUE_PAGE_SIZE } from './constants.js';
import { PATHS } from './routes.js';

/** One GET a page starts with, written as its module sends it. */
export interface FirstRead {
  path: string;
  /**
   * The picture this read's answer puts first on the screen (the catalogue's first card, the largest thing a phone
   * shows), asked for as soon as the answer arrives; null when it has none.
   */
  leadPicture?: (answer: unknown) => string | null;
}

/** A signed-in page's first read: who the stored session is. */
const SESSION_READ: FirstRead = { path: '/api/me' };

function firstProductPicture(answer: unknown): string | null {
  const items = (answer as Partial<Page<Product>> | null)?.items;
  const picture = Array.isArray(items) ? items[0]?.imageUrl : null;
  return typeof picture === 'string' ? picture : null;
}

/**
 * The API reads a page starts with, by path. The page's early script asks for them as the page starts, beside the
 * module's code, and the module's first calls are answered from them (docs/serving.md#what-loads-when). A read
 * that differs from the module's costs one unused request.
 */
const PAGE_FIRST_READS: Record<string, readonly FirstRead[]> = {
  [PATHS.products]: [
    { path: `/api/products?page=1&pageSize=${CATALOGUE_PAGE_SIZE}`, leadPicture: firstProductPicture },
    { path: '/api/categories' },
  ],
};

/** What to ask the API for as a signed-in page at `pathname` and `search` starts (a visitor's pages ask for nothing). */
export function firstReads(pathname: string, search: string): FirstRead[] {
  const pageReads = search === '' ? (PAGE_FIRST_READS[pathname] ?? []) : [];
  return [SESSION_READ, ...pageReads];
}
