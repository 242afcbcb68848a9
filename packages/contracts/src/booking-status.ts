import { type Actor, findTransition, stateConflictMessage, type Transition } from './state-machine.js';

/** Booking statuses (docs/bookings.md); a customer's withdrawn request is kept, never erased. */
export const BOOKING_STATUSES = ['pending', 'approved', 'declined', 'done', 'withdrawn'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'pending',
  approved: 'approved',
  declined: 'declined',
  done: 'done',
  withdrawn: 'withdrawn',
};

export const BOOKING_ACTIONS = ['request', 'approve', 'decline', 'done', 'withdraw'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];
export type BookingActor = Actor;

/**
 * What a transition does besides the status: `check-capacity` refuses a request touching a full
 * day or asking more of an add-on than remains; `claim-capacity` re-checks and claims every covered
 * day and add-on slot in the approval's transaction; `notify` tells the customer in the bell and by mail.
 */
export type BookingEffect = 'check-capacity' | 'claim-capacity-and-notify' | 'notify' | 'none';

/**
 * What a transition does to the booking's payments (docs/bookings.md, Payments): `confirm-down-payment`
 * as the administrator's confirm would; `void` both; `require-settled` refuses while money is
 * outstanding unless the administrator confirms it.
 */
export type BookingPaymentsEffect = 'schedule' | 'confirm-down-payment' | 'void' | 'require-settled';

export interface BookingTransition extends Transition<BookingStatus, BookingAction> {
  effect: BookingEffect;
  payments: BookingPaymentsEffect;
}

/** The booking state machine (docs/bookings.md): every status change goes through this table. */
export const BOOKING_TRANSITIONS: readonly BookingTransition[] = [
  { from: 'new', action: 'request', to: 'pending', who: 'owner', effect: 'check-capacity', payments: 'schedule' },
  {
    from: 'pending',
    action: 'approve',
    to: 'approved',
    who: 'admin',
    effect: 'claim-capacity-and-notify',
    payments: 'confirm-down-payment',
  },
  { from: 'pending', action: 'decline', to: 'declined', who: 'admin', effect: 'notify', payments: 'void' },
  { from: 'approved', action: 'done', to: 'done', who: 'admin', effect: 'none', payments: 'require-settled' },
  { from: 'pending', action: 'withdraw', to: 'withdrawn', who: 'owner', effect: 'none', payments: 'void' },
];

export function findBookingTransition(
  from: BookingStatus | 'new',
  action: BookingAction,
  who: BookingActor,
): BookingTransition | undefined {
  return findTransition(BOOKING_TRANSITIONS, from, action, who);
}

export function bookingStateConflict(status: BookingStatus, action: BookingAction): string {
  return stateConflictMessage('booking', BOOKING_STATUS_LABELS[status], action);
}

/** Statuses whose bookings hold their days and add-ons. */
export const CAPACITY_STATUSES: readonly BookingStatus[] = ['approved', 'done'];

/** The fixed reason of a declined request. */
export const BOOKING_DECLINE_REASON = 'The Admin declined your booking request due to some reasons';
