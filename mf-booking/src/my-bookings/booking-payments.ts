import {
  BOOKING_PAYMENT_METHOD_LABELS,
  type BookingPayment,
  type BookingStatus,
  findBookingPaymentTransition,
  PAYABLE_BOOKING_STATUSES,
  SENT_PAYMENT_METHODS,
} from '@qmj/contracts';

export const BALANCE_SENT = 'Your balance payment was sent for checking.';
export const PAY_BALANCE_FAILED = 'Your payment could not be sent. Please try again.';

/** The methods the customer pays the balance with, each with its receipt; cash is the administrator's to record. */
export const BALANCE_METHOD_OPTIONS = SENT_PAYMENT_METHODS.map((method) => ({
  value: method,
  label: BOOKING_PAYMENT_METHOD_LABELS[method],
}));

/**
 * Whether the customer may send this payment: the state machine lets its owner send it (a balance still due, overdue
 * or not) and its booking's payments move (approved, or done with money outstanding), as the API allows.
 */
export function canPayBalance(payment: BookingPayment, bookingStatus: BookingStatus): boolean {
  return (
    PAYABLE_BOOKING_STATUSES.includes(bookingStatus) &&
    findBookingPaymentTransition(payment, payment.state, 'send', 'owner') !== undefined
  );
}
