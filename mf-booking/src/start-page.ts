import { MY_BOOKINGS_PAGE, manilaToday, PATHS } from '@qmj/contracts';
import { queryClient } from '@qmj/web-kit';
import { dayEventsQueryOptions } from './availability/availability-queries';
import { servicesQueryOptions } from './book-events/book-events-queries';
import { bookingFilterFrom } from './my-bookings/booking-filter';
import { myBookingsQueryOptions } from './my-bookings/my-bookings-queries';

/**
 * What each page shows first, through the pages' own queries, asked for as the page starts so the reads do not wait
 * for its first render (the same reads as contracts' `firstReads`, docs/serving.md#what-loads-when).
 */
const PAGE_STARTS: Record<string, (params: URLSearchParams) => void> = {
  [PATHS.bookEvent]: () => {
    void queryClient.prefetchQuery(servicesQueryOptions(''));
    void queryClient.prefetchQuery(dayEventsQueryOptions(manilaToday()));
  },
  [MY_BOOKINGS_PAGE.path]: (params) =>
    void queryClient.prefetchQuery(myBookingsQueryOptions(bookingFilterFrom(params))),
};

/** Asks for what the page at `location` shows first; the shell calls it on every navigation to it (a `PageStart`). */
export function startPage({ pathname, search }: { pathname: string; search: string }): void {
  PAGE_STARTS[pathname]?.(new URLSearchParams(search));
}
