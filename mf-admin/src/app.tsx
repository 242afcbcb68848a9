import { NotFoundPage, PageBeingBuilt, RemoteRoot } from '@qmj/web-kit';
import { Route, Routes } from 'react-router-dom';

export const REMOTE_NAME = 'mf_admin';

/** Every path this module serves (REMOTE_MODULES in @qmj/contracts), with full absolute paths. */
export default function App() {
  return (
    <RemoteRoot name={REMOTE_NAME} buildId={__QMJ_BUILD_ID__}>
      <Routes>
        <Route path="/dashBoard" element={<PageBeingBuilt title="Dashboard" />} />
        <Route path="/productstable" element={<PageBeingBuilt title="Product List" />} />
        <Route path="/audith_table/:productId" element={<PageBeingBuilt title="Product History" />} />
        <Route path="/sales_table/:productId" element={<PageBeingBuilt title="Product Sales" />} />
        <Route path="/productcategory" element={<PageBeingBuilt title="Product Category" />} />
        <Route path="/service" element={<PageBeingBuilt title="Service List" />} />
        <Route path="/bookingtable" element={<PageBeingBuilt title="Service Request" />} />
        <Route path="/approved_events" element={<PageBeingBuilt title="Event Schedules" />} />
        <Route path="/orderRequest" element={<PageBeingBuilt title="Product Request" />} />
        <Route path="/orderproducts" element={<PageBeingBuilt title="Order List" />} />
        <Route path="/customer" element={<PageBeingBuilt title="Customer List" />} />
        <Route path="/request/table" element={<PageBeingBuilt title="Booked List" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteRoot>
  );
}
