import { type AdminOrder, DEFAULT_DENY_REASON, denyOrderSchema, TEXT_MAX } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { formatCount, formatPeso, TextField, useZodForm } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { AdminActionDialog } from '../common/admin-action-dialog';
import { actionWording } from '../common/receipt-checks';
import { type AdminAction, ORDER_ACTION_WORDING, orderActionBody } from './order-actions';

export const ORDER_ACTION_FAILED = 'Could not change the order. Please try again.';

const denyReasonSchema = denyOrderSchema.pick({ reason: true });

interface OrderActionDialogProps {
  order: AdminOrder;
  action: AdminAction;
  /** Called with the order as the API answers it after the action (the lists refresh by themselves). */
  onDone: (changed: AdminOrder) => void;
  onCancel: () => void;
}

/**
 * The confirm before an action on an order ("Approve Order", "Deny Order" with its reason, "Undo"…), asking about a
 * suspicious receipt's reasons before an approval; a refusal shows the API's message.
 */
export function OrderActionDialog({ order, action, onDone, onCancel }: OrderActionDialogProps) {
  const denial = useZodForm(denyReasonSchema, { defaultValues: { reason: DEFAULT_DENY_REASON } });
  const change = useMutation(apiQuery.adminOrders[action].mutationOptions());

  return (
    <AdminActionDialog
      wording={actionWording(ORDER_ACTION_WORDING[action], action, order)}
      subject={order.transactionCode}
      failureText={ORDER_ACTION_FAILED}
      send={() =>
        change.mutateAsync({ id: order.id, ...orderActionBody(action, order.status, denial.getValues('reason')) })
      }
      check={action === 'deny' ? denial.handleSubmit : undefined}
      onDone={onDone}
      onCancel={onCancel}
    >
      {(busy) => (
        <>
          <p className="small text-body-secondary mb-0">
            {order.productName} × {formatCount(order.quantity)} for {order.customerName} — {formatPeso(order.total)}
          </p>
          {action === 'deny' && (
            <TextField
              form={denial}
              name="reason"
              id="deny-reason"
              label="Reason (optional)"
              as="textarea"
              rows={2}
              maxLength={TEXT_MAX.reason}
              disabled={busy}
              className="mt-3"
            />
          )}
        </>
      )}
    </AdminActionDialog>
  );
}
