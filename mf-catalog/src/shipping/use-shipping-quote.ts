import { apiQuery, errorMessage } from '@qmj/web-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** How long typing must pause before the fee of an address is asked for. */
export const QUOTE_DELAY_MS = 500;

export type QuoteState =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; shippingFee: number };

/** The API's shipping fee for the address, asked for once typing pauses. It is a quote: the API fixes the real one. */
export function useShippingQuote(address: string): QuoteState {
  const [settled, setSettled] = useState(address.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(address.trim()), QUOTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [address]);

  const quote = useQuery(
    apiQuery.orders.shippingQuote.queryOptions({ input: { address: settled }, enabled: settled !== '' }),
  );
  if (!address.trim()) return { state: 'none' };
  if (address.trim() !== settled || quote.isPending) return { state: 'loading' };
  if (quote.isError) {
    return { state: 'failed', message: errorMessage(quote.error, 'The shipping fee could not be quoted.') };
  }
  return { state: 'ready', shippingFee: quote.data.shippingFee };
}
