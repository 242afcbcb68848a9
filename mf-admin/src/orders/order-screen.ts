import type { OrderStatus, PaymentMethod } from '@qmj/contracts';
import type { StatusViews } from '../common/list-views';

/** An administrator's order screen: its title, the views of its "Orders" selector and whether it shows the shipping fee. */
export interface OrderScreen {
  title: string;
  views: StatusViews<OrderStatus>;
  showShippingFee: boolean;
}

export const PAYMENT_LABELS: Record<PaymentMethod, string> = { COD: 'COD', GCASH: 'GCash' };
