import { BOOKING_STATUSES, type BookingStatus, CAPACITY_STATUSES, findBookingTransition } from '@qmj/contracts';
import type { StatusColour } from '@qmj/web-kit/ui';

/** A booking's status in the customer's words. */
export const BOOKING_STATUS_TITLES: Record<BookingStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
  done: 'Done',
  withdrawn: 'Withdrawn',
};

export const BOOKING_STATUS_COLOURS: Record<BookingStatus, StatusColour> = {
  pending: 'warning',
  approved: 'success',
  declined: 'danger',
  done: 'primary',
  withdrawn: 'secondary',
};

/** The tabs of My Bookings: every booking, then one status each. */
export const BOOKING_TABS: readonly { status: BookingStatus | undefined; title: string }[] = [
  { status: undefined, title: 'All' },
  ...BOOKING_STATUSES.map((status) => ({ status, title: BOOKING_STATUS_TITLES[status] })),
];

export interface BookingFilter {
  status: BookingStatus | undefined;
  page: number;
}

/** The tab and page in the address (`?status=approved&page=2`); anything unknown is all bookings, page 1. */
export function bookingFilterFrom(params: URLSearchParams): BookingFilter {
  const status = BOOKING_STATUSES.find((known) => known === params.get('status'));
  const page = Number(params.get('page'));
  return { status, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export function bookingFilterSearch({ status, page }: BookingFilter): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A request may be withdrawn while the state machine allows its owner to (pending). */
export function canWithdraw(status: BookingStatus): boolean {
  return findBookingTransition(status, 'withdraw', 'owner') !== undefined;
}

/**
 * An event that holds its days (approved, or done): it has a calendar file for the customer's own calendar and an
 * invoice, as the API allows.
 */
export function isBookedEvent(status: BookingStatus): boolean {
  return CAPACITY_STATUSES.includes(status);
}
