import { FIND_SIMILAR_MAX, productPagePath } from '@qmj/contracts';
import { errorMessage } from '@qmj/web-kit';
import { Link } from '@qmj/web-kit/router';
import { formatPeso, Loading, useDrawnInSlices } from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { Col, Row } from 'react-bootstrap';
import { ProductImage } from '../shared/product-image';
import { similarProductsQueryOptions } from './product-page-queries';

/** Up to 8 products of the same category, each opening its own page. Nothing shows when there are none. */
export function SimilarProducts({ productId }: { productId: number }) {
  const similar = useQuery(similarProductsQueryOptions(productId));
  // Its cards come in a render of their own, after the product's.
  const drawn = useDrawnInSlices(similar.isSuccess);
  if (similar.isSuccess && similar.data.length === 0) return null;
  return (
    <section aria-labelledby="similar-products-title" className="mt-5">
      <h2 id="similar-products-title" className="h5 mb-3">
        Similar products
      </h2>
      {(similar.isPending || (similar.isSuccess && !drawn)) && <Loading className="py-3" />}
      {similar.isError && (
        <p className="small text-body-secondary">
          {errorMessage(similar.error, 'Similar products could not be loaded.')}
        </p>
      )}
      {similar.isSuccess && drawn && (
        <Row xs={2} sm={3} md={4} lg={6} className="g-3 list-unstyled" as="ul">
          {similar.data
            .filter((product) => product.id !== productId)
            .slice(0, FIND_SIMILAR_MAX)
            .map((product) => (
              <Col key={product.id} as="li">
                <Link to={productPagePath(product.id)} className="d-block text-decoration-none text-body">
                  <ProductImage src={product.imageUrl} name={product.name} decorative className="rounded-2 mb-1" />
                  <span className="d-block small fw-semibold text-truncate">{product.name}</span>
                  <span className="d-block small text-body-secondary">{formatPeso(product.unitPrice)}</span>
                </Link>
              </Col>
            ))}
        </Row>
      )}
    </section>
  );
}
