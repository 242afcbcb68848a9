import { Link } from '@qmj/web-kit/router';

export const PRODUCT_LIST_PATH = '/productstable';

/** The way back from a product's history or sales to the product list. */
export function BackToProducts() {
  return (
    <Link to={PRODUCT_LIST_PATH} className="btn btn-link px-0">
      <span aria-hidden="true">← </span>
      Back to Product List
    </Link>
  );
}
