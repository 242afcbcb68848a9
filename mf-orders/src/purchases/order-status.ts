import type { OrderStatus, PaymentMethod } from '@qmj/contracts';
import type { StatusColour } from '@qmj/web-kit/ui';

/** An order's status in the customer's words. */
export const CUSTOMER_STATUS_LABELS: Record<OrderStatus, string> = {
  cart: 'In the cart',
  pending: 'Pending',
  approved: 'To ship',
  denied: 'Declined',
  delivering: 'To receive',
  received: 'Received',
  cancelled: 'Cancelled',
};

export const STATUS_BADGE_COLOURS: Record<OrderStatus, StatusColour> = {
  cart: 'secondary',
  pending: 'warning',
  approved: 'info',
  denied: 'danger',
  delivering: 'primary',
  received: 'success',
  cancelled: 'dark',
};

export const PAYMENT_LABELS: Record<PaymentMethod, string> = { COD: 'Cash on delivery', GCASH: 'GCash' };
