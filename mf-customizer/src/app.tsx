import { PATHS, REMOTE_NAMES } from '@qmj/contracts';
import { Route, Routes } from '@qmj/web-kit/router';
import { NotFoundPage, RemoteRoot } from '@qmj/web-kit/ui';
import { CustomizerPage } from './customizer-page/customizer-page';

// The shell calls it as it starts each page of this module (a `PageStart`).
export { startPage } from './start-page';

/** Every path this module serves (REMOTE_MODULES in @qmj/contracts), with full absolute paths. */
export default function App() {
  return (
    <RemoteRoot name={REMOTE_NAMES.customizer} buildId={__QMJ_BUILD_ID__}>
      <Routes>
        <Route path={PATHS.customizer} element={<CustomizerPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteRoot>
  );
}
