import { type AdminOrder, formatPesos } from '@qmj/contracts';
import { Button } from 'react-bootstrap';
import { AdminTable } from '../common/admin-table';
import { formatDateTime } from '../common/format';
import { type AdminAction, ORDER_ACTION_WORDING } from './order-actions';
import { PAYMENT_LABELS } from './order-screen';

interface OrderTableProps {
  /** The table's accessible name: the selector's view ("Pending Orders"…). */
  label: string;
  orders: AdminOrder[];
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

interface OrderRowProps extends Omit<OrderTableProps, 'label' | 'orders' | 'actionsOf'> {
  order: AdminOrder;
  actions: AdminAction[];
}

function OrderRow({ order, actions, showShippingFee, onAction, onView }: OrderRowProps) {
  const code = order.transactionCode;
  return (
    <tr>
      <td className="font-monospace">{code}</td>
      <td>
        <div>{order.customerName}</div>
        <div className="small text-body-secondary">{order.username}</div>
      </td>
      <td className="fw-semibold">{order.productName}</td>
      <td className="text-end">{order.quantity.toLocaleString('en-PH')}</td>
      {showShippingFee && <td className="text-end text-nowrap">{formatPesos(order.shippingFee)}</td>}
      <td className="text-end text-nowrap">{formatPesos(order.total)}</td>
      <td>{PAYMENT_LABELS[order.paymentMethod]}</td>
      <td className="text-nowrap small">{formatDateTime(order.createdAt)}</td>
      <td>
        <div className="d-flex flex-wrap gap-1">
          <Button size="sm" variant="outline-primary" aria-label={`View details ${code}`} onClick={() => onView(order)}>
            View details
          </Button>
          {actions.map((action) => {
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
      </td>
    </tr>
  );
}

const ORDER_NUMERIC = ['Quantity', 'Shipping Fee', 'Total'];

/** The headings; Shipping Fee only on the Order List. */
function orderColumns(showShippingFee: boolean): string[] {
  return [
    'Transaction Code',
    'Customer',
    'Product',
    'Quantity',
    ...(showShippingFee ? ['Shipping Fee'] : []),
    'Total',
    'Payment',
    'Date',
    'Actions',
  ];
}

/** An administrator's order table: Transaction Code … Date (Shipping Fee on the Order List) and the row actions. */
export function OrderTable({ label, orders, showShippingFee, actionsOf, onAction, onView }: OrderTableProps) {
  return (
    <AdminTable label={label} columns={orderColumns(showShippingFee)} numeric={ORDER_NUMERIC}>
      {orders.map((order) => (
        <OrderRow
          key={order.id}
          order={order}
          actions={actionsOf(order)}
          showShippingFee={showShippingFee}
          onAction={onAction}
          onView={onView}
        />
      ))}
    </AdminTable>
  );
}
