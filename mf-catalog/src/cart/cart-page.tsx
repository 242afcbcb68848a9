import { Loading } from '@qmj/web-kit';
import { Alert, Container } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useProfileDetails } from '../order-details/use-profile-details';
import { useApiGet } from '../shared/use-api-get';
import { CART_MESSAGES, CART_PATH, type CartPage as CartList } from './cart-api';
import { CartContent } from './cart-content';

/** `/addtocart`: the Shopping Cart. */
export function CartPage() {
  const cart = useApiGet<CartList>(CART_PATH, CART_MESSAGES.load);
  const profile = useProfileDetails();
  return (
    <Container className="py-4">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">Shopping Cart</h1>
        <Link to="/userproducts" className="btn btn-outline-secondary">
          Continue Shopping
        </Link>
      </div>
      {cart.state === 'failed' && <Alert variant="danger">{cart.message}</Alert>}
      {(cart.state === 'loading' || profile.state === 'loading') && cart.state !== 'failed' && <Loading />}
      {cart.state === 'ready' && profile.state === 'ready' && (
        <>
          {cart.data.total > cart.data.items.length && (
            <Alert variant="info">
              Showing the first {cart.data.items.length} of {cart.data.total} items in your cart.
            </Alert>
          )}
          <CartContent initialLines={cart.data.items} profile={profile} />
        </>
      )}
    </Container>
  );
}
