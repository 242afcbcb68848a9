import {
  type AdminBookingPayment,
  BOOKING_PAYMENT_KIND_LABELS,
  type BookingPayment,
  type BookingStatus,
  findBookingPaymentTransition,
  PAYABLE_BOOKING_STATUSES,
} from '@qmj/contracts';
import type { ActionWording } from '../common/admin-actions';

/** The administrator's steps on a payment, in the order their buttons appear, each with its route. */
export const ADMIN_PAYMENT_ACTIONS = ['confirm', 'reject', 'record-cash', 'undo'] as const;
export type AdminPaymentAction = (typeof ADMIN_PAYMENT_ACTIONS)[number];

/** The route of each step but Reject, which takes a reason besides the state seen. */
export const PAYMENT_STEP_ROUTES = {
  confirm: 'confirmPayment',
  'record-cash': 'recordCashPayment',
  undo: 'undoPayment',
} as const satisfies Record<Exclude<AdminPaymentAction, 'reject'>, string>;

export const PAYMENT_ACTION_WORDING: Record<AdminPaymentAction, ActionWording> = {
  confirm: { button: 'Confirm', title: 'Confirm Payment', question: (payment) => `Confirm the ${payment}?` },
  reject: { button: 'Reject', title: 'Reject Payment', question: (payment) => `Reject the receipt of the ${payment}?` },
  'record-cash': {
    button: 'Record cash',
    title: 'Record Cash Payment',
    question: (payment) => `Record the ${payment} as paid in cash?`,
  },
  undo: { button: 'Undo', title: 'Undo Payment', question: (payment) => `Undo the confirmation of the ${payment}?` },
};

/**
 * The steps the payment state machine gives the administrator on this payment (docs/bookings.md, Payments): Confirm
 * and Reject a sent one, Record cash a due one, Undo a confirmed one — overdue or not, and only while its booking is
 * approved or done.
 */
export function offeredPaymentActions(
  payment: Pick<BookingPayment, 'kind' | 'method' | 'state'>,
  bookingStatus: BookingStatus,
): AdminPaymentAction[] {
  if (!PAYABLE_BOOKING_STATUSES.includes(bookingStatus)) return [];
  return ADMIN_PAYMENT_ACTIONS.filter((action) =>
    findBookingPaymentTransition(payment, payment.state, action, 'admin'),
  );
}

/** What a payment's question and buttons name: "balance of Ana’s Wedding". */
export function paymentSubject(payment: AdminBookingPayment): string {
  return `${BOOKING_PAYMENT_KIND_LABELS[payment.kind].toLowerCase()} of ${payment.booking.eventTitle}`;
}
