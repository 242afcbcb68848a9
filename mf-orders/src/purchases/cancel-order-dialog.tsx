import { CANCELLATION_REASONS, cancelOrderSchema } from '@qmj/contracts';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { FormDialog, useDialogSubmit } from '../common/form-dialog';
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
  const [reason, setReason] = useState<CancellationReason | ''>('');
  const { error, setError, busy, send } = useDialogSubmit(ORDER_CALL_FAILED.cancel);

  const submit = async () => {
    const checked = cancelOrderSchema.safeParse({ reason });
    const problem = firstIssue(checked);
    if (problem || !checked.success) {
      setError(problem);
      return;
    }
    await send(() => cancelOrder(orderId, checked.data.reason), onCancelled);
  };

  return (
    <FormDialog
      title="Cancel Order"
      error={error}
      busy={busy}
      closeText="Keep Order"
      submitText="Cancel Order"
      busyText="Cancelling…"
      submitVariant="danger"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
