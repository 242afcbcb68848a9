import { FIND_SIMILAR_MAX, productPagePath } from '@qmj/contracts';
import { apiQuery, errorMessage } from '@qmj/web-kit';
import { Link } from '@qmj/web-kit/router';
import { Dialog, ErrorState, formatPeso, Loading } from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'react-bootstrap';
import { ProductImage } from '../common/product-image';
import { ORDER_CALL_FAILED } from './order-messages';

interface FindSimilarDialogProps {
  productId: number;
  productName: string;
  onClose: () => void;
}

/** At most 8 products of the ordered product's category, each linking to its product page. */
export function FindSimilarDialog({ productId, productName, onClose }: FindSimilarDialogProps) {
  const similar = useQuery(
    apiQuery.catalog.similarProducts.queryOptions({
      input: { id: productId },
      select: (products) => products.slice(0, FIND_SIMILAR_MAX),
    }),
  );
  const products = similar.data;

  return (
    <Dialog
      title="Similar Products"
      size="lg"
      onHide={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <p className="text-body-secondary small">More products like {productName}.</p>
      {similar.error ? (
        <ErrorState message={errorMessage(similar.error, ORDER_CALL_FAILED.similar)} />
      ) : !products ? (
        <Loading />
      ) : products.length === 0 ? (
        <p>No similar products found.</p>
      ) : (
        <ul className="list-unstyled row row-cols-2 row-cols-md-4 g-3 mb-0">
          {products.map((product) => (
            <li key={product.id} className="col">
              <Link
                to={productPagePath(product.id)}
                className="d-block text-decoration-none text-body text-center h-100"
                onClick={onClose}
              >
                <ProductImage url={product.imageUrl} name={product.name} size={110} />
                <span className="d-block small fw-semibold mt-1">{product.name}</span>
                <span className="d-block small text-body-secondary">{formatPeso(product.unitPrice)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
