import { BOOKING_TRANSITIONS, type BookingStatus } from '@qmj/contracts';
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
