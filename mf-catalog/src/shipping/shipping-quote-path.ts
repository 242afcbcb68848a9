/** `shipping-quote?address=…` of a typed address (trimmed), or null while there is none. */
export function shippingQuotePath(address: string): string | null {
  const trimmed = address.trim();
  return trimmed ? `shipping-quote?address=${encodeURIComponent(trimmed)}` : null;
}
