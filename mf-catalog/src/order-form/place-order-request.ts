import type { OrderDetails, PaymentMethod, PlaceOrderRequest } from '@qmj/contracts';
import { receiptToSend } from '../payment/receipt-file';

export interface PlaceOrderInput {
  productId: number;
  quantity: number;
  details: OrderDetails;
  paymentMethod: PaymentMethod;
}

/** Add to Cart: the product and the quantity only; the details and the payment are given at checkout. */
export function cartLineRequest(productId: number, quantity: number): PlaceOrderRequest {
  return { productId, quantity, paymentMethod: 'COD', intent: 'cart' };
}

/**
 * Place Order: the product, quantity, details and payment, and the receipt image with GCash. No
 * price, fee or total: the API computes them.
 */
export function placeOrderRequest(
  { productId, quantity, details, paymentMethod }: PlaceOrderInput,
  receipt: File | null,
): PlaceOrderRequest & { receipt?: File } {
  return {
    productId,
    quantity,
    ...details,
    paymentMethod,
    intent: 'order',
    receipt: receiptToSend(paymentMethod, receipt) ?? undefined,
  };
}
