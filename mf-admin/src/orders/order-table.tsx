import { type AdminOrder, formatPesos } from '@qmj/contracts';
import { Button, Table } from 'react-bootstrap';
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

/** An administrator's order table: Transaction Code … Date (Shipping Fee on the Order List) and the row actions. */
export function OrderTable({ label, orders, showShippingFee, actionsOf, onAction, onView }: OrderTableProps) {
  return (
    <Table responsive hover className="align-middle bg-white mb-0" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Transaction Code</th>
          <th scope="col">Customer</th>
          <th scope="col">Product</th>
          <th scope="col" className="text-end">
            Quantity
          </th>
          {showShippingFee && (
            <th scope="col" className="text-end">
              Shipping Fee
            </th>
          )}
          <th scope="col" className="text-end">
            Total
          </th>
          <th scope="col">Payment</th>
          <th scope="col">Date</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </Table>
  );
}
