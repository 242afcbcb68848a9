import type { CANCELLATION_REASONS, Order, Page, Product } from '@qmj/contracts';
import { api } from '@qmj/web-kit';

export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const ORDER_CALL_FAILED = {
  list: 'Your orders could not be loaded. Please try again.',
  cancel: 'The order could not be cancelled. Please try again.',
  undo: 'The cancellation could not be undone. Please try again.',
  delete: 'The order could not be deleted. Please try again.',
  similar: 'Similar products could not be loaded. Please try again.',
} as const;

export function fetchOrders(tab: string, q: string, page: number, pageSize: number): Promise<Page<Order>> {
  const searchParams: Record<string, string | number> = { tab, page, pageSize };
  if (q) searchParams.q = q;
  return api.get('orders', { searchParams }).json<Page<Order>>();
}

export async function cancelOrder(orderId: number, reason: CancellationReason): Promise<void> {
  await api.post(`orders/${orderId}/cancel`, { json: { reason } });
}

export async function undoCancel(orderId: number): Promise<void> {
  await api.post(`orders/${orderId}/undo-cancel`);
}

/** Hides the order from this customer (its status, sales and stock stay as they are). */
export async function deleteOrder(orderId: number): Promise<void> {
  await api.delete(`orders/${orderId}`);
}

export function fetchSimilarProducts(productId: number): Promise<Product[]> {
  return api.get(`products/${productId}/similar`).json<Product[]>();
}
