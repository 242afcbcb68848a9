import type { Order } from '@qmj/contracts';
import { Loading } from '@qmj/web-kit';
import { Alert } from 'react-bootstrap';
import { useReceiptImage } from './use-receipt-image';

export const NO_RECEIPT_COD = 'No receipt (cash on delivery)';
export const NO_RECEIPT = 'No receipt was uploaded.';

/** The order's payment receipt (GCash), loaded through the API; a cash-on-delivery order has none. */
export function OrderReceipt({ order }: { order: Order }) {
  const receipt = useReceiptImage(order.id, order.hasReceipt);
  if (!order.hasReceipt) {
    return <p className="text-body-secondary mb-0">{order.paymentMethod === 'COD' ? NO_RECEIPT_COD : NO_RECEIPT}</p>;
  }
  if (receipt.loading) return <Loading className="py-3" />;
  if (receipt.error || !receipt.url) {
    return (
      <Alert variant="danger" className="mb-0 py-2" role="alert">
        {receipt.error}
      </Alert>
    );
  }
  return (
    <img
      src={receipt.url}
      alt={`Payment receipt of order ${order.transactionCode}`}
      className="img-fluid rounded border bg-white"
      style={{ maxHeight: '28rem' }}
    />
  );
}
