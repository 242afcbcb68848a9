import { MY_BOOKINGS_PAGE, manilaToday, PAGE_SIZE, PATHS } from '@qmj/contracts';
import { apiQuery, queryClient } from '@qmj/web-kit';
import { type BookingFilter, bookingFilterFrom } from './my-bookings/booking-filter';

/** The customer's bookings of a tab and page (`bookings.mine`). */
export const myBookingsQueryOptions = ({ status, page }: BookingFilter) =>
  apiQuery.bookings.mine.queryOptions({ input: { status, page, pageSize: PAGE_SIZE } });

/** The services to book, searched by `query` (`services.list`). */
export const servicesQueryOptions = (query: string) =>
  apiQuery.services.list.queryOptions({ input: { q: query || undefined } });

/** The events of a day (`availability.day`). */
export const dayEventsQueryOptions = (day: string) => apiQuery.availability.day.queryOptions({ input: { date: day } });

/**
 * What each page shows first, asked for as the module starts so the reads do not wait for the page's first render
 * (the same reads as contracts' `firstReads`, docs/serving.md#what-loads-when).
 */
const PAGE_STARTS: Record<string, (params: URLSearchParams) => void> = {
  [PATHS.bookEvent]: () => {
    void queryClient.prefetchQuery(servicesQueryOptions(''));
    void queryClient.prefetchQuery(dayEventsQueryOptions(manilaToday()));
  },
  [MY_BOOKINGS_PAGE.path]: (params) =>
    void queryClient.prefetchQuery(myBookingsQueryOptions(bookingFilterFrom(params))),
};

/** Asks for what the page at `location` shows first; the shell calls it as it starts this module (a `PageStart`). */
export function startPage({ pathname, search }: { pathname: string; search: string }): void {
  PAGE_STARTS[pathname]?.(new URLSearchParams(search));
}
