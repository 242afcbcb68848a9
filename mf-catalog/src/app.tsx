import { CART_PAGE, PATHS } from '@qmj/contracts';
import { Route, Routes } from '@qmj/web-kit/router';
import { Loading, NotFoundPage, RemoteRoot } from '@qmj/web-kit/ui';
import { lazy, Suspense } from 'react';
import { CataloguePage } from './catalogue/catalogue-page';

// The catalogue is the page most opened first; the product page and the cart (their forms) load when opened.
const ProductPage = lazy(() =>
  import(/* webpackChunkName: "page-productrequest" */ './product-page/product-page').then((page) => ({
    default: page.ProductPage,
  })),
);
const CartPage = lazy(() =>
  import(/* webpackChunkName: "page-addtocart" */ './cart/cart-page').then((page) => ({ default: page.CartPage })),
);

export const REMOTE_NAME = 'mf_catalog';

// The shell calls it as it starts each page of this module (a `PageStart`).
export { startPage } from './start-page';

/** Every path this module serves (REMOTE_MODULES in @qmj/contracts), with full absolute paths. */
export default function App() {
  return (
    <RemoteRoot name={REMOTE_NAME} buildId={__QMJ_BUILD_ID__}>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path={PATHS.products} element={<CataloguePage />} />
          <Route path={`${PATHS.productRequest}/*`} element={<ProductPage />} />
          <Route path={CART_PAGE.path} element={<CartPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RemoteRoot>
  );
}
