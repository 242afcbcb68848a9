import { type CustomerOrderTab, PAGE_SIZE } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';

/** A page of the customer's orders of a tab, searched by `query` (`orders.list`). */
export const purchasesQueryOptions = (tab: CustomerOrderTab, query: string, page: number) =>
  apiQuery.orders.list.queryOptions({ input: { tab, q: query || undefined, page, pageSize: PAGE_SIZE } });

/** One order of the customer (`orders.get`). */
export const orderQueryOptions = (id: number) => apiQuery.orders.get.queryOptions({ input: { id } });
