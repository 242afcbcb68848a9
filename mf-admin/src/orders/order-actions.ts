import { type DenyOrderRequest, ORDER_TRANSITIONS, type OrderStatus } from '@qmj/contracts';
import { type ActionWording, offeredAdminActions } from '../common/admin-actions';

/** The administrator's order actions, in the order their buttons appear on a row. */
export const ADMIN_ORDER_ACTIONS = ['approve', 'deliver', 'delivered', 'undo', 'deny'] as const;
export type AdminAction = (typeof ADMIN_ORDER_ACTIONS)[number];

export const ORDER_ACTION_WORDING: Record<AdminAction, ActionWording> = {
  approve: { button: 'Approve', title: 'Approve Order', question: (code) => `Approve order ${code}?` },
  deny: { button: 'Deny', title: 'Deny Order', question: (code) => `Deny order ${code}?` },
  undo: { button: 'Undo', title: 'Undo', question: (code) => `Undo the last change of order ${code}?` },
  deliver: {
    button: 'Deliver Product',
    title: 'Deliver Product',
    question: (code) => `Send order ${code} out for delivery?`,
  },
  delivered: {
    button: 'Item Delivered',
    title: 'Item Delivered',
    question: (code) => `Mark order ${code} as delivered to the customer?`,
  },
};

/**
 * The actions a screen offers on an order in `status` (so Product Request never offers Deliver, and the Order List
 * never sends an order back to pending; docs/orders.md).
 */
export function offeredActions(status: OrderStatus, screenStatuses: readonly OrderStatus[]): AdminAction[] {
  return offeredAdminActions(ORDER_TRANSITIONS, ADMIN_ORDER_ACTIONS, status, screenStatuses);
}

/**
 * The input of an action besides the order's id: the status the administrator saw (so the API applies it only to an
 * order still in that status) and, for a deny, the reason typed, trimmed — none when blank, the
 * API then records DEFAULT_DENY_REASON.
 */
export function orderActionBody(action: AdminAction, seenStatus: OrderStatus, denyReason = ''): DenyOrderRequest {
  const reason = denyReason.trim();
  return action === 'deny' && reason ? { reason, expectedStatus: seenStatus } : { expectedStatus: seenStatus };
}
