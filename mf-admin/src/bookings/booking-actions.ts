import { type AdminBooking, BOOKING_TRANSITIONS, type BookingStatus, isOutstanding } from '@qmj/contracts';
import { type ActionWording, offeredAdminActions } from '../common/admin-actions';

/** The administrator's booking actions, in the order their buttons appear in the request's dialog. */
export const ADMIN_BOOKING_ACTIONS = ['approve', 'decline', 'done'] as const;
export type AdminBookingAction = (typeof ADMIN_BOOKING_ACTIONS)[number];

export const BOOKING_ACTION_WORDING: Record<AdminBookingAction, ActionWording> = {
  approve: { button: 'Approve', title: 'Approve Request', question: (event) => `Approve the request for ${event}?` },
  decline: { button: 'Decline', title: 'Decline Request', question: (event) => `Decline the request for ${event}?` },
  done: { button: 'Event Done', title: 'Event Done', question: (event) => `Mark ${event} as done?` },
};

/**
 * The actions a screen offers on a booking in `status` (so Service Request approves and declines, and Event
 * Schedules marks an approved event done; docs/bookings.md).
 */
export function offeredBookingActions(
  status: BookingStatus,
  screenStatuses: readonly BookingStatus[],
): AdminBookingAction[] {
  return offeredAdminActions(BOOKING_TRANSITIONS, ADMIN_BOOKING_ACTIONS, status, screenStatuses);
}

/** The money of a booking still to come in: its payments neither confirmed nor void. */
export function outstandingAmount(booking: Pick<AdminBooking, 'payments'>): number {
  return booking.payments.filter(isOutstanding).reduce((sum, payment) => sum + payment.amount, 0);
}

/** Event Done while money is outstanding is asked about, then sent as such (docs/bookings.md, Payments). */
export const DONE_WITH_MONEY_OUTSTANDING: ActionWording = {
  button: 'Event Done anyway',
  title: 'Event Done',
  question: (event) => `This event still has money outstanding. Mark ${event} as done anyway?`,
};

/**
 * An action's input besides the booking's id: the status the administrator saw and, for Event Done asked about
 * money outstanding, that it is marked done with it (the API refuses it otherwise while any is).
 */
export function bookingActionBody(
  action: AdminBookingAction,
  booking: Pick<AdminBooking, 'id' | 'status'>,
  outstandingConfirmed: boolean,
): { id: number; expectedStatus: BookingStatus; confirmOutstanding?: true } {
  const seen = { id: booking.id, expectedStatus: booking.status };
  return action === 'done' && outstandingConfirmed ? { ...seen, confirmOutstanding: true } : seen;
}
