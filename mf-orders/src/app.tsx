import { ORDER_PAGE, PATHS } from '@qmj/contracts';
import { Route, Routes } from '@qmj/web-kit/router';
import { Loading, NotFoundPage, RemoteRoot } from '@qmj/web-kit/ui';
import { lazy, Suspense } from 'react';
import { loadEditProfilePage } from './profile/edit-profile-code';
import { OrderPage } from './purchases/order-page';
import { PURCHASE_TABS } from './purchases/purchase-tabs';
import { PurchasesPage } from './purchases/purchases-page';

export const REMOTE_NAME = 'mf_orders';

const EditProfilePage = lazy(loadEditProfilePage);

// The shell calls it as it starts each page of this module (a `PageStart`).
export { startPage } from './start-page';

/** Every path this module serves (REMOTE_MODULES in @qmj/contracts), with full absolute paths. */
export default function App() {
  return (
    <RemoteRoot name={REMOTE_NAME} buildId={__QMJ_BUILD_ID__}>
      <Routes>
        <Route
          path={PATHS.profile}
          element={
            <Suspense fallback={<Loading />}>
              <EditProfilePage />
            </Suspense>
          }
        />
        {PURCHASE_TABS.map((tab) => (
          <Route key={tab.path} path={tab.path} element={<PurchasesPage key={tab.path} config={tab} />} />
        ))}
        <Route path={`${ORDER_PAGE.base}/:id`} element={<OrderPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteRoot>
  );
}
