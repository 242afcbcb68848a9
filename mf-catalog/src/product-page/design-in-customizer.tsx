import { CUSTOMIZATION_MESSAGES, customizerPath, PATHS } from '@qmj/contracts';
import { Link, useLocation } from '@qmj/web-kit/router';
import { productIdFromSplat, productRequestSplat } from '../product-route/product-id-from-splat';

/**
 * A customizable mug is ordered from the customizer, carrying its design (docs/customizer.md); the link names this
 * page's product, so the customizer starts at its size.
 */
export function DesignInCustomizer() {
  const { pathname } = useLocation();
  const productId = productIdFromSplat(productRequestSplat(pathname));
  return (
    <section aria-labelledby="design-heading" className="bg-white rounded-3 shadow-sm p-4">
      <h2 id="design-heading" className="h5">
        Design your mug
      </h2>
      <p>{CUSTOMIZATION_MESSAGES.designRequired}</p>
      <Link to={productId === undefined ? PATHS.customizer : customizerPath(productId)} className="btn btn-primary">
        Open the Mug Customizer
      </Link>
    </section>
  );
}
