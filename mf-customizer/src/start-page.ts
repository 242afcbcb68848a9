import { PATHS } from '@qmj/contracts';
import { apiQuery, queryClient } from '@qmj/web-kit';

/** A page of the customer's saved designs (`customizations.mine`). */
export const myDesignsQueryOptions = (page: number) => apiQuery.customizations.mine.queryOptions({ input: { page } });

/**
 * Asks for what the page at `location` shows first (its designs' first page, as contracts' `firstReads`), so the read
 * does not wait for the page's first render (docs/serving.md#what-loads-when); the shell calls it as it starts this
 * module (a `PageStart`).
 */
export function startPage({ pathname }: { pathname: string; search: string }): void {
  if (pathname === PATHS.customizer) void queryClient.prefetchQuery(myDesignsQueryOptions(1));
}
