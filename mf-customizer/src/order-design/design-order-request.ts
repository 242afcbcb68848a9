import { orderTotal, shippingFeeFor } from '@qmj/contracts';
import type { ReceiptPaysFor } from '@qmj/web-kit/ui';

/** The shipping fee and total the dialog shows: the contracts' rules, which the API applies again when it places. */
export function designOrderQuote(unitPrice: number, quantity: number, address: string) {
  const shippingFee = address.trim() ? shippingFeeFor(address) : null;
  return { shippingFee, total: orderTotal(unitPrice, quantity, shippingFee ?? 0) };
}

/**
 * What a GCash receipt pays for: the mug (a design's mug costs the mug's price) in the quantity and to the address
 * typed; null until both are there, so a receipt is not read against a half-typed order.
 */
export function designReceiptPaysFor(mugId: number, quantity: number, address: string): ReceiptPaysFor | null {
  const to = address.trim();
  return Number.isInteger(quantity) && quantity > 0 && to ? { productId: mugId, quantity, address: to } : null;
}
