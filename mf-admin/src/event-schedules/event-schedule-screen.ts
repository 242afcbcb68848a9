import type { BookingScreen } from '../bookings/booking-screen';

/** `/approved_events` (Event Schedules): the approved events still to be held, and those already done. */
export const EVENT_SCHEDULE_SCREEN: BookingScreen = {
  title: 'Event Schedules',
  selectLabel: 'Events',
  views: [
    { status: 'approved', label: 'Event Schedules' },
    { status: 'done', label: 'Event Completed' },
  ],
  emptyText: 'No events here.',
};
