import { PATHS } from '@qmj/contracts';
import { queryClient } from '@qmj/web-kit';
import { myDesignsQueryOptions } from './my-designs/my-designs-queries';

/**
 * Asks for what the page at `location` shows first (its designs' first page, through the page's own query, as
 * contracts' `firstReads`), so the read does not wait for the page's first render (docs/serving.md#what-loads-when);
 * the shell calls it on every navigation to it (a `PageStart`).
 */
export function startPage({ pathname }: { pathname: string; search: string }): void {
  if (pathname === PATHS.customizer) void queryClient.prefetchQuery(myDesignsQueryOptions(1));
}
