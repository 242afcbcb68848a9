import { apiQuery } from '@qmj/web-kit';

/** A page of a product's accepted orders (`catalog.sales`), by the id as its address writes it (see product-history-queries). */
export const productSalesQueryOptions = (productId: string, page = 1) =>
  apiQuery.catalog.sales.queryOptions({ input: { id: productId, page } });
