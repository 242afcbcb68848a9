import type { Order, Page } from '@qmj/contracts';
import { api } from '@qmj/web-kit';

/** The whole cart in one page (the API's largest page). */
export const CART_PATH = 'orders?tab=cart&pageSize=100';

export const CART_MESSAGES = {
  load: 'Your cart could not be loaded.',
  quantity: 'The quantity could not be changed. Please try again.',
  remove: 'The item could not be removed. Please try again.',
  checkout: 'Your order could not be placed. Please try again.',
} as const;

export type CartPage = Page<Order>;

/** PATCH /api/orders/:id {quantity}: a cart line's quantity (1 to the stock). */
export function saveCartQuantity(id: number, quantity: number): Promise<Order> {
  return api.patch(`orders/${id}`, { json: { quantity } }).json<Order>();
}

/** DELETE /api/orders/:id: a cart line is removed for real. */
export async function removeCartLine(id: number): Promise<void> {
  await api.delete(`orders/${id}`);
}

/** POST /api/orders/checkout (multipart): the selected lines become pending orders. */
export function checkOutCart(body: FormData): Promise<Order[]> {
  return api.post('orders/checkout', { body }).json<Order[]>();
}
