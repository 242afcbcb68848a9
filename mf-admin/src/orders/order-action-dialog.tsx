import { type AdminOrder, DEFAULT_DENY_REASON } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { formatCount, formatPeso } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { AdminActionDialog } from '../common/admin-action-dialog';
import { type AdminAction, ORDER_ACTION_WORDING, orderActionBody } from './order-actions';

export const ORDER_ACTION_FAILED = 'Could not change the order. Please try again.';

interface OrderActionDialogProps {
  order: AdminOrder;
  action: AdminAction;
  /** Called with the order as the API answers it after the action (the lists refresh by themselves). */
  onDone: (changed: AdminOrder) => void;
  onCancel: () => void;
}

/** The confirm before an action on an order ("Approve Order", "Deny Order" with its reason, "Undo"…); a refusal shows the API's message. */
export function OrderActionDialog({ order, action, onDone, onCancel }: OrderActionDialogProps) {
  const [reason, setReason] = useState(DEFAULT_DENY_REASON);
  const change = useMutation(apiQuery.adminOrders[action].mutationOptions());

  return (
    <AdminActionDialog
      wording={ORDER_ACTION_WORDING[action]}
      subject={order.transactionCode}
      failureText={ORDER_ACTION_FAILED}
      send={() => change.mutateAsync({ id: order.id, ...orderActionBody(action, order.status, reason) })}
      onDone={onDone}
      onCancel={onCancel}
    >
      {(busy) => (
        <>
          <p className="small text-body-secondary mb-0">
            {order.productName} × {formatCount(order.quantity)} for {order.customerName} — {formatPeso(order.total)}
          </p>
          {action === 'deny' && (
            <Form.Group controlId="deny-reason" className="mt-3">
              <Form.Label>Reason (optional)</Form.Label>
              <Form.Control
                as="textarea"
                rows={2}
                maxLength={255}
                value={reason}
                disabled={busy}
                onChange={(event) => setReason(event.target.value)}
              />
            </Form.Group>
          )}
        </>
      )}
    </AdminActionDialog>
  );
}
