import { CATALOGUE_PAGE_SIZE } from './constants.js';
import { PATHS } from './routes.js';

/** A signed-in page's first read: who the stored session is. */
const SESSION_READ = '/api/me';

/**
 * The API reads a page starts with, by path: GETs written as its module sends them. The shell asks for them as
 * the page starts, beside the module's code, and the module's first calls are answered from them
 * (docs/serving.md#what-loads-when). A read that differs from the module's costs one unused request.
 */
const PAGE_FIRST_READS: Record<string, readonly string[]> = {
  [PATHS.products]: [`/api/products?page=1&pageSize=${CATALOGUE_PAGE_SIZE}`, '/api/categories'],
};

/** What to ask the API for as the page at `pathname` and `search` starts: nothing without a stored session. */
export function firstReads(pathname: string, search: string, signedIn: boolean): string[] {
  if (!signedIn) return [];
  const pageReads = search === '' ? (PAGE_FIRST_READS[pathname] ?? []) : [];
  return [SESSION_READ, ...pageReads];
}
