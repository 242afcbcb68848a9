import { type AdminBooking, MAX_PAGE_SIZE, type Page } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query';

const approvedPage = (page: number) =>
  apiQuery.adminBookings.list.queryOptions({ input: { status: 'approved', page, pageSize: MAX_PAGE_SIZE } });

/** Module-level, so the combined answer keeps its identity until a page changes and the calendar is not redrawn. */
function allPages(pages: UseQueryResult<Page<AdminBooking>>[]) {
  return {
    bookings: pages.flatMap((page) => page.data?.items ?? []),
    error: pages.find((page) => page.error)?.error ?? null,
    refetch: () => Promise.all(pages.map((page) => page.refetch())),
  };
}

/** Every approved booking, read a full page at a time; the list has no date filter, so all pages are read. */
export function useApprovedBookings() {
  const first = useQuery(approvedPage(1));
  const pageCount = first.data ? Math.max(1, Math.ceil(first.data.total / MAX_PAGE_SIZE)) : 1;
  return useQueries({
    queries: Array.from({ length: pageCount }, (_, index) => approvedPage(index + 1)),
    combine: allPages,
  });
}
