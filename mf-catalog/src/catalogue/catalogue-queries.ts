import { apiQuery } from '@qmj/web-kit';
import { type CatalogueFilter, productsQuery } from './catalogue-filter';

/** The catalogue's page of products for a filter (`catalog.products`). */
export const productsQueryOptions = (filter: CatalogueFilter) =>
  apiQuery.catalog.products.queryOptions({ input: productsQuery(filter) });

/** The categories of the catalogue's filter (`catalog.categories`). */
export const categoriesQueryOptions = () => apiQuery.catalog.categories.queryOptions();
