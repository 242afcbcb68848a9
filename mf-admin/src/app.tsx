import { NotFoundPage, PageBeingBuilt, RemoteRoot } from '@qmj/web-kit';
import { Route, Routes } from 'react-router-dom';
import { ProductCategoryPage } from './categories/product-category-page';
import { OrderListPage } from './order-list/order-list-page';
import { OrderRequestsPage } from './order-requests/order-requests-page';
import { ProductHistoryPage } from './product-history/product-history-page';
import { ProductSalesPage } from './product-sales/product-sales-page';
import { ProductListPage } from './products/product-list-page';

export const REMOTE_NAME = 'mf_admin';

/** Every path this module serves (REMOTE_MODULES in @qmj/contracts), with full absolute paths. */
export default function App() {
  return (
    <RemoteRoot name={REMOTE_NAME} buildId={__QMJ_BUILD_ID__}>
      <Routes>
        <Route path="/dashBoard" element={<PageBeingBuilt title="Dashboard" />} />
        <Route path="/productstable" element={<ProductListPage />} />
        <Route path="/audith_table/:productId" element={<ProductHistoryPage />} />
        <Route path="/sales_table/:productId" element={<ProductSalesPage />} />
        <Route path="/productcategory" element={<ProductCategoryPage />} />
        <Route path="/service" element={<PageBeingBuilt title="Service List" />} />
        <Route path="/bookingtable" element={<PageBeingBuilt title="Service Request" />} />
        <Route path="/approved_events" element={<PageBeingBuilt title="Event Schedules" />} />
        <Route path="/orderRequest" element={<OrderRequestsPage />} />
        <Route path="/orderproducts" element={<OrderListPage />} />
        <Route path="/customer" element={<PageBeingBuilt title="Customer List" />} />
        <Route path="/request/table" element={<PageBeingBuilt title="Booked List" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteRoot>
  );
}
