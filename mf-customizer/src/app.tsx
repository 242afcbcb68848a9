import { NotFoundPage, PageBeingBuilt, RemoteRoot } from '@qmj/web-kit';
import { Route, Routes } from 'react-router-dom';

export const REMOTE_NAME = 'mf_customizer';

/** Every path this module serves (REMOTE_MODULES in @qmj/contracts), with full absolute paths. */
export default function App() {
  return (
    <RemoteRoot name={REMOTE_NAME} buildId={__QMJ_BUILD_ID__}>
      <Routes>
        <Route path="/itemcustomization" element={<PageBeingBuilt title="Mug Customizer" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteRoot>
  );
}
