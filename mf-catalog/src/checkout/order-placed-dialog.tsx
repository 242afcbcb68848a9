import { CUSTOMER_ORDER_PAGES, ORDER_MESSAGES, type Order, PATHS } from '@qmj/contracts';
import { Link, useNavigate } from '@qmj/web-kit/router';
import { MessageDialog } from '@qmj/web-kit/ui';
import { Alert } from 'react-bootstrap';
import { OrderLines } from './order-lines';

/** Where placed orders wait for the administrator: the Pending tab of My Purchase. */
const MY_PURCHASE_PATH = CUSTOMER_ORDER_PAGES.find((page) => page.tab === 'pending')?.path;

export interface PlacedOrders {
  orders: readonly Order[];
  /** Why the details could not be saved to the profile, when the customer asked for it. */
  detailsProblem: string | null;
}

/**
 * 'Your order has been successfully placed.' with each order's transaction code, item and total, a
 * link to My Purchase, and OK, which goes back to the catalogue (/userproducts).
 */
export function OrderPlacedDialog({ placed }: { placed: PlacedOrders | null }) {
  const navigate = useNavigate();
  const orders = placed?.orders ?? [];
  return (
    <MessageDialog
      show={placed !== null}
      title="Order Placed"
      dismissible={false}
      onClose={() => navigate(PATHS.products)}
      message={
        <>
          <p>{ORDER_MESSAGES.placed}</p>
          <OrderLines label="Placed orders" lines={orders.map((order) => ({ ...order, amount: order.total }))} />
          {placed?.detailsProblem && (
            <Alert variant="warning" className="small py-2">
              {placed.detailsProblem}
            </Alert>
          )}
          {MY_PURCHASE_PATH && (
            <p className="mb-0">
              Follow {orders.length === 1 ? 'it' : 'them'} in <Link to={MY_PURCHASE_PATH}>My Purchase</Link>.
            </p>
          )}
        </>
      }
    />
  );
}
