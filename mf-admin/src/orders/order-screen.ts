import type { OrderStatus, PaymentMethod } from '@qmj/contracts';

/** One choice of a screen's "Orders" selector: the orders of one status. */
export interface OrderView {
  status: OrderStatus;
  label: string;
}

/** An administrator's order screen: its title, the views of its selector and whether it shows the shipping fee. */
export interface OrderScreen {
  title: string;
  views: readonly [OrderView, ...OrderView[]];
  showShippingFee: boolean;
}

/** The statuses a screen lists (an action whose result leaves them is not offered there). */
export function screenStatuses(screen: OrderScreen): OrderStatus[] {
  return screen.views.map((view) => view.status);
}

/** The view a `?status=` value picks; the first view when it is missing or not one of the screen's. */
export function viewOf(screen: OrderScreen, status: string | null): OrderView {
  return screen.views.find((view) => view.status === status) ?? screen.views[0];
}

/** The last page of a list of `total` rows (1 when it is empty). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export const PAYMENT_LABELS: Record<PaymentMethod, string> = { COD: 'COD', GCASH: 'GCash' };

/** A status label with a capital first letter ('on delivery' → 'On delivery'). */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
