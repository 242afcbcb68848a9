import type { SessionUser } from './auth.js';
import { BUSINESS } from './constants.js';
import { AUTH_MESSAGES } from './messages.js';
import type { CustomerOrderTab } from './orders.js';
import type { Role } from './roles.js';

/** The pages of the web application by name (docs/architecture.md); every link, route and list derives from these. */
export const PATHS = {
  landing: '/',
  register: '/register',
  forgotPassword: '/forgotpass',
  gallery: '/qmjimages',
  home: '/home',
  about: '/about',
  contacts: '/contacts',
  services: '/userservices',
  blog: '/userblog',
  chatbot: '/chatbot',
  admin: '/admin',
  dashboard: '/dashBoard',
  products: '/userproducts',
  productRequest: '/productrequest',
  bookEvent: '/bookevents',
  myBookings: '/mybookings',
  calendar: '/calendar',
  profile: '/editprofiles',
  customizer: '/itemcustomization',
  settings: '/settings',
  productList: '/productstable',
  productHistory: '/audith_table',
  productSales: '/sales_table',
  productCategory: '/productcategory',
  serviceList: '/service',
  serviceRequests: '/bookingtable',
  payments: '/payments',
  eventSchedules: '/approved_events',
  productRequests: '/orderRequest',
  orderList: '/orderproducts',
  customerList: '/customer',
  bookedList: '/request/table',
  modules: '/modules',
  messages: '/messages',
} as const;

/** Paths reachable without a session (docs/architecture.md). */
export const ANONYMOUS_PATHS = [PATHS.landing, PATHS.register, PATHS.forgotPassword, PATHS.gallery] as const;

/** Every administrator screen; a path matches when it is one of these or lies under one. */
export const ADMIN_PATHS = [
  PATHS.admin,
  PATHS.dashboard,
  PATHS.productList,
  PATHS.productHistory,
  PATHS.productSales,
  PATHS.productCategory,
  PATHS.serviceList,
  PATHS.serviceRequests,
  PATHS.payments,
  PATHS.eventSchedules,
  PATHS.productRequests,
  PATHS.orderList,
  PATHS.customerList,
  PATHS.bookedList,
  PATHS.calendar,
  PATHS.settings,
  PATHS.modules,
  PATHS.messages,
] as const;

export const HOME_PATH: Record<Role, string> = { customer: PATHS.home, admin: PATHS.dashboard };

/** The administrator sidebar, in the business's order (docs/architecture.md). */
export const ADMIN_SIDEBAR = [
  { path: PATHS.dashboard, label: 'Dashboard' },
  { path: PATHS.productList, label: 'Product List' },
  { path: PATHS.productRequests, label: 'Product Request' },
  { path: PATHS.productCategory, label: 'Product Category' },
  { path: PATHS.orderList, label: 'Order List' },
  { path: PATHS.serviceList, label: 'Service List' },
  { path: PATHS.serviceRequests, label: 'Service Request' },
  { path: PATHS.payments, label: 'Payments' },
  { path: PATHS.eventSchedules, label: 'Event Schedules' },
  { path: PATHS.customerList, label: 'Customer List' },
  // Not in the original's sidebar, which left these two screens unreachable.
  { path: PATHS.calendar, label: 'Scheduler' },
  { path: PATHS.bookedList, label: 'Booked List' },
  { path: PATHS.messages, label: 'Messages' },
  { path: PATHS.settings, label: 'Settings' },
  { path: PATHS.modules, label: 'Modules' },
] as const;

// Kept apart from orders.ts (and its schemas) so the shell's header imports no more than it needs.
/** The customer's order pages (docs/orders.md): their paths, titles and the tab each lists. */
export const CUSTOMER_ORDER_PAGES = [
  { path: '/pending_main', title: 'Pending', tab: 'pending' },
  { path: '/toship_main', title: 'To Ship', tab: 'to-ship' },
  { path: '/torecieve_main', title: 'To Receive', tab: 'to-receive' },
  { path: '/completed_main', title: 'Received', tab: 'received' },
  { path: '/cancel_main', title: 'Returns and Cancelation', tab: 'cancelled' },
  { path: '/orderhistory', title: 'Order History', tab: 'history' },
] as const satisfies readonly { path: string; title: string; tab: CustomerOrderTab }[];

export const CART_PAGE = { path: '/addtocart', title: 'Shopping Cart' } as const;

/** One order of the customer, with what they may do with it (mf-orders); a notice about an order opens it. */
export const ORDER_PAGE = { base: '/purchases', title: 'My Order' } as const;

export function orderPagePath(orderId: number): string {
  return `${ORDER_PAGE.base}/${orderId}`;
}

/** The address of a product's page: always the short form (mf-catalog also reads the specification's long one). */
export function productPagePath(productId: number): string {
  return `${PATHS.productRequest}/${productId}`;
}

/** The customizer opened from a customizable product's page: it starts at that product's size (docs/customizer.md). */
export const CUSTOMIZER_PRODUCT_PARAM = 'product';

export function customizerPath(productId: number): string {
  return `${PATHS.customizer}?${CUSTOMIZER_PRODUCT_PARAM}=${productId}`;
}

/** The browser tab's title of a page (docs/accessibility.md): the page's own name first. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${BUSINESS.name}`;
}

/** The customer's own booking requests and events. */
export const MY_BOOKINGS_PAGE = { path: PATHS.myBookings, title: 'My Bookings' } as const;

/** React Router matches paths ignoring case, so the guard must too. */
function isUnder(pathname: string, base: string): boolean {
  const path = normalisePath(pathname);
  const prefix = base.toLowerCase();
  return path === prefix || (prefix !== '/' && path.startsWith(`${prefix}/`));
}

export function normalisePath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

export function isAnonymousPath(pathname: string): boolean {
  return ANONYMOUS_PATHS.some((path) => normalisePath(pathname) === path);
}

export function isAdminPath(pathname: string): boolean {
  return ADMIN_PATHS.some((base) => isUnder(pathname, base));
}

/** Whether `pathname` is `base` or lies under it, ignoring case. */
export function pathMatches(pathname: string, base: string): boolean {
  return isUnder(pathname, base);
}

export type RouteDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; message?: string };

/** The route guard (docs/architecture.md), as one pure rule the shell applies on every navigation. */
export function decideRoute(pathname: string, user: SessionUser | null): RouteDecision {
  const path = normalisePath(pathname);
  if (!user) {
    return isAnonymousPath(path)
      ? { kind: 'allow' }
      : { kind: 'redirect', to: PATHS.landing, message: AUTH_MESSAGES.signInFirst };
  }
  if (path === PATHS.landing || path === PATHS.register) return { kind: 'redirect', to: HOME_PATH[user.role] };
  if (isAdminPath(path) && user.role !== 'admin') {
    return { kind: 'redirect', to: HOME_PATH.customer, message: AUTH_MESSAGES.adminOnly };
  }
  if (path === PATHS.admin) return { kind: 'redirect', to: HOME_PATH.admin };
  return { kind: 'allow' };
}
