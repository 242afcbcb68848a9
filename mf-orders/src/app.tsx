import { NotFoundPage, PageBeingBuilt, RemoteRoot } from '@qmj/web-kit';
import { Route, Routes } from 'react-router-dom';

export const REMOTE_NAME = 'mf_orders';

/** Every path this module serves (REMOTE_MODULES in @qmj/contracts), with full absolute paths. */
export default function App() {
  return (
    <RemoteRoot name={REMOTE_NAME} buildId={__QMJ_BUILD_ID__}>
      <Routes>
        <Route path="/editprofiles" element={<PageBeingBuilt title="Edit Profile" />} />
        <Route path="/orderhistory" element={<PageBeingBuilt title="Order History" />} />
        <Route path="/toship_main" element={<PageBeingBuilt title="To Ship" />} />
        <Route path="/torecieve_main" element={<PageBeingBuilt title="To Receive" />} />
        <Route path="/completed_main" element={<PageBeingBuilt title="Received" />} />
        <Route path="/cancel_main" element={<PageBeingBuilt title="Returns and Cancelation" />} />
        <Route path="/pending_main" element={<PageBeingBuilt title="Pending" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteRoot>
  );
}
