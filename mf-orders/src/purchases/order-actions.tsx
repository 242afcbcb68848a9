import { CONFIRM_MESSAGES, ORDER_MESSAGES, type Order } from '@qmj/contracts';
import { ConfirmDialog, errorMessage } from '@qmj/web-kit';
import { useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { MessageDialog } from '../common/message-dialog';
import { ReviewDialog } from '../reviews/review-dialog';
import { CancelOrderDialog } from './cancel-order-dialog';
import { FindSimilarDialog } from './find-similar-dialog';
import { deleteOrder, ORDER_CALL_FAILED, undoCancel } from './orders-api';
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
  /** After a successful action: the page says `message` and reloads the list. */
  onDone: (message: string) => void;
  onError: (message: string | null) => void;
}

/** The buttons of one order card and the dialogs behind them. */
export function OrderActions({ order, actions, onDone, onError }: OrderActionsProps) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const [busy, setBusy] = useState(false);
  const close = () => setOpen(null);

  const runConfirmed = async (call: () => Promise<void>, done: string, fallback: string) => {
    setBusy(true);
    onError(null);
    try {
      await call();
      setOpen(null);
      onDone(done);
    } catch (failure) {
      setOpen(null);
      onError(await errorMessage(failure, fallback));
    } finally {
      setBusy(false);
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
      {actions.includes('cancelOnItsWay') && (
        <Button variant="outline-danger" size="sm" onClick={() => openDialog('cancelOnItsWay')}>
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
          onCancelled={() => {
            close();
            onDone(ORDER_DONE_MESSAGES.cancelled);
          }}
        />
      )}
      {/* Cancelling from To Receive: the order is on its way, so nothing is sent; the customer is told why. */}
      {open === 'cancelOnItsWay' && (
        <MessageDialog title="Cancel Order" message={ORDER_MESSAGES.onItsWay} onClose={close} />
      )}
      {open === 'review' && (
        <ReviewDialog
          orderId={order.id}
          productId={order.productId}
          productName={order.productName}
          onClose={close}
          onReviewed={() => {
            close();
            onDone(ORDER_DONE_MESSAGES.reviewed);
          }}
        />
      )}
      <ConfirmDialog
        show={open === 'undoCancel'}
        title="Undo Cancellation"
        confirmLabel="Undo"
        requireOkay
        busy={busy}
        onCancel={close}
        onConfirm={() =>
          void runConfirmed(() => undoCancel(order.id), ORDER_DONE_MESSAGES.undone, ORDER_CALL_FAILED.undo)
        }
      >
        <p className="mb-0">Put your order of {order.productName} back to Pending?</p>
      </ConfirmDialog>
      <ConfirmDialog
        show={open === 'delete'}
        title="Delete Order"
        confirmLabel="Delete"
        requireOkay
        busy={busy}
        onCancel={close}
        onConfirm={() =>
          void runConfirmed(() => deleteOrder(order.id), ORDER_DONE_MESSAGES.deleted, ORDER_CALL_FAILED.delete)
        }
      >
        <p className="mb-0">{CONFIRM_MESSAGES.confirmDelete}</p>
      </ConfirmDialog>
    </div>
  );
}
