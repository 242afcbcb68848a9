import type { Order } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { useQuery } from '@tanstack/react-query';
import { CheckedReceipt } from '../common/receipt-image';

export const NO_RECEIPT_COD = 'No receipt (cash on delivery)';
export const NO_RECEIPT = 'No receipt was uploaded.';

/** The order's payment receipt (GCash) and the reader's verdict on it; a cash-on-delivery order has none. */
export function OrderReceipt({ order }: { order: Order }) {
  const receipt = useQuery(
    apiQuery.orders.receipt.queryOptions({ input: { id: order.id }, enabled: order.hasReceipt }),
  );
  return (
    <CheckedReceipt
      receipt={order.hasReceipt ? receipt : null}
      reading={order.receipt}
      alt={`Payment receipt of order ${order.transactionCode}`}
      none={order.paymentMethod === 'COD' ? NO_RECEIPT_COD : NO_RECEIPT}
    />
  );
}
