import type { CustomerOrderTab } from '@qmj/contracts';

/** What a customer may do with an order of a tab (besides Find Similar, which every order has). */
export type OrderAction = 'cancel' | 'cancelOnItsWay' | 'undoCancel' | 'review' | 'delete';

export interface PurchaseTab {
  path: string;
  title: string;
  /** The `tab` of GET /api/orders. */
  tab: CustomerOrderTab;
  actions: readonly OrderAction[];
  /** Shown among the tab links across the top (Order History is a side link). */
  inTabBar: boolean;
}

/** The order pages of the specifications, one config per path (DESIGN.md section 3, customer tabs). */
export const PURCHASE_TABS: readonly PurchaseTab[] = [
  { path: '/pending_main', title: 'Pending', tab: 'pending', actions: ['cancel'], inTabBar: true },
  { path: '/toship_main', title: 'To Ship', tab: 'to-ship', actions: [], inTabBar: true },
  { path: '/torecieve_main', title: 'To Receive', tab: 'to-receive', actions: ['cancelOnItsWay'], inTabBar: true },
  { path: '/completed_main', title: 'Received', tab: 'received', actions: ['review', 'delete'], inTabBar: true },
  { path: '/cancel_main', title: 'Returns and Cancelation', tab: 'cancelled', actions: ['undoCancel'], inTabBar: true },
  { path: '/orderhistory', title: 'Order History', tab: 'history', actions: ['delete'], inTabBar: false },
];

export const NO_ORDERS_TEXT = 'No orders here yet.';
