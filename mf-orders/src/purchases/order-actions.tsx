import type { Order } from '@qmj/contracts';
import { lazy, Suspense, useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import type { OrderDialogName } from './order-dialog';
import type { OrderAction } from './purchase-tabs';

const OrderDialog = lazy(() => import('./order-dialog').then((module) => ({ default: module.OrderDialog })));

interface OrderActionsProps {
  order: Order;
  actions: readonly OrderAction[];
  /** After a successful action the page says `message`; the list refreshes by itself. */
  onDone: (message: string) => void;
  onError: (message: string | null) => void;
}

/** The buttons of one order card; the dialog behind each loads when it is first opened. */
export function OrderActions({ order, actions, onDone, onError }: OrderActionsProps) {
  const [open, setOpen] = useState<OrderDialogName | null>(null);
  const close = () => setOpen(null);

  const openDialog = (dialog: OrderDialogName) => {
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
      {open && (
        <Suspense fallback={null}>
          <OrderDialog
            dialog={open}
            order={order}
            onClose={close}
            onDone={(message) => {
              close();
              onDone(message);
            }}
            onFailed={(message) => {
              close();
              onError(message);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
