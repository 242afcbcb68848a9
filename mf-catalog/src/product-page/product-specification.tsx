import type { Product } from '@qmj/contracts';
import { formatCount } from '@qmj/web-kit/ui';

export const SPECIFICATION_PANEL_ID = 'product-specification';

/** The specification panel (PRODUCT DESCRIPTION): stock, category, ships from and the description. */
export function ProductSpecification({ product }: { product: Product }) {
  return (
    <section
      id={SPECIFICATION_PANEL_ID}
      aria-labelledby="product-specification-title"
      className="bg-white rounded-3 shadow-sm p-4 mt-4"
    >
      <h2 id="product-specification-title" className="h5 mb-3">
        Product Specification
      </h2>
      <dl className="row mb-0">
        <dt className="col-sm-4">Stock</dt>
        <dd className="col-sm-8">{formatCount(product.stock)}</dd>
        <dt className="col-sm-4">Category</dt>
        <dd className="col-sm-8">{product.categoryName}</dd>
        <dt className="col-sm-4">Ships from</dt>
        <dd className="col-sm-8">{product.ships.trim() || 'Not stated'}</dd>
        <dt className="col-sm-4">Description</dt>
        <dd className="col-sm-8 mb-0" style={{ whiteSpace: 'pre-line' }}>
          {product.description}
        </dd>
      </dl>
    </section>
  );
}
