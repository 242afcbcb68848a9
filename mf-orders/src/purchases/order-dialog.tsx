import { CONFIRM_MESSAGES, type Order } from '@qmj/contracts';
import { apiQuery, errorMessage } from '@qmj/web-kit';
import { ConfirmDialog } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { ReviewDialog } from '../reviews/review-dialog';
import { CancelOrderDialog } from './cancel-order-dialog';
import { FindSimilarDialog } from './find-similar-dialog';
import { ORDER_CALL_FAILED } from './order-messages';
import type { OrderAction } from './purchase-tabs';

export type OrderDialogName = OrderAction | 'similar';

export const ORDER_DONE_MESSAGES = {
  cancelled: 'Your order has been cancelled.',
  undone: 'Your order is pending again.',
  deleted: 'The order has been deleted from your list.',
  reviewed: 'Thank you! Your review has been posted.',
} as const;

interface OrderDialogProps {
  dialog: OrderDialogName;
  order: Order;
  onClose: () => void;
  /** The action succeeded: the dialog closes and the page says `message`. */
  onDone: (message: string) => void;
  /** The action failed: the dialog closes and the page says `message`. */
  onFailed: (message: string) => void;
}

/**
 * The dialog behind one button of an order card, loaded when a button is first pressed: the cards draw without the
 * dialogs' forms and their checks (docs/serving.md#what-loads-when).
 */
export function OrderDialog({ dialog, order, onClose, onDone, onFailed }: OrderDialogProps) {
  const undoCancel = useMutation(apiQuery.orders.undoCancel.mutationOptions());
  const remove = useMutation(apiQuery.orders.remove.mutationOptions());

  const runConfirmed = async (call: () => Promise<unknown>, done: string, fallback: string) => {
    try {
      await call();
      onDone(done);
    } catch (failure) {
      onFailed(errorMessage(failure, fallback));
    }
  };

  switch (dialog) {
    case 'similar':
      return <FindSimilarDialog productId={order.productId} productName={order.productName} onClose={onClose} />;
    case 'cancel':
      return (
        <CancelOrderDialog
          orderId={order.id}
          productName={order.productName}
          onClose={onClose}
          onCancelled={() => onDone(ORDER_DONE_MESSAGES.cancelled)}
        />
      );
    case 'review':
      return (
        <ReviewDialog
          orderId={order.id}
          productId={order.productId}
          productName={order.productName}
          onClose={onClose}
          onReviewed={() => onDone(ORDER_DONE_MESSAGES.reviewed)}
        />
      );
    case 'undoCancel':
      return (
        <ConfirmDialog
          show
          title="Undo Cancellation"
          confirmLabel="Undo"
          requireOkay
          busy={undoCancel.isPending}
          onCancel={onClose}
          onConfirm={() =>
            void runConfirmed(
              () => undoCancel.mutateAsync({ id: order.id }),
              ORDER_DONE_MESSAGES.undone,
              ORDER_CALL_FAILED.undo,
            )
          }
        >
          <p className="mb-0">Put your order of {order.productName} back to Pending?</p>
        </ConfirmDialog>
      );
    case 'delete':
      return (
        <ConfirmDialog
          show
          title="Delete Order"
          confirmLabel="Delete"
          requireOkay
          busy={remove.isPending}
          onCancel={onClose}
          onConfirm={() =>
            void runConfirmed(
              () => remove.mutateAsync({ id: order.id }),
              ORDER_DONE_MESSAGES.deleted,
              ORDER_CALL_FAILED.delete,
            )
          }
        >
          <p className="mb-0">{CONFIRM_MESSAGES.confirmDelete}</p>
        </ConfirmDialog>
      );
  }
}
