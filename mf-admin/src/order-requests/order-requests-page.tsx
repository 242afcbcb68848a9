import { AdminOrdersPage } from '../orders/admin-orders-page';
import { ORDER_REQUEST_SCREEN } from './order-request-screen';

/** `/orderRequest`: Product Request — Pending, Approved and Declined Orders with Approve, Deny and Undo. */
export function OrderRequestsPage() {
  return <AdminOrdersPage screen={ORDER_REQUEST_SCREEN} />;
}
