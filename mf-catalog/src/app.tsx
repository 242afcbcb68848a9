import { NotFoundPage, RemoteRoot } from '@qmj/web-kit';
import { Route, Routes } from 'react-router-dom';
import { CartPage } from './cart/cart-page';
import { CataloguePage } from './catalogue/catalogue-page';
import { ProductPage } from './product-page/product-page';

export const REMOTE_NAME = 'mf_catalog';

/** Every path this module serves (REMOTE_MODULES in @qmj/contracts), with full absolute paths. */
export default function App() {
  return (
    <RemoteRoot name={REMOTE_NAME} buildId={__QMJ_BUILD_ID__}>
      <Routes>
        <Route path="/userproducts" element={<CataloguePage />} />
        <Route path="/productrequest/*" element={<ProductPage />} />
        <Route path="/addtocart" element={<CartPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteRoot>
  );
}
