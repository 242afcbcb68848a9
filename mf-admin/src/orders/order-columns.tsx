import type { AdminOrder } from '@qmj/contracts';
import { type DataColumn, formatCount, formatDateTime, formatPeso } from '@qmj/web-kit/ui';
import { Button } from 'react-bootstrap';
import { ReceiptBadge } from '../common/receipt-badge';
import { type AdminAction, ORDER_ACTION_WORDING } from './order-actions';
import { PAYMENT_LABELS } from './order-screen';

interface OrderColumnsOptions {
  /** The Shipping Fee column, on the Order List only. */
  showShippingFee: boolean;
  /** The actions a row offers (derived from ORDER_TRANSITIONS by the page). */
  actionsOf: (order: AdminOrder) => AdminAction[];
  onAction: (order: AdminOrder, action: AdminAction) => void;
  onView: (order: AdminOrder) => void;
}

const ACTION_VARIANTS: Record<AdminAction, string> = {
  approve: 'success',
  deliver: 'primary',
  delivered: 'success',
  undo: 'outline-secondary',
  deny: 'outline-danger',
};

/** "View details" and the row's actions, each named with the transaction code. */
function OrderButtons({
  order,
  actionsOf,
  onAction,
  onView,
}: Omit<OrderColumnsOptions, 'showShippingFee'> & { order: AdminOrder }) {
  const code = order.transactionCode;
  return (
    <div className="d-flex flex-wrap gap-1">
      <Button size="sm" variant="outline-primary" aria-label={`View details ${code}`} onClick={() => onView(order)}>
        View details
      </Button>
      {actionsOf(order).map((action) => {
        const label = ORDER_ACTION_WORDING[action].button;
        return (
          <Button
            key={action}
            size="sm"
            variant={ACTION_VARIANTS[action]}
            aria-label={`${label} ${code}`}
            onClick={() => onAction(order, action)}
          >
            {label}
          </Button>
        );
      })}
    </div>
  );
}

const SHIPPING_FEE_COLUMN: DataColumn<AdminOrder> = {
  header: 'Shipping Fee',
  cell: (order) => formatPeso(order.shippingFee),
  numeric: true,
  className: 'text-nowrap',
};

/**
 * An administrator's order table: Transaction Code … Date (Shipping Fee on the Order List), the payment with its
 * receipt's badge, and the row actions.
 */
export function orderColumns({ showShippingFee, ...buttons }: OrderColumnsOptions): DataColumn<AdminOrder>[] {
  return [
    { header: 'Transaction Code', cell: (order) => order.transactionCode, className: 'font-monospace' },
    {
      header: 'Customer',
      cell: (order) => (
        <>
          <div>{order.customerName}</div>
          <div className="small text-body-secondary">{order.username}</div>
        </>
      ),
    },
    { header: 'Product', cell: (order) => order.productName, className: 'fw-semibold' },
    { header: 'Quantity', cell: (order) => formatCount(order.quantity), numeric: true },
    ...(showShippingFee ? [SHIPPING_FEE_COLUMN] : []),
    { header: 'Total', cell: (order) => formatPeso(order.total), numeric: true, className: 'text-nowrap' },
    {
      header: 'Payment',
      cell: (order) => (
        <div className="d-flex flex-wrap align-items-center gap-1">
          {PAYMENT_LABELS[order.paymentMethod]}
          <ReceiptBadge reading={order.receipt} />
        </div>
      ),
    },
    { header: 'Date', cell: (order) => formatDateTime(order.createdAt), className: 'text-nowrap small' },
    { header: 'Actions', cell: (order) => <OrderButtons order={order} {...buttons} />, actions: true },
  ];
}
