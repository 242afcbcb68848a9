import type { Product } from '@qmj/contracts';
import { Loading } from '@qmj/web-kit';
import { Alert, Container } from 'react-bootstrap';
import { Link, useLocation } from 'react-router-dom';
import { productIdFromSplat, productRequestSplat } from '../product-route/product-id-from-splat';
import { useApiGet } from '../shared/use-api-get';
import { ProductDetails } from './product-details';
import { ProductMissing } from './product-missing';

/**
 * `/productrequest/:id` and the specification's long form: only the id is read from the address
 * (still encoded, see productIdFromSplat); everything shown comes from `GET /api/products/:id`.
 */
export function ProductPage() {
  const { pathname } = useLocation();
  const id = productIdFromSplat(productRequestSplat(pathname));
  if (id === undefined) return <ProductMissing />;
  // A new product starts with its panels closed.
  return <LoadedProduct key={id} id={id} />;
}

function LoadedProduct({ id }: { id: number }) {
  const product = useApiGet<Product>(`products/${id}`, 'The product could not be loaded.');
  if (product.state === 'loading') return <Loading />;
  if (product.state === 'ready') return <ProductDetails product={product.data} />;
  if (product.status === 404) return <ProductMissing />;
  return (
    <Container className="py-5">
      <Alert variant="danger">{product.message}</Alert>
      <Link to="/userproducts">Back to the Product Catalogue</Link>
    </Container>
  );
}
