import { PATHS } from '@qmj/contracts';
import { errorMessage, errorStatus } from '@qmj/web-kit';
import { Link, useLocation } from '@qmj/web-kit/router';
import { ErrorState, Loading, useDrawnInSlices, usePageTitle } from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { Container } from 'react-bootstrap';
import { productIdFromSplat, productRequestSplat } from '../product-route/product-id-from-splat';
import { ProductDetails } from './product-details';
import { ProductMissing } from './product-missing';
import { productQueryOptions } from './product-page-queries';

/**
 * `/productrequest/:id` and the specification's long form: only the id is read from the address
 * (still encoded, see productIdFromSplat); everything shown comes from the API's `catalog.product`.
 */
export function ProductPage() {
  const { pathname } = useLocation();
  const id = productIdFromSplat(productRequestSplat(pathname));
  if (id === undefined) return <ProductMissing />;
  // A new product starts with its panels closed.
  return <LoadedProduct key={id} id={id} />;
}

function LoadedProduct({ id }: { id: number }) {
  const product = useQuery(productQueryOptions(id));
  const drawn = useDrawnInSlices(product.data !== undefined);
  usePageTitle(product.data?.name ?? 'Product');
  if (product.data && drawn) return <ProductDetails product={product.data} />;
  if (product.data || product.isPending) return <Loading />;
  if (errorStatus(product.error) === 404) return <ProductMissing />;
  return (
    <Container className="py-5">
      <ErrorState message={errorMessage(product.error, 'The product could not be loaded.')} />
      <Link to={PATHS.products}>Back to the Product Catalogue</Link>
    </Container>
  );
}
