import { formatPeso } from '@qmj/web-kit/ui';
import type { QuoteState } from './use-shipping-quote';

interface PriceQuoteProps {
  /** Merchandise in centavos (unit price × quantity, or the selected lines). */
  subtotal: number;
  /** How many orders the fee is added to (one per cart line); with none there is no total. */
  orders?: number;
  quote: QuoteState;
}

/** The shipping fee of one order as the quote stands (each order carries its own). */
export function shippingFeeText(quote: QuoteState): string {
  if (quote.state === 'ready') return formatPeso(quote.shippingFee);
  if (quote.state === 'loading') return 'Calculating…';
  if (quote.state === 'failed') return 'Not available';
  return 'Enter your address';
}

/** "Shipping Fee" (the API's quote for the address) and "Total": a quote, the API computes the real one. */
export function PriceQuote({ subtotal, orders = 1, quote }: PriceQuoteProps) {
  const fee = quote.state === 'ready' ? quote.shippingFee : null;
  return (
    <div aria-live="polite" className="border rounded-3 bg-body-tertiary p-3 mb-3">
      <dl className="row mb-0">
        <dt className="col-6 fw-normal">Shipping Fee</dt>
        <dd className="col-6 text-end mb-1">
          {shippingFeeText(quote)}
          {fee !== null && orders > 1 && <span className="d-block small text-body-secondary">× {orders} orders</span>}
        </dd>
        {orders > 0 && (
          <>
            <dt className="col-6 fw-semibold">Total</dt>
            <dd className="col-6 text-end fs-5 fw-bold mb-0">{formatPeso(subtotal + (fee ?? 0) * orders)}</dd>
          </>
        )}
      </dl>
      {orders === 0 && <p className="small text-body-secondary mb-0 mt-2">Select items to see the total.</p>}
      {quote.state === 'failed' && <p className="small text-danger mb-0 mt-2">{quote.message}</p>}
      {fee === null && quote.state !== 'failed' && (
        <p className="small text-body-secondary mb-0 mt-2">The shipping fee is added once your address is known.</p>
      )}
    </div>
  );
}
