import { CUSTOMER_ORDER_PAGES, type CustomerOrderTab } from '@qmj/contracts';

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

const ACTIONS_BY_TAB: Partial<Record<CustomerOrderTab, readonly OrderAction[]>> = {
  pending: ['cancel'],
  'to-receive': ['cancelOnItsWay'],
  received: ['review', 'delete'],
  cancelled: ['undoCancel'],
  history: ['delete'],
};

/** The order pages of the specifications, one config per path (docs/orders.md, the customer's pages). */
export const PURCHASE_TABS: readonly PurchaseTab[] = CUSTOMER_ORDER_PAGES.map((page) => ({
  ...page,
  actions: ACTIONS_BY_TAB[page.tab] ?? [],
  inTabBar: page.tab !== 'history',
}));

export const NO_ORDERS_TEXT = 'No orders here yet.';
