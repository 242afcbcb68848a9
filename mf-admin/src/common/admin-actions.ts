import type { ReceiptBadge } from '@qmj/contracts';

/** How an administrator's action reads on screen. */
export interface ActionWording {
  /** The button's text (its accessible name adds what it acts on). */
  button: string;
  /** The confirm dialog's title. */
  title: string;
  /** The confirm dialog's question, given what it acts on (a transaction code, an event's title). */
  question: (subject: string) => string;
}

/** A row of a state machine table of `@qmj/contracts` (orders, bookings). */
interface Transition<Status extends string, Action extends string> {
  from: Status | 'new';
  action: Action;
  to: Status;
  who: string;
}

/**
 * The actions a screen offers on a record in `status`: every administrator transition of the state machine from
 * that status whose result stays among the screen's statuses, in the order of `buttons` (so a screen never offers
 * a change that would send the record off it; docs/orders.md).
 */
export function offeredAdminActions<Status extends string, Action extends string, Button extends Action>(
  transitions: readonly Transition<Status, Action>[],
  buttons: readonly Button[],
  status: Status,
  screenStatuses: readonly Status[],
): Button[] {
  const offered = transitions
    .filter((row) => row.who === 'admin' && row.from === status && screenStatuses.includes(row.to))
    .map((row) => row.action);
  return buttons.filter((action) => offered.includes(action));
}

/**
 * Whether an action needs the administrator to confirm a suspicious receipt first: approving is what accepts the
 * payment, of a pending GCash order or of a pending booking's down payment (docs/orders.md, docs/bookings.md).
 */
export function needsReceiptConfirmation(action: string, record: { receipt: { badge: ReceiptBadge } | null }): boolean {
  return action === 'approve' && record.receipt?.badge === 'suspicious';
}
