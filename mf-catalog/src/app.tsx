import { NotFoundPage, PageBeingBuilt, RemoteRoot } from '@qmj/web-kit';
import { Route, Routes, useParams } from 'react-router-dom';

export const REMOTE_NAME = 'mf_catalog';

/**
 * `/productrequest/:id` and the specification's long form
 * `/productrequest/:image/:prod_name/:unit_price/:size_id/:stock/:id/...`: only the id is read.
 */
export function productIdFromSplat(splat: string | undefined): string | undefined {
  const segments = (splat ?? '').split('/').filter(Boolean);
  return segments.length >= 6 ? segments[5] : segments[0];
}

function ProductPage() {
  const params = useParams();
  const id = productIdFromSplat(params['*']);
  return id ? <PageBeingBuilt title="Product Details" /> : <NotFoundPage />;
}

/** Every path this module serves (REMOTE_MODULES in @qmj/contracts), with full absolute paths. */
export default function App() {
  return (
    <RemoteRoot name={REMOTE_NAME} buildId={__QMJ_BUILD_ID__}>
      <Routes>
        <Route path="/userproducts" element={<PageBeingBuilt title="Product Catalogue" />} />
        <Route path="/productrequest/*" element={<ProductPage />} />
        <Route path="/addtocart" element={<PageBeingBuilt title="Shopping Cart" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteRoot>
  );
}
