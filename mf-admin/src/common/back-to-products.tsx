import { PATHS } from '@qmj/contracts';
import { Link } from '@qmj/web-kit/router';

/** The way back from a product's history or sales to the product list. */
export function BackToProducts() {
  return (
    <Link to={PATHS.productList} className="btn btn-link px-0">
      <span aria-hidden="true">← </span>
      Back to Product List
    </Link>
  );
}
