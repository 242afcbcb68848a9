import { CANCELLATION_REASONS, cancelOrderSchema } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { FormDialog, RadioField, useZodForm } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { ORDER_CALL_FAILED } from './order-messages';

const REASON_OPTIONS = CANCELLATION_REASONS.map((reason) => ({ value: reason, label: reason }));

interface CancelOrderDialogProps {
  orderId: number;
  productName: string;
  onCancelled: () => void;
  onClose: () => void;
}

/** Cancelling a pending order: one of the three reasons is required. */
export function CancelOrderDialog({ orderId, productName, onCancelled, onClose }: CancelOrderDialogProps) {
  const form = useZodForm(cancelOrderSchema);
  const cancel = useMutation(apiQuery.orders.cancel.mutationOptions());

  return (
    <FormDialog
      title="Cancel Order"
      failureText={ORDER_CALL_FAILED.cancel}
      closeText="Keep Order"
      submitText="Cancel Order"
      busyText="Cancelling…"
      submitVariant="danger"
      onSubmit={form.handleSubmit(async ({ reason }) => {
        await cancel.mutateAsync({ id: orderId, reason });
        onCancelled();
      })}
      onClose={onClose}
    >
      <p>Why do you want to cancel your order of {productName}?</p>
      <RadioField
        form={form}
        name="reason"
        id={`cancel-reason-${orderId}`}
        legend="Reason for cancellation"
        options={REASON_OPTIONS}
        className="mb-0"
      />
    </FormDialog>
  );
}
