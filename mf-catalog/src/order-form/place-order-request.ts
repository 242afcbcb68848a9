import type { OrderDetails, PaymentMethod, PlaceOrderRequest } from '@qmj/contracts';
import { receiptToSend } from '../payment/receipt-file';

export type OrderIntent = 'cart' | 'order';

export interface PlaceOrderInput {
  productId: number;
  quantity: number;
  details: OrderDetails;
  paymentMethod: PaymentMethod;
  intent: OrderIntent;
}

/**
 * The input of `orders.place`: the product, quantity, details and payment, and the receipt image with
 * a GCash order. No price, fee or total: the API computes them.
 */
export function placeOrderRequest(
  { productId, quantity, details, paymentMethod, intent }: PlaceOrderInput,
  receipt: File | null,
): PlaceOrderRequest & { receipt?: File } {
  return {
    productId,
    quantity,
    ...details,
    // A cart line is paid for at checkout, where the payment is chosen again.
    paymentMethod: intent === 'cart' ? 'COD' : paymentMethod,
    intent,
    receipt: (intent === 'order' ? receiptToSend(paymentMethod, receipt) : null) ?? undefined,
  };
}
