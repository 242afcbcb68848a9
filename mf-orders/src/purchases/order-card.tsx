import { describeDesign, type Order } from '@qmj/contracts';
import { formatDateTime, formatPeso, StatusBadge } from '@qmj/web-kit/ui';
import { type ReactNode, useState } from 'react';
import { Alert, Card } from 'react-bootstrap';
import { OrderActions } from './order-actions';
import { OrderPicture } from './order-picture';
import { CUSTOMER_STATUS_LABELS, PAYMENT_LABELS, STATUS_BADGE_COLOURS } from './order-status';
import type { OrderAction } from './purchase-tabs';

interface OrderCardProps {
  order: Order;
  actions: readonly OrderAction[];
  onDone: (message: string) => void;
  /** The first card: its picture is the first screen's largest. */
  priority?: boolean;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="col">
      <dt className="small text-body-secondary fw-normal">{term}</dt>
      <dd className="mb-0">{children}</dd>
    </div>
  );
}

/** One order: picture, product, amounts, transaction code, payment, status, date and its actions. */
export function OrderCard({ order, actions, onDone, priority = false }: OrderCardProps) {
  const [error, setError] = useState<string | null>(null);
  const headingId = `order-${order.id}-name`;
  const showReason = order.reason && (order.status === 'cancelled' || order.status === 'denied');
  return (
    <Card as="article" aria-labelledby={headingId} className="shadow-sm mb-3">
      <Card.Body>
        <div className="d-flex gap-3">
          <OrderPicture order={order} size={96} priority={priority} />
          <div className="flex-grow-1" style={{ minWidth: 0 }}>
            <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
              <h2 id={headingId} className="h6 mb-0">
                {order.productName}
              </h2>
              <StatusBadge colour={STATUS_BADGE_COLOURS[order.status]}>
                Status: {CUSTOMER_STATUS_LABELS[order.status]}
              </StatusBadge>
            </div>
            <dl className="row row-cols-2 row-cols-md-4 g-2 mb-2">
              <Detail term="Quantity">{order.quantity}</Detail>
              <Detail term="Unit price">{formatPeso(order.unitPrice)}</Detail>
              <Detail term="Shipping fee">{formatPeso(order.shippingFee)}</Detail>
              <Detail term="Total">
                <strong>{formatPeso(order.total)}</strong>
              </Detail>
              <Detail term="Transaction code">
                <code>{order.transactionCode}</code>
              </Detail>
              <Detail term="Payment">{PAYMENT_LABELS[order.paymentMethod] ?? order.paymentMethod}</Detail>
              <Detail term="Ordered on">{formatDateTime(order.createdAt)}</Detail>
            </dl>
            {order.customization && <p className="small mb-2">Design: {describeDesign(order.customization)}</p>}
            {showReason && <p className="small text-body-secondary mb-2">Reason: {order.reason}</p>}
            <OrderActions order={order} actions={actions} onDone={onDone} onError={setError} />
            {error && (
              <Alert variant="danger" className="mt-2 mb-0 py-2">
                {error}
              </Alert>
            )}
          </div>
        </div>
      </Card.Body>
    </Card>
  );
}
