import type { Order } from '@qmj/contracts';
import { apiQuery, ErrorState, errorMessage, Loading, useObjectUrl } from '@qmj/web-kit';
import { useQuery } from '@tanstack/react-query';

export const NO_RECEIPT_COD = 'No receipt (cash on delivery)';
export const NO_RECEIPT = 'No receipt was uploaded.';
export const RECEIPT_LOAD_FAILED = 'Could not load the receipt.';

/** The order's payment receipt (GCash), a private file loaded through the API; a cash-on-delivery order has none. */
export function OrderReceipt({ order }: { order: Order }) {
  const receipt = useQuery(
    apiQuery.orders.receipt.queryOptions({ input: { id: order.id }, enabled: order.hasReceipt }),
  );
  const url = useObjectUrl(receipt.data);
  if (!order.hasReceipt) {
    return <p className="text-body-secondary mb-0">{order.paymentMethod === 'COD' ? NO_RECEIPT_COD : NO_RECEIPT}</p>;
  }
  if (receipt.error) {
    return <ErrorState message={errorMessage(receipt.error, RECEIPT_LOAD_FAILED)} className="mb-0 py-2" />;
  }
  if (!url) return <Loading className="py-3" />;
  return (
    <img
      src={url}
      alt={`Payment receipt of order ${order.transactionCode}`}
      className="img-fluid rounded border bg-white"
      style={{ maxHeight: '28rem' }}
    />
  );
}
