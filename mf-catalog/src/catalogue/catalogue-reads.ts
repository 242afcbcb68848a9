import { apiQuery, queryClient } from '@qmj/web-kit';
import { type CatalogueFilter, productsQuery, readCatalogueFilter } from './catalogue-filter';

/** The catalogue's page of products for a filter (`catalog.products`). */
export const productsQueryOptions = (filter: CatalogueFilter) =>
  apiQuery.catalog.products.queryOptions({ input: productsQuery(filter) });

/** The categories of the catalogue's filter (`catalog.categories`). */
export const categoriesQueryOptions = () => apiQuery.catalog.categories.queryOptions();

/**
 * Asks for what the catalogue at `search` shows first, as the module starts: the reads no longer wait for the
 * page's first render (docs/serving.md#what-loads-when).
 */
export function startCatalogueReads(search: string): void {
  void queryClient.prefetchQuery(productsQueryOptions(readCatalogueFilter(new URLSearchParams(search))));
  void queryClient.prefetchQuery(categoriesQueryOptions());
}
