import { PAGE_SIZE } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import type { BookingFilter } from './booking-filter';

/** The customer's bookings of a tab and page (`bookings.mine`), as My Bookings and its start ask for them. */
export const myBookingsQueryOptions = ({ status, page }: BookingFilter) =>
  apiQuery.bookings.mine.queryOptions({ input: { status, page, pageSize: PAGE_SIZE } });
