import { FIND_SIMILAR_MAX, formatPesos, type Product } from '@qmj/contracts';
import { errorMessage, Loading } from '@qmj/web-kit';
import { useEffect, useId, useState } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { ProductImage } from '../common/product-image';
import { fetchSimilarProducts, ORDER_CALL_FAILED } from './orders-api';

interface FindSimilarDialogProps {
  productId: number;
  productName: string;
  onClose: () => void;
}

/** At most 8 products of the ordered product's category, each linking to its product page. */
export function FindSimilarDialog({ productId, productName, onClose }: FindSimilarDialogProps) {
  const titleId = useId();
  const [products, setProducts] = useState<Product[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    fetchSimilarProducts(productId).then(
      (answer) => {
        if (current) setProducts(answer.slice(0, FIND_SIMILAR_MAX));
      },
      async (failure: unknown) => {
        const message = await errorMessage(failure, ORDER_CALL_FAILED.similar);
        if (current) setError(message);
      },
    );
    return () => {
      current = false;
    };
  }, [productId]);

  return (
    <Modal show onHide={onClose} centered size="lg" aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id={titleId}>
          Similar Products
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-body-secondary small">More products like {productName}.</p>
        {error ? (
          <Alert variant="danger">{error}</Alert>
        ) : !products ? (
          <Loading />
        ) : products.length === 0 ? (
          <p>No similar products found.</p>
        ) : (
          <ul className="list-unstyled row row-cols-2 row-cols-md-4 g-3 mb-0">
            {products.map((product) => (
              <li key={product.id} className="col">
                <Link
                  to={`/productrequest/${product.id}`}
                  className="d-block text-decoration-none text-body text-center h-100"
                  onClick={onClose}
                >
                  <ProductImage url={product.imageUrl} name={product.name} size={110} />
                  <span className="d-block small fw-semibold mt-1">{product.name}</span>
                  <span className="d-block small text-body-secondary">{formatPesos(product.unitPrice)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
