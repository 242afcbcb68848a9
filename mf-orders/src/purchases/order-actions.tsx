import { CONFIRM_MESSAGES, type Order } from '@qmj/contracts';
import { apiQuery, errorMessage } from '@qmj/web-kit';
import { ConfirmDialog } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { ReviewDialog } from '../reviews/review-dialog';
import { CancelOrderDialog } from './cancel-order-dialog';
import { FindSimilarDialog } from './find-similar-dialog';
import { ORDER_CALL_FAILED } from './order-messages';
import type { OrderAction } from './purchase-tabs';

type OpenDialog = OrderAction | 'similar' | null;

export const ORDER_DONE_MESSAGES = {
  cancelled: 'Your order has been cancelled.',
  undone: 'Your order is pending again.',
  deleted: 'The order has been deleted from your list.',
  reviewed: 'Thank you! Your review has been posted.',
} as const;

interface OrderActionsProps {
  order: Order;
  actions: readonly OrderAction[];
  /** After a successful action the page says `message`; the list refreshes by itself. */
  onDone: (message: string) => void;
  onError: (message: string | null) => void;
}

/** The buttons of one order card and the dialogs behind them. */
export function OrderActions({ order, actions, onDone, onError }: OrderActionsProps) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const undoCancel = useMutation(apiQuery.orders.undoCancel.mutationOptions());
  const remove = useMutation(apiQuery.orders.remove.mutationOptions());
  const close = () => setOpen(null);

  const finish = (message: string) => {
    close();
    onDone(message);
  };

  const runConfirmed = async (call: () => Promise<unknown>, done: string, fallback: string) => {
    onError(null);
    try {
      await call();
      finish(done);
    } catch (failure) {
      close();
      onError(errorMessage(failure, fallback));
    }
  };

  const openDialog = (dialog: OpenDialog) => {
    onError(null);
    setOpen(dialog);
  };

  return (
    <div className="d-flex flex-wrap gap-2 align-items-center">
      <Button variant="outline-secondary" size="sm" onClick={() => openDialog('similar')}>
        Find Similar
      </Button>
      {actions.includes('cancel') && (
        <Button variant="outline-danger" size="sm" onClick={() => openDialog('cancel')}>
          Cancel
        </Button>
      )}
      {actions.includes('undoCancel') && (
        <Button variant="outline-primary" size="sm" onClick={() => openDialog('undoCancel')}>
          Undo
        </Button>
      )}
      {actions.includes('review') &&
        (order.reviewed ? (
          <Badge bg="success" className="fs-6 fw-normal">
            Reviewed
          </Badge>
        ) : (
          <Button variant="primary" size="sm" onClick={() => openDialog('review')}>
            Review
          </Button>
        ))}
      {actions.includes('delete') && (
        <Button variant="outline-danger" size="sm" onClick={() => openDialog('delete')}>
          Delete
        </Button>
      )}

      {open === 'similar' && (
        <FindSimilarDialog productId={order.productId} productName={order.productName} onClose={close} />
      )}
      {open === 'cancel' && (
        <CancelOrderDialog
          orderId={order.id}
          productName={order.productName}
          onClose={close}
          onCancelled={() => finish(ORDER_DONE_MESSAGES.cancelled)}
        />
      )}
      {open === 'review' && (
        <ReviewDialog
          orderId={order.id}
          productId={order.productId}
          productName={order.productName}
          onClose={close}
          onReviewed={() => finish(ORDER_DONE_MESSAGES.reviewed)}
        />
      )}
      <ConfirmDialog
        show={open === 'undoCancel'}
        title="Undo Cancellation"
        confirmLabel="Undo"
        requireOkay
        busy={undoCancel.isPending}
        onCancel={close}
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
      <ConfirmDialog
        show={open === 'delete'}
        title="Delete Order"
        confirmLabel="Delete"
        requireOkay
        busy={remove.isPending}
        onCancel={close}
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
    </div>
  );
}
