import { type OrderStatus, PAGE_SIZE, type ReceiptBadge } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';

/** A page of the orders of one status, searched by `query`, of one receipt badge when `receipt` is given (`adminOrders.list`). */
export const adminOrdersQueryOptions = (status: OrderStatus, query: string, page: number, receipt?: ReceiptBadge) =>
  apiQuery.adminOrders.list.queryOptions({
    input: { status, q: query || undefined, receipt, page, pageSize: PAGE_SIZE },
  });
