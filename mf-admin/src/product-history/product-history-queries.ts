import { apiQuery } from '@qmj/web-kit';

/**
 * A product's history rows (`catalog.history`), by the id as its address writes it: the page sends it as it is, so
 * the API answers a wrong one with its own message, and a read asked for earlier is the same query.
 */
export const productHistoryQueryOptions = (productId: string) =>
  apiQuery.catalog.history.queryOptions({ input: { id: productId } });
