import { CUSTOMER_ORDER_PAGES, type Customization, ORDER_MESSAGES, type Order } from '@qmj/contracts';
import { errorMessage } from '@qmj/web-kit';
import { useNavigate } from '@qmj/web-kit/router';
import { ErrorState, formatPeso, Loading, MessageDialog } from '@qmj/web-kit/ui';
import { type ReactNode, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useCustomizableMug } from './customizable-mug';
import { OrderDesignDialog } from './order-design-dialog';

const PENDING_PAGE = CUSTOMER_ORDER_PAGES[0];

/** Ordering the saved design: the customizable mug of its size, ordered like any product, carrying the design. */
export function OrderDesign({ design }: { design: Customization }) {
  const navigate = useNavigate();
  const mug = useCustomizableMug(design.size);
  const [ordering, setOrdering] = useState(false);
  const [placed, setPlaced] = useState<Order | null>(null);

  let content: ReactNode;
  if (mug.isPending) content = <Loading className="py-2" />;
  else if (mug.isError) content = <ErrorState message={errorMessage(mug.error, 'The mug could not be loaded.')} />;
  else if (!mug.data)
    content = <Alert variant="warning">Mugs of size {design.size} cannot be ordered at the moment.</Alert>;
  else
    content = (
      <div className="d-flex flex-wrap align-items-center gap-3">
        <span>
          {mug.data.name}: <span className="fw-semibold">{formatPeso(mug.data.unitPrice)}</span>
        </span>
        <Button variant="success" disabled={mug.data.stock < 1} onClick={() => setOrdering(true)}>
          Order this mug
        </Button>
      </div>
    );

  return (
    <section aria-labelledby="order-design-title" className="border-top pt-3 mt-3">
      <h2 id="order-design-title" className="h5">
        Order your design
      </h2>
      {content}
      {ordering && mug.data && (
        <OrderDesignDialog
          design={design}
          mug={mug.data}
          onClose={() => setOrdering(false)}
          onPlaced={(order) => {
            setOrdering(false);
            setPlaced(order);
          }}
        />
      )}
      <MessageDialog
        show={placed !== null}
        title="Order Placed"
        message={
          placed && (
            <>
              <p>{ORDER_MESSAGES.placed}</p>
              <p className="mb-0">
                Shipping fee {formatPeso(placed.shippingFee)} · Total{' '}
                <span className="fw-semibold">{formatPeso(placed.total)}</span>
              </p>
            </>
          )
        }
        buttonText={`Go to ${PENDING_PAGE.title}`}
        dismissible={false}
        onClose={() => navigate(PENDING_PAGE.path)}
      />
    </section>
  );
}
