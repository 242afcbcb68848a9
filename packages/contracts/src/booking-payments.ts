import { shiftDay } from './booking-calendar.js';
import type { BookingStatus } from './booking-status.js';
import type { Actor } from './state-machine.js';

/** A booking's two payments (docs/bookings.md, Payments): the down payment with the request, the balance before the event. */
export const BOOKING_PAYMENT_KINDS = ['down-payment', 'balance'] as const;
export type BookingPaymentKind = (typeof BOOKING_PAYMENT_KINDS)[number];

export const BOOKING_PAYMENT_METHODS = ['gcash', 'bank-transfer', 'cash'] as const;
export type BookingPaymentMethod = (typeof BOOKING_PAYMENT_METHODS)[number];
/** The methods a customer pays with from My Bookings, each with its receipt; cash is recorded by the administrator. */
export const SENT_PAYMENT_METHODS = ['gcash', 'bank-transfer'] as const satisfies readonly BookingPaymentMethod[];

export const BOOKING_PAYMENT_STATES = ['due', 'sent', 'confirmed', 'void'] as const;
export type BookingPaymentState = (typeof BOOKING_PAYMENT_STATES)[number];

/** The state as the customer and the administrator read it: `overdue` is computed, never stored (`paymentStanding`). */
export const BOOKING_PAYMENT_STANDINGS = ['due', 'overdue', 'sent', 'confirmed', 'void'] as const;
export type BookingPaymentStanding = (typeof BOOKING_PAYMENT_STANDINGS)[number];
/** The administrator's Payments view, one standing at a time (void ones are not listed). */
export const LISTED_PAYMENT_STANDINGS = ['due', 'overdue', 'sent', 'confirmed'] as const;
export type ListedPaymentStanding = (typeof LISTED_PAYMENT_STANDINGS)[number];

export const BOOKING_PAYMENT_KIND_LABELS: Record<BookingPaymentKind, string> = {
  'down-payment': 'Down payment',
  balance: 'Balance',
};
export const BOOKING_PAYMENT_METHOD_LABELS: Record<BookingPaymentMethod, string> = {
  gcash: 'GCash',
  'bank-transfer': 'Bank transfer',
  cash: 'Cash',
};

/** How a payment stands, in the words the customer's and the administrator's screens show. */
export const BOOKING_PAYMENT_STANDING_LABELS: Record<BookingPaymentStanding, string> = {
  due: 'Due',
  overdue: 'Overdue',
  sent: 'Sent for checking',
  confirmed: 'Confirmed',
  void: 'Void',
};

/** A payment's standing in words; a receipt sent after the due day is "Overdue, sent for checking": it arrived. */
export function paymentStandingLabel({
  standing,
  state,
}: {
  standing: BookingPaymentStanding;
  state: BookingPaymentState;
}) {
  const labels = BOOKING_PAYMENT_STANDING_LABELS;
  return standing === 'overdue' && state === 'sent'
    ? `${labels.overdue}, ${labels.sent.toLowerCase()}`
    : labels[standing];
}

/** An acknowledgement's number as it is printed and shown: six digits, `000042`. */
export function acknowledgementNumber(number: number): string {
  return String(number).padStart(6, '0');
}

export const BOOKING_PAYMENT_ACTIONS = ['send', 'confirm', 'record-cash', 'reject', 'undo'] as const;
export type BookingPaymentAction = (typeof BOOKING_PAYMENT_ACTIONS)[number];

/**
 * What a transition does besides the state: `store-receipt` keeps the receipt and queues its reading;
 * `acknowledge` numbers an acknowledgement and adds the amount to the day's event sales;
 * `notify-rejection` records the reason and tells the customer (the receipt stays on record);
 * `void-acknowledgement` voids it and takes the amount back from the day it was confirmed.
 */
export type BookingPaymentEffect = 'store-receipt' | 'acknowledge' | 'notify-rejection' | 'void-acknowledgement';

export interface BookingPaymentTransition {
  from: BookingPaymentState;
  action: BookingPaymentAction;
  to: BookingPaymentState;
  who: Actor;
  effect: BookingPaymentEffect;
  /** The payments the row is for: a kind only, or paid in cash or not (the undo of a cash payment leaves it due). */
  only?: { kind?: BookingPaymentKind; cash?: boolean };
  /** The method the row records, whatever the payment had. */
  method?: BookingPaymentMethod;
}

/** The payment state machine (docs/bookings.md, Payments): every change of a payment's state is a row here. */
export const BOOKING_PAYMENT_TRANSITIONS: readonly BookingPaymentTransition[] = [
  { from: 'due', action: 'send', to: 'sent', who: 'owner', effect: 'store-receipt', only: { kind: 'balance' } },
  { from: 'sent', action: 'confirm', to: 'confirmed', who: 'admin', effect: 'acknowledge' },
  { from: 'due', action: 'record-cash', to: 'confirmed', who: 'admin', effect: 'acknowledge', method: 'cash' },
  { from: 'sent', action: 'reject', to: 'due', who: 'admin', effect: 'notify-rejection' },
  {
    from: 'confirmed',
    action: 'undo',
    to: 'sent',
    who: 'admin',
    effect: 'void-acknowledgement',
    only: { cash: false },
  },
  { from: 'confirmed', action: 'undo', to: 'due', who: 'admin', effect: 'void-acknowledgement', only: { cash: true } },
];

