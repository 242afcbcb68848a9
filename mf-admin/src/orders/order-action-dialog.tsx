import { type AdminOrder, DEFAULT_DENY_REASON, formatPesos, type Order } from '@qmj/contracts';
import { ConfirmDialog, errorMessage } from '@qmj/web-kit';
import { useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { ORDER_ACTION_FAILED, runOrderAction } from './admin-orders-api';
import { type AdminAction, ORDER_ACTION_WORDING } from './order-actions';

interface OrderActionDialogProps {
  order: AdminOrder;
  action: AdminAction;
  /** Called with the order as the API answers it after the action. */
  onDone: (changed: Order) => void;
  /** Called when the action failed (the list may be out of date). */
  onFailed: () => void;
  onCancel: () => void;
}

/** The confirm before an action on an order ("Approve Order", "Deny Order" with its reason, "Undo"…); a refusal shows the API's message. */
export function OrderActionDialog({ order, action, onDone, onFailed, onCancel }: OrderActionDialogProps) {
  const wording = ORDER_ACTION_WORDING[action];
  const [reason, setReason] = useState(DEFAULT_DENY_REASON);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      onDone(await runOrderAction(order, action, reason));
    } catch (failure) {
      setError(await errorMessage(failure, ORDER_ACTION_FAILED));
      setBusy(false);
      onFailed();
    }
  }

  return (
    <ConfirmDialog
      show
      title={wording.title}
      confirmLabel={wording.button}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <p className="mb-0">{wording.question(order.transactionCode)}</p>
      <p className="small text-body-secondary mb-0">
        {order.productName} × {order.quantity.toLocaleString('en-PH')} for {order.customerName} —{' '}
        {formatPesos(order.total)}
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
      {error && (
        <Alert variant="danger" className="mt-3 mb-0 py-2" role="alert">
          {error}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
