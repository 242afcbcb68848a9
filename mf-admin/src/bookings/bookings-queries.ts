import { type BookingStatus, PAGE_SIZE, type ReceiptBadge } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';

/** A page of the bookings of one status, of one receipt badge when `receipt` is given (`adminBookings.list`). */
export const adminBookingsQueryOptions = (status: BookingStatus, page: number, receipt?: ReceiptBadge) =>
  apiQuery.adminBookings.list.queryOptions({ input: { status, receipt, page, pageSize: PAGE_SIZE } });
