/** Who acts on an order or a booking: its owner or the administrator. */
export type Actor = 'owner' | 'admin';

/** One row of a state machine table (docs/orders.md, docs/bookings.md): from, action, to, who, and its effect. */
export interface Transition<Status extends string, Action extends string> {
  from: Status | 'new';
  action: Action;
  to: Status;
  who: Actor;
}

/** The row that lets `who` apply `action` to a record in status `from`, if there is one. */
export function findTransition<Status extends string, Action extends string, Row extends Transition<Status, Action>>(
  table: readonly Row[],
  from: Status | 'new',
  action: Action,
  who: Actor,
): Row | undefined {
  return table.find((row) => row.from === from && row.action === action && row.who === who);
}

/** The 409 message of an action its record's status does not allow. */
export function stateConflictMessage(record: 'order' | 'booking', statusLabel: string, action: string): string {
  return `This ${record} is ${statusLabel}, so it cannot be changed by "${action}".`;
}
