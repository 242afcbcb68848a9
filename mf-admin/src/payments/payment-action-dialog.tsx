import { type AdminBookingPayment, bookingPaymentRejectionSchema, TEXT_MAX } from '@qmj/contracts';
import { api, apiQuery } from '@qmj/web-kit';
import { formatDate, formatPeso, TextField, useZodForm } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { AdminActionDialog } from '../common/admin-action-dialog';
import {
  type AdminPaymentAction,
  PAYMENT_ACTION_WORDING,
  PAYMENT_STEP_ROUTES,
  paymentSubject,
} from './payment-actions';

export const PAYMENT_ACTION_FAILED = 'Could not change the payment. Please try again.';

const rejectionReasonSchema = bookingPaymentRejectionSchema.pick({ reason: true });

interface PaymentActionDialogProps {
  payment: AdminBookingPayment;
  action: AdminPaymentAction;
  /** Called with the payment as the API answers it after the step (the lists refresh by themselves). */
  onDone: (changed: AdminBookingPayment) => void;
  onCancel: () => void;
}

/**
 * The confirm before Confirm, Reject (with the reason the customer is mailed), Record cash or Undo. The step names
 * the state the administrator saw, so a payment another administrator moved meanwhile is refused with the API's
 * message.
 */
export function PaymentActionDialog({ payment, action, onDone, onCancel }: PaymentActionDialogProps) {
  const rejection = useZodForm(rejectionReasonSchema, { defaultValues: { reason: '' } });
  // One mutation whatever the step: its key names the route group, so what the group changes is refreshed.
  const change = useMutation({
    mutationKey: apiQuery.adminBookings.key({ type: 'mutation' }),
    mutationFn: (reason: string) => {
      const seen = { id: payment.id, expectedState: payment.state };
      return action === 'reject'
        ? api.adminBookings.rejectPayment({ ...seen, reason })
        : api.adminBookings[PAYMENT_STEP_ROUTES[action]](seen);
    },
  });
  return (
    <AdminActionDialog
      wording={PAYMENT_ACTION_WORDING[action]}
      subject={paymentSubject(payment)}
      failureText={PAYMENT_ACTION_FAILED}
      send={() => change.mutateAsync(rejection.getValues('reason'))}
      check={action === 'reject' ? rejection.handleSubmit : undefined}
      onDone={onDone}
      onCancel={onCancel}
    >
      {(busy) => (
        <>
          <p className="small text-body-secondary mb-0">
            {formatPeso(payment.amount)} from {payment.booking.customerName}, due {formatDate(payment.dueOn)}
          </p>
          {action === 'reject' && (
            <TextField
              form={rejection}
              name="reason"
              id="reject-reason"
              label="Reason"
              hint="The customer is mailed it, and pays again from My Bookings."
              as="textarea"
              rows={2}
              maxLength={TEXT_MAX.reason}
              disabled={busy}
              required
              className="mt-3"
            />
          )}
        </>
      )}
    </AdminActionDialog>
  );
}
