import { CUSTOMER_ORDER_PAGES, ORDER_PAGE, PATHS, recordIdOf } from '@qmj/contracts';
import { apiQuery, queryClient } from '@qmj/web-kit';
import { loadEditProfilePage } from './profile/edit-profile-code';
import { orderQueryOptions, purchasesQueryOptions } from './purchases/purchases-queries';

/**
 * Asks for what the page at `location` shows first, through the pages' own queries (the same reads as contracts'
 * `firstReads`), and Edit Profile's code, so they do not wait for the page's first render
 * (docs/serving.md#what-loads-when); the shell calls it on every navigation to it (a `PageStart`).
 */
export function startPage({ pathname }: { pathname: string; search: string }): void {
  const orderPage = CUSTOMER_ORDER_PAGES.find((page) => page.path === pathname);
  const orderId = recordIdOf(pathname, ORDER_PAGE.base);
  if (orderPage) void queryClient.prefetchQuery(purchasesQueryOptions(orderPage.tab, '', 1));
  else if (orderId !== null) void queryClient.prefetchQuery(orderQueryOptions(orderId));
  else if (pathname === PATHS.profile) {
    void queryClient.prefetchQuery(apiQuery.me.get.queryOptions());
    loadEditProfilePage().catch(() => undefined);
  }
}
