import type { OrderScreen } from '../orders/order-screen';

/** `/orderRequest` (Product Request): the orders waiting for, or given, the administrator's answer. */
export const ORDER_REQUEST_SCREEN: OrderScreen = {
  title: 'Product Request',
  views: [
    { status: 'pending', label: 'Pending Orders' },
    { status: 'approved', label: 'Approved Orders' },
    { status: 'denied', label: 'Declined Orders' },
  ],
  showShippingFee: false,
};
