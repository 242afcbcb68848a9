import { type OrderStatus, PAGE_SIZE } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';

/** A page of the orders of one status, searched by `query` (`adminOrders.list`). */
export const adminOrdersQueryOptions = (status: OrderStatus, query: string, page: number) =>
  apiQuery.adminOrders.list.queryOptions({ input: { status, q: query || undefined, page, pageSize: PAGE_SIZE } });
