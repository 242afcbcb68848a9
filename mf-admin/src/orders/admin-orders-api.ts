import { type Order, type OrderStatus, PAGE_SIZE } from '@qmj/contracts';
import { api } from '@qmj/web-kit';
import { withQuery } from '../common/use-api-data';
import { type AdminAction, orderActionBody, orderActionPath } from './order-actions';

export const ORDERS_LOAD_FAILED = 'Could not load the orders.';
export const ORDER_ACTION_FAILED = 'Could not change the order. Please try again.';
export const RECEIPT_LOAD_FAILED = 'Could not load the receipt.';

/** `GET /api/admin/orders` for one status, search and page. */
export function adminOrdersPath(status: OrderStatus, query: string, page: number): string {
  return withQuery('admin/orders', { status, q: query, page, pageSize: PAGE_SIZE });
}

/** Runs an administrator's action on an order still in the status the list showed; answers the order as it now is. */
export function runOrderAction(order: Order, action: AdminAction, denyReason = ''): Promise<Order> {
  return api
    .post(orderActionPath(order.id, action), { json: orderActionBody(action, order.status, denyReason) })
    .json<Order>();
}

/** The order's receipt image (`GET /api/orders/:id/receipt`) with the session's token. */
export function fetchReceipt(orderId: number, signal: AbortSignal): Promise<Blob> {
  return api.get(`orders/${encodeURIComponent(String(orderId))}/receipt`, { signal }).blob();
}
