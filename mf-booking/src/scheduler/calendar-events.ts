import type { EventApi, EventInput } from '@fullcalendar/core';
import type { AdminBooking, ScheduleEvent } from '@qmj/contracts';

/** Approved bookings are drawn in the approved colour, apart from the scheduler's own events. */
export const APPROVED_BOOKING_COLOR = 'var(--bs-success)';

/** A scheduler event as the calendar draws it; the event itself rides along for the edit dialog and moves. */
export function scheduleEventInput(event: ScheduleEvent): EventInput {
  return {
    id: `schedule-${event.id}`,
    title: event.text,
    start: event.startDate,
    end: event.endDate,
    allDay: false,
    extendedProps: { scheduleEvent: event },
  };
}

/**
 * An approved booking, read-only. Its dates and times are Manila wall-clock text without an offset, which the
 * calendar reads in its own zone, the business's (docs/money-and-time.md).
 */
export function approvedBookingInput(booking: AdminBooking): EventInput {
  return {
    id: `booking-${booking.id}`,
    title: `${booking.eventTitle} (${booking.serviceTitle})`,
    start: `${booking.startDate}T${booking.startTime}`,
    end: `${booking.endDate}T${booking.endTime}`,
    allDay: false,
    editable: false,
    interactive: false,
    color: APPROVED_BOOKING_COLOR,
  };
}

/** The scheduler event behind a drawn event; none for an approved booking. */
export function scheduleEventOf(event: EventApi): ScheduleEvent | undefined {
  return event.extendedProps.scheduleEvent as ScheduleEvent | undefined;
}

/**
 * The times of a dragged or resized event as the API takes them. The calendar drops the end of an event that
 * ends when it starts, and such an event still does after a move.
 */
export function movedTimes(start: Date, end: Date | null): Pick<ScheduleEvent, 'startDate' | 'endDate'> {
  return { startDate: start.toISOString(), endDate: (end ?? start).toISOString() };
}
