import { apiQuery } from '@qmj/web-kit';

/** A product's accepted orders (`catalog.sales`), by the id as its address writes it (see product-history-queries). */
export const productSalesQueryOptions = (productId: string) =>
  apiQuery.catalog.sales.queryOptions({ input: { id: productId } });
