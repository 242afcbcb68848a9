import { orderTotal, shippingFeeFor } from '@qmj/contracts';

/** The shipping fee and total the dialog shows: the contracts' rules, which the API applies again when it places. */
export function designOrderQuote(unitPrice: number, quantity: number, address: string) {
  const shippingFee = address.trim() ? shippingFeeFor(address) : null;
  return { shippingFee, total: orderTotal(unitPrice, quantity, shippingFee ?? 0) };
}
