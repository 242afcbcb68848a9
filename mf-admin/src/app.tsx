import { PATHS, pathMatches } from '@qmj/contracts';
import { Route, Routes } from '@qmj/web-kit/router';
import { Loading, NotFoundPage, RemoteRoot } from '@qmj/web-kit/ui';
import { type ComponentType, lazy, Suspense } from 'react';
import { startPage as startScreenReads } from './start-page';

export const REMOTE_NAME = 'mf_admin';

/**
 * A page that loads with its own code, so the module's `./App` carries no page and a screen brings only its own code,
 * not every other screen's forms and dialogs (docs/architecture.md). `path` is the page's, or the one its record's id
 * follows (`/audith_table/:productId`).
 */
function lazyPage<Module>(path: string, load: () => Promise<Module>, name: keyof Module, withRecordId = false) {
  const loadPage = () => load().then((module) => module[name] as ComponentType);
  return {
    path,
    route: withRecordId ? `${path}/:productId` : path,
    loadPage,
    Page: lazy(() => loadPage().then((Page) => ({ default: Page }))),
  };
}

/** Every path this module serves (REMOTE_MODULES in @qmj/contracts), with full absolute paths. */
const PAGES = [
  lazyPage(
    PATHS.dashboard,
    () => import(/* webpackChunkName: "page-dashBoard" */ './dashboard/dashboard-page'),
    'DashboardPage',
  ),
  lazyPage(
    PATHS.productList,
    () => import(/* webpackChunkName: "page-productstable" */ './products/product-list-page'),
    'ProductListPage',
  ),
  lazyPage(
    PATHS.productHistory,
    () => import(/* webpackChunkName: "page-audith_table" */ './product-history/product-history-page'),
    'ProductHistoryPage',
    true,
  ),
  lazyPage(
    PATHS.productSales,
    () => import(/* webpackChunkName: "page-sales_table" */ './product-sales/product-sales-page'),
    'ProductSalesPage',
    true,
  ),
  lazyPage(
    PATHS.productCategory,
    () => import(/* webpackChunkName: "page-productcategory" */ './categories/product-category-page'),
    'ProductCategoryPage',
  ),
  lazyPage(
    PATHS.serviceList,
    () => import(/* webpackChunkName: "page-service" */ './services/service-list-page'),
    'ServiceListPage',
  ),
  lazyPage(
    PATHS.serviceRequests,
    () => import(/* webpackChunkName: "page-bookingtable" */ './service-requests/service-requests-page'),
    'ServiceRequestsPage',
  ),
  lazyPage(
    PATHS.payments,
    () => import(/* webpackChunkName: "page-payments" */ './payments/payments-page'),
    'PaymentsPage',
  ),
  lazyPage(
    PATHS.eventSchedules,
    () => import(/* webpackChunkName: "page-approved_events" */ './event-schedules/event-schedules-page'),
    'EventSchedulesPage',
  ),
  lazyPage(
    PATHS.productRequests,
    () => import(/* webpackChunkName: "page-orderRequest" */ './order-requests/order-requests-page'),
    'OrderRequestsPage',
  ),
  lazyPage(
    PATHS.orderList,
    () => import(/* webpackChunkName: "page-orderproducts" */ './order-list/order-list-page'),
    'OrderListPage',
  ),
  lazyPage(
    PATHS.customerList,
    () => import(/* webpackChunkName: "page-customer" */ './customers/customer-list-page'),
    'CustomerListPage',
  ),
  lazyPage(
    PATHS.bookedList,
    () => import(/* webpackChunkName: "page-request" */ './booked-list/booked-list-page'),
    'BookedListPage',
  ),
  lazyPage(
    PATHS.messages,
    () => import(/* webpackChunkName: "page-messages" */ './messages/messages-page'),
    'MessagesPage',
  ),
  lazyPage(
    PATHS.settings,
    () => import(/* webpackChunkName: "page-settings" */ './settings/settings-page'),
    'SettingsPage',
  ),
  lazyPage(PATHS.modules, () => import(/* webpackChunkName: "page-modules" */ './modules/modules-page'), 'ModulesPage'),
];

/**
 * The shell calls it as it starts each page of this module (a `PageStart`), before it draws the page: the screen's
 * first reads (./start-page) and its code are asked for at once, not after the shell's render. A failed load is
 * asked for again, and shown, by the page's render.
 */
export function startPage(location: { pathname: string; search: string }): void {
  startScreenReads(location);
  PAGES.find(({ path }) => pathMatches(location.pathname, path))
    ?.loadPage()
    .catch(() => undefined);
}

/** This module's pages in its remote root, each at its path. */
export default function App() {
  return (
    <RemoteRoot name={REMOTE_NAME} buildId={__QMJ_BUILD_ID__}>
      <Suspense fallback={<Loading />}>
        <Routes>
          {PAGES.map(({ route, Page }) => (
            <Route key={route} path={route} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RemoteRoot>
  );
}
