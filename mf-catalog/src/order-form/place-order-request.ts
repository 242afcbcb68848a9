import type { PlaceOrderRequest } from '@qmj/contracts';

/** Add to Cart: the product and the quantity only; the details and the payment are given at checkout. */
export function cartLineRequest(productId: number, quantity: number): PlaceOrderRequest {
  return { productId, quantity, paymentMethod: 'COD', intent: 'cart' };
}
