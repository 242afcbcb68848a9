import { AdminOrdersPage } from '../orders/admin-orders-page';
import { ORDER_LIST_SCREEN } from './order-list-screen';

/** `/orderproducts`: Order List — accepted, on-delivery and delivered orders with Deliver Product, Item Delivered and Undo. */
export function OrderListPage() {
  return <AdminOrdersPage screen={ORDER_LIST_SCREEN} />;
}
