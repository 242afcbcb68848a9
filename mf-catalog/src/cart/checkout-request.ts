import type { OrderDetails, PaymentMethod } from '@qmj/contracts';
import { receiptToSend } from '../payment/receipt-file';

export interface CheckoutInput {
  orderIds: readonly number[];
  details: OrderDetails;
  paymentMethod: PaymentMethod;
}

/** The fields of POST /api/orders/checkout as the contracts' `checkoutSchema` reads them. */
export function checkoutFields({ orderIds, details, paymentMethod }: CheckoutInput) {
  return {
    orderIds: orderIds.join(','),
    address: details.address.trim(),
    contact: details.contact.trim(),
    otherInfo: details.otherInfo.trim(),
    customerName: details.customerName.trim(),
    paymentMethod,
  };
}

/** The multipart body of POST /api/orders/checkout: the selected lines, the details and a GCash receipt. */
export function checkoutBody(input: CheckoutInput, receipt: File | null): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(checkoutFields(input))) body.set(name, value);
  const file = receiptToSend(input.paymentMethod, receipt);
  if (file) body.set('receipt', file, file.name);
  return body;
}
