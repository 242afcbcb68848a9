import { PATHS } from '@qmj/contracts';
import { errorMessage } from '@qmj/web-kit';
import { Link } from '@qmj/web-kit/router';
import { ErrorState, Loading, useDrawnInSlices, usePageTitle, usePrefilledOrderDetails } from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Container } from 'react-bootstrap';
import { CartContent } from './cart-content';
import { cartQueryOptions } from './cart-queries';

/** `/addtocart`: the Shopping Cart. */
export function CartPage() {
  usePageTitle('Shopping Cart');
  const cart = useQuery(cartQueryOptions());
  const prefilled = usePrefilledOrderDetails();
  const drawn = useDrawnInSlices(cart.data !== undefined && prefilled.state === 'ready');
  return (
    <Container className="py-4">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">Shopping Cart</h1>
        <Link to={PATHS.products} className="btn btn-outline-secondary">
          Continue Shopping
        </Link>
      </div>
      {cart.isError && <ErrorState message={errorMessage(cart.error, 'Your cart could not be loaded.')} />}
      {!drawn && !cart.isError && <Loading />}
      {drawn && cart.data && prefilled.state === 'ready' && (
        <>
          {cart.data.total > cart.data.items.length && (
            <Alert variant="info">
              Showing the first {cart.data.items.length} of {cart.data.total} items in your cart.
            </Alert>
          )}
          <CartContent lines={cart.data.items} prefilled={prefilled} />
        </>
      )}
    </Container>
  );
}
