import { apiQuery } from '@qmj/web-kit';

/** One product (`catalog.product`): the product page's, and each cart line's stock. */
export const productQueryOptions = (id: number) => apiQuery.catalog.product.queryOptions({ input: { id } });

/** Up to 8 products of the same category as product `id` (`catalog.similarProducts`). */
export const similarProductsQueryOptions = (id: number) =>
  apiQuery.catalog.similarProducts.queryOptions({ input: { id } });
