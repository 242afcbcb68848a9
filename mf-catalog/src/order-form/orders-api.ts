import type { Order } from '@qmj/contracts';
import { api } from '@qmj/web-kit';

export const PLACE_ORDER_FAILED = 'Your order could not be placed. Please try again.';
export const ADD_TO_CART_FAILED = 'The item could not be added to your cart. Please try again.';

/** POST /api/orders (multipart): a cart line or a placed order; the API answers the stored order. */
export function postOrder(body: FormData): Promise<Order> {
  return api.post('orders', { body }).json<Order>();
}
