import { CANCELLATION_REASONS, cancelOrderSchema } from '@qmj/contracts';
import { errorMessage } from '@qmj/web-kit';
import { useId, useState } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { firstIssue } from '../common/validation';
import { type CancellationReason, cancelOrder, ORDER_CALL_FAILED } from './orders-api';

interface CancelOrderDialogProps {
  orderId: number;
  productName: string;
  onCancelled: () => void;
  onClose: () => void;
}

/** Cancelling a pending order: one of the three reasons is required. */
export function CancelOrderDialog({ orderId, productName, onCancelled, onClose }: CancelOrderDialogProps) {
  const titleId = useId();
  const [reason, setReason] = useState<CancellationReason | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const checked = cancelOrderSchema.safeParse({ reason });
    const problem = firstIssue(checked);
    if (problem || !checked.success) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await cancelOrder(orderId, checked.data.reason);
      onCancelled();
    } catch (failure) {
      setError(await errorMessage(failure, ORDER_CALL_FAILED.cancel));
      setBusy(false);
    }
  };

  return (
    <Modal show onHide={onClose} centered aria-labelledby={titleId}>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5" id={titleId}>
            Cancel Order
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>Why do you want to cancel your order of {productName}?</p>
          <fieldset>
            <legend className="fs-6 fw-semibold">Reason for cancellation</legend>
            {CANCELLATION_REASONS.map((option, index) => (
              <Form.Check
                key={option}
                type="radio"
                id={`cancel-reason-${orderId}-${index}`}
                name={`cancel-reason-${orderId}`}
                label={option}
                checked={reason === option}
                onChange={() => setReason(option)}
              />
            ))}
          </fieldset>
          {error && (
            <Alert variant="danger" className="mt-3 mb-0">
              {error}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>
            Keep Order
          </Button>
          <Button variant="danger" type="submit" disabled={busy}>
            {busy ? 'Cancelling…' : 'Cancel Order'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
