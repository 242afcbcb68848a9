import type { CheckoutRequest, OrderDetails, PaymentMethod } from '@qmj/contracts';
import { receiptToSend } from '../payment/receipt-file';

export interface CheckoutInput {
  orderIds: readonly number[];
  details: OrderDetails;
  paymentMethod: PaymentMethod;
}

/** The input of `orders.checkout`: the selected lines, the details, and the receipt image with GCash. */
export function checkoutRequest(
  { orderIds, details, paymentMethod }: CheckoutInput,
  receipt: File | null,
): CheckoutRequest & { receipt?: File } {
  return {
    orderIds: [...orderIds],
    ...details,
    paymentMethod,
    receipt: receiptToSend(paymentMethod, receipt) ?? undefined,
  };
}
