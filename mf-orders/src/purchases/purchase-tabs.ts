import {
  CUSTOMER_ORDER_PAGES,
  CUSTOMER_ORDER_TABS,
  type CustomerOrderTab,
  type OrderStatus,
  ownerActions,
} from '@qmj/contracts';

/** The state machine's owner actions the customer's pages offer as buttons. */
const OFFERED_TRANSITIONS = ['cancel', 'undoCancel'] as const;
type OfferedTransition = (typeof OFFERED_TRANSITIONS)[number];

/** What a customer may do with an order of a tab (besides Find Similar, which every order has). */
export type OrderAction = OfferedTransition | 'review' | 'delete';

export interface PurchaseTab {
  path: string;
  title: string;
  /** The `tab` of GET /api/orders. */
  tab: CustomerOrderTab;
  actions: readonly OrderAction[];
  /** Shown among the tab links across the top (Order History is a side link). */
  inTabBar: boolean;
}

/** The actions that are not status changes: a review of what arrived, hiding an order from the lists. */
const OTHER_ACTIONS: Partial<Record<CustomerOrderTab, readonly OrderAction[]>> = {
  received: ['review', 'delete'],
  history: ['delete'],
};

/**
 * The status changes a tab offers: exactly those the state machine lets the owner make from its
 * statuses, so a page never offers a button that can only be refused. Order History, which mixes
 * every status, offers none (docs/orders.md, the customer's pages).
 */
function transitionsOf(tab: CustomerOrderTab): OfferedTransition[] {
  if (tab === 'history') return [];
  const allowed = CUSTOMER_ORDER_TABS[tab].flatMap((status: OrderStatus) => ownerActions(status));
  return OFFERED_TRANSITIONS.filter((action) => allowed.includes(action));
}

/** The order pages of the specifications, one config per path (docs/orders.md, the customer's pages). */
export const PURCHASE_TABS: readonly PurchaseTab[] = CUSTOMER_ORDER_PAGES.map((page) => ({
  ...page,
  actions: [...transitionsOf(page.tab), ...(OTHER_ACTIONS[page.tab] ?? [])],
  inTabBar: page.tab !== 'history',
}));

/** The tab an order of `status` is listed in (Order History for a denied one, which no other tab lists). */
export function tabOfStatus(status: OrderStatus): PurchaseTab {
  const statuses = (tab: PurchaseTab): readonly OrderStatus[] => CUSTOMER_ORDER_TABS[tab.tab];
  return PURCHASE_TABS.find((tab) => tab.inTabBar && statuses(tab).includes(status)) ?? purchaseTab('history');
}

/** The page that lists `tab`: CUSTOMER_ORDER_PAGES has one for every tab. */
export function purchaseTab(tab: CustomerOrderTab): PurchaseTab {
  return PURCHASE_TABS.find((page) => page.tab === tab) as PurchaseTab;
}

export const NO_ORDERS_TEXT = 'No orders here yet.';
