import { CATALOGUE_PAGE_SIZE, type ProductListQuery } from '@qmj/contracts';

/** What the customer is looking at in the catalogue; kept in the address so Back returns to it. */
export interface CatalogueFilter {
  /** A category id, or '' for all categories. */
  categoryId: string;
  /** The settled search text ('' for none). */
  q: string;
  page: number;
}

export function readCatalogueFilter(params: URLSearchParams): CatalogueFilter {
  const categoryId = params.get('category') ?? '';
  const page = Number(params.get('page'));
  return {
    categoryId: /^\d{1,10}$/.test(categoryId) ? categoryId : '',
    q: (params.get('q') ?? '').trim(),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query for a filter: only what differs from the defaults. */
export function catalogueFilterParams(filter: CatalogueFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.categoryId) params.set('category', filter.categoryId);
  if (filter.q) params.set('q', filter.q);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/** The API's query for a filter (`catalog.products`): the page, its size, and the category and search when set. */
export function productsQuery(filter: CatalogueFilter): ProductListQuery {
  return {
    page: filter.page,
    pageSize: CATALOGUE_PAGE_SIZE,
    categoryId: filter.categoryId ? Number(filter.categoryId) : undefined,
    q: filter.q || undefined,
  };
}
