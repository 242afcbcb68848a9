import type { ShippingQuote } from '@qmj/contracts';
import { useEffect, useState } from 'react';
import { useApiGet } from '../shared/use-api-get';
import { shippingQuotePath } from './shipping-quote-path';

/** How long typing must pause before the fee of an address is asked for. */
export const QUOTE_DELAY_MS = 500;

export type QuoteState =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; shippingFee: number };

/** The API's shipping fee for the address, asked for once typing pauses. It is a quote: the API fixes the real one. */
export function useShippingQuote(address: string): QuoteState {
  const [settled, setSettled] = useState(address);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(address), QUOTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [address]);

  const path = shippingQuotePath(settled);
  const quote = useApiGet<ShippingQuote>(path, 'The shipping fee could not be quoted.');
  if (path === null) return address.trim() ? { state: 'loading' } : { state: 'none' };
  if (shippingQuotePath(address) !== path || quote.state === 'loading') return { state: 'loading' };
  if (quote.state === 'failed') return { state: 'failed', message: quote.message };
  return { state: 'ready', shippingFee: quote.data.shippingFee };
}
