import { PATHS } from '@qmj/contracts';
import { Route, Routes } from '@qmj/web-kit/router';
import { Loading, NotFoundPage, RemoteRoot } from '@qmj/web-kit/ui';
import { lazy, Suspense } from 'react';
import { BookedListPage } from './booked-list/booked-list-page';
import { ProductCategoryPage } from './categories/product-category-page';
import { EventSchedulesPage } from './event-schedules/event-schedules-page';
import { OrderListPage } from './order-list/order-list-page';
import { OrderRequestsPage } from './order-requests/order-requests-page';
import { ProductHistoryPage } from './product-history/product-history-page';
import { ProductSalesPage } from './product-sales/product-sales-page';
import { ProductListPage } from './products/product-list-page';
import { ServiceRequestsPage } from './service-requests/service-requests-page';
import { ServiceListPage } from './services/service-list-page';
import { SettingsPage } from './settings/settings-page';

export const REMOTE_NAME = 'mf_admin';

// The dashboard loads with its charts (echarts) and the customer list with its own code, so the module's entry
// stays small (docs/architecture.md).
const DashboardPage = lazy(() =>
  import('./dashboard/dashboard-page').then((module) => ({ default: module.DashboardPage })),
);
const CustomerListPage = lazy(() =>
  import('./customers/customer-list-page').then((module) => ({ default: module.CustomerListPage })),
);

// The shell calls it as it starts each page of this module (a `PageStart`).
export { startPage } from './start-page';

/** Every path this module serves (REMOTE_MODULES in @qmj/contracts), with full absolute paths. */
export default function App() {
  return (
    <RemoteRoot name={REMOTE_NAME} buildId={__QMJ_BUILD_ID__}>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path={PATHS.dashboard} element={<DashboardPage />} />
          <Route path={PATHS.productList} element={<ProductListPage />} />
          <Route path={`${PATHS.productHistory}/:productId`} element={<ProductHistoryPage />} />
          <Route path={`${PATHS.productSales}/:productId`} element={<ProductSalesPage />} />
          <Route path={PATHS.productCategory} element={<ProductCategoryPage />} />
          <Route path={PATHS.serviceList} element={<ServiceListPage />} />
          <Route path={PATHS.serviceRequests} element={<ServiceRequestsPage />} />
          <Route path={PATHS.eventSchedules} element={<EventSchedulesPage />} />
          <Route path={PATHS.productRequests} element={<OrderRequestsPage />} />
          <Route path={PATHS.orderList} element={<OrderListPage />} />
          <Route path={PATHS.customerList} element={<CustomerListPage />} />
          <Route path={PATHS.bookedList} element={<BookedListPage />} />
          <Route path={PATHS.settings} element={<SettingsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RemoteRoot>
  );
}
