import type { OrderDetails, PaymentMethod } from '@qmj/contracts';
import { receiptToSend } from '../payment/receipt-file';

export type OrderIntent = 'cart' | 'order';

export interface PlaceOrderInput {
  productId: number;
  quantity: number;
  details: OrderDetails;
  paymentMethod: PaymentMethod;
  intent: OrderIntent;
}

/** The fields of POST /api/orders as the contracts' `placeOrderSchema` reads them (details trimmed). */
export function placeOrderFields({ productId, quantity, details, paymentMethod, intent }: PlaceOrderInput) {
  return {
    productId,
    quantity,
    address: details.address.trim(),
    contact: details.contact.trim(),
    otherInfo: details.otherInfo.trim(),
    customerName: details.customerName.trim(),
    // A cart line is paid for at checkout, where the payment is chosen again.
    paymentMethod: intent === 'cart' ? ('COD' as const) : paymentMethod,
    intent,
  };
}

/**
 * The multipart body of POST /api/orders: the fields, and the receipt image with a GCash order.
 * No price, fee or total: the API computes them.
 */
export function placeOrderBody(input: PlaceOrderInput, receipt: File | null): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(placeOrderFields(input))) body.set(name, String(value));
  const file = input.intent === 'order' ? receiptToSend(input.paymentMethod, receipt) : null;
  if (file) body.set('receipt', file, file.name);
  return body;
}
