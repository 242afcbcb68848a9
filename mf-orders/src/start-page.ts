import { CUSTOMER_ORDER_PAGES, type CustomerOrderTab, ORDER_PAGE, PAGE_SIZE, PATHS, recordIdOf } from '@qmj/contracts';
import { apiQuery, queryClient } from '@qmj/web-kit';

/** A page of the customer's orders of a tab, searched by `query` (`orders.list`). */
export const purchasesQueryOptions = (tab: CustomerOrderTab, query: string, page: number) =>
  apiQuery.orders.list.queryOptions({ input: { tab, q: query || undefined, page, pageSize: PAGE_SIZE } });

/** One order of the customer (`orders.get`). */
export const orderQueryOptions = (id: number) => apiQuery.orders.get.queryOptions({ input: { id } });

/**
 * Asks for what the page at `location` shows first (the same reads as contracts' `firstReads`), so they do not wait
 * for the page's first render (docs/serving.md#what-loads-when); the shell calls it as it starts this module (a
 * `PageStart`).
 */
export function startPage({ pathname }: { pathname: string; search: string }): void {
  const orderPage = CUSTOMER_ORDER_PAGES.find((page) => page.path === pathname);
  const orderId = recordIdOf(pathname, ORDER_PAGE.base);
  if (orderPage) void queryClient.prefetchQuery(purchasesQueryOptions(orderPage.tab, '', 1));
  else if (orderId !== null) void queryClient.prefetchQuery(orderQueryOptions(orderId));
  else if (pathname === PATHS.profile) void queryClient.prefetchQuery(apiQuery.me.get.queryOptions());
}
