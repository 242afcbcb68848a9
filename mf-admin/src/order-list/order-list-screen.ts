import type { OrderScreen } from '../orders/order-screen';

/** `/orderproducts` (Order List): accepted orders on their way to the customer. */
export const ORDER_LIST_SCREEN: OrderScreen = {
  title: 'Order List',
  views: [
    { status: 'approved', label: 'Order List' },
    { status: 'delivering', label: 'On Delivery Orders' },
    { status: 'received', label: 'Delivered Orders' },
  ],
  showShippingFee: true,
};
