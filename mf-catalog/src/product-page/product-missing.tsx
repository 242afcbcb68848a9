import { PATHS } from '@qmj/contracts';
import { Link } from '@qmj/web-kit/router';
import { usePageTitle } from '@qmj/web-kit/ui';
import { Container } from 'react-bootstrap';

export const PRODUCT_MISSING_TEXT = 'This product does not exist.';

/** A product page whose id is not a product (404, or an address that holds no id). */
export function ProductMissing() {
  usePageTitle(PRODUCT_MISSING_TEXT);
  return (
    <Container className="py-5 text-center">
      <h1 className="h3">{PRODUCT_MISSING_TEXT}</h1>
      <p className="text-body-secondary">It may have been removed, or the address may be incomplete.</p>
      <Link to={PATHS.products} className="btn btn-primary">
        Back to the Product Catalogue
      </Link>
    </Container>
  );
}
