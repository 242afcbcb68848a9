import type { BookingScreen } from '../bookings/booking-screen';

/** `/bookingtable` (Service Request): the booking requests waiting for, or given, the administrator's answer. */
export const SERVICE_REQUEST_SCREEN: BookingScreen = {
  title: 'Service Request',
  selectLabel: 'Requests',
  views: [
    { status: 'pending', label: 'Pending Request' },
    { status: 'approved', label: 'Approved Request' },
    { status: 'declined', label: 'Declined Request' },
  ],
  emptyText: 'No requests here.',
};
