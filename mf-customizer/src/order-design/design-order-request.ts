import {
  type OrderDetails,
  orderTotal,
  type PaymentMethod,
  type PlaceOrderRequest,
  shippingFeeFor,
} from '@qmj/contracts';

/** The shipping fee and total the dialog shows: the contracts' rules, which the API applies again when it places. */
export function designOrderQuote(unitPrice: number, quantity: number, address: string) {
  const shippingFee = address.trim() ? shippingFeeFor(address) : null;
  return { shippingFee, total: orderTotal(unitPrice, quantity, shippingFee ?? 0) };
}

export interface DesignOrder extends OrderDetails {
  quantity: number;
}

/** Place Order of the mug carrying the design: no price, fee or total (the API's); the receipt with GCash only. */
export function designOrderRequest(
  order: DesignOrder,
  ids: { productId: number; customizationId: number },
  paymentMethod: PaymentMethod,
  receipt: File | null,
): PlaceOrderRequest & { receipt?: File } {
  return {
    ...order,
    ...ids,
    paymentMethod,
    intent: 'order',
    receipt: paymentMethod === 'GCASH' ? (receipt ?? undefined) : undefined,
  };
}
