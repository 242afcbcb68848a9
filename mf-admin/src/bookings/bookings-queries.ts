import { type BookingStatus, PAGE_SIZE } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';

/** A page of the bookings of one status (`adminBookings.list`). */
export const adminBookingsQueryOptions = (status: BookingStatus, page: number) =>
  apiQuery.adminBookings.list.queryOptions({ input: { status, page, pageSize: PAGE_SIZE } });