/** The row that lets `who` apply `action` to this payment in state `from`, if there is one. */
export function findBookingPaymentTransition(
  payment: { kind: BookingPaymentKind; method: BookingPaymentMethod | null },
  from: BookingPaymentState,
  action: BookingPaymentAction,
  who: Actor,
): BookingPaymentTransition | undefined {
  return BOOKING_PAYMENT_TRANSITIONS.find(
    (row) =>
      row.from === from &&
      row.action === action &&
      row.who === who &&
      (row.only?.kind === undefined || row.only.kind === payment.kind) &&
      (row.only?.cash === undefined || row.only.cash === (payment.method === 'cash')),
  );
}

/** The bookings whose payments move: an approved event, or one done with money still outstanding. */
export const PAYABLE_BOOKING_STATUSES: readonly BookingStatus[] = ['approved', 'done'];

/**
 * How the customer and the administrator read a payment: `overdue` when its booking is approved and
 * it is still due or sent after its due day (Manila), else its state.
 */
export function paymentStanding(
  payment: { state: BookingPaymentState; dueOn: string },
  bookingStatus: BookingStatus,
  today: string,
): BookingPaymentStanding {
  const open = payment.state === 'due' || payment.state === 'sent';
  return open && bookingStatus === 'approved' && payment.dueOn < today ? 'overdue' : payment.state;
}

/** Whether a payment is money still to come in (neither confirmed nor void). */
export function isOutstanding(payment: { state: BookingPaymentState }): boolean {
  return payment.state === 'due' || payment.state === 'sent';
}

/**
 * A booking's schedule: the down payment due on the request day, the balance (total − down payment,
 * so the two always add up to the total) due `balanceDueDaysBefore` days before the event's first
 * day, never before the request day.
 */
export function bookingPaymentSchedule(
  booking: { total: number; downPayment: number; startDate: string },
  requestDay: string,
  balanceDueDaysBefore: number,
): Record<BookingPaymentKind, { amount: number; dueOn: string }> {
  const balanceDue = shiftDay(booking.startDate, -balanceDueDaysBefore);
  return {
    'down-payment': { amount: booking.downPayment, dueOn: requestDay },
    balance: { amount: booking.total - booking.downPayment, dueOn: balanceDue < requestDay ? requestDay : balanceDue },
  };
}

/** The day the balance reminder goes out: `balanceReminderDaysBefore` days before it is due. */
export function balanceReminderDay(dueOn: string, balanceReminderDaysBefore: number): string {
  return shiftDay(dueOn, -balanceReminderDaysBefore);
}

export const BALANCE_DUE_DAYS_MAX = 60;
export const BALANCE_REMINDER_DAYS_MAX = 30;
export const BALANCE_DUE_DAYS_DEFAULT = 7;
export const BALANCE_REMINDER_DAYS_DEFAULT = 3;

const STATE_LABELS: Record<BookingPaymentState, string> = {
  due: 'due',
  sent: 'sent for checking',
  confirmed: 'confirmed',
  void: 'void',
};

export const BOOKING_PAYMENT_MESSAGES = {
  paymentMissing: 'That payment does not exist.',
  notPayable: 'The payments of a booking can be settled only once it is approved.',
  outstanding:
    'This event still has money outstanding. Confirm its payments first, or mark it done with the money outstanding.',
  methodInvalid: 'Please choose GCash or bank transfer.',
  receiptRequired: 'Please upload the receipt of your balance payment.',
  reasonRequired: 'Please say why the payment is rejected.',
  notConfirmed: 'Only a confirmed payment has an acknowledgement.',
  receiptMissing: 'This payment has no receipt.',
  invoiceNotApproved: 'Only an approved booking has an invoice.',
  balanceDueDays: `Please choose from 0 to ${BALANCE_DUE_DAYS_MAX} days before the event.`,
  reminderDays: `Please choose from 0 to ${BALANCE_REMINDER_DAYS_MAX} days before the balance is due.`,
  confirmOutstanding: 'confirmOutstanding must be true or false.',
} as const;

/** The 409 of an action the payment's state does not allow: 'This payment is confirmed, so it cannot be changed by "confirm".' */
export function bookingPaymentStateConflict(state: BookingPaymentState, action: BookingPaymentAction): string {
  return `This payment is ${STATE_LABELS[state]}, so it cannot be changed by "${action}".`;
}

/** What a payment's mail says about its booking. */
export interface PaymentMailSubject {
  name: string;
  eventTitle: string;
  kind: BookingPaymentKind;
  amount: string;
  dueOn: string;
}

/** The customer's mails about a payment (docs/bookings.md, Payments and Reminders): subject and first line. */
export const BOOKING_PAYMENT_MAILS = {
  rejected: {
    subject: 'Your QMJ payment could not be confirmed',
    text: (about: PaymentMailSubject, reason: string) =>
      `Hi ${about.name}, the ${BOOKING_PAYMENT_KIND_LABELS[about.kind].toLowerCase()} of ${about.amount} for ${about.eventTitle} could not be confirmed: ${reason} Please send it again from My Bookings.`,
  },
  'due-soon': {
    subject: 'Your QMJ event balance is due soon',
    text: (about: PaymentMailSubject) =>
      `Hi ${about.name}! The balance of ${about.amount} for ${about.eventTitle} is due on ${about.dueOn}. You can pay it from My Bookings.`,
  },
  overdue: {
    subject: 'Your QMJ event balance is overdue',
    text: (about: PaymentMailSubject) =>
      `Hi ${about.name}, the balance of ${about.amount} for ${about.eventTitle} was due on ${about.dueOn} and is not paid yet. Please pay it from My Bookings.`,
  },
} as const;
