import { PAGE_SIZE } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';

/** What the Product List filters its products by (its report's too); an empty one is every product. */
export interface ProductListFilter {
  categoryId?: string;
  q?: string;
}

/** A page of the Product List's products (`catalog.products`). */
export const adminProductsQueryOptions = (filter: ProductListFilter, page: number) =>
  apiQuery.catalog.products.queryOptions({ input: { ...filter, page, pageSize: PAGE_SIZE } });
