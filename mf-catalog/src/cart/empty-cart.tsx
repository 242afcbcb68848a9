import { EMPTY_CART_REDIRECT_MS, PATHS } from '@qmj/contracts';
import { useNavigate } from '@qmj/web-kit/router';
import { useEffect } from 'react';
import { Button } from 'react-bootstrap';

export const EMPTY_CART_TEXT = 'Your cart is empty.';

/** "Your cart is empty." with Go Shopping; the catalogue opens by itself after 3 seconds. */
export function EmptyCart() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(PATHS.products), EMPTY_CART_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="bg-white rounded-3 shadow-sm p-5 text-center">
      <p className="fs-5 mb-1">{EMPTY_CART_TEXT}</p>
      <p className="small text-body-secondary">
        Taking you to the products in {EMPTY_CART_REDIRECT_MS / 1000} seconds.
      </p>
      <Button variant="primary" onClick={() => navigate(PATHS.products)}>
        Go Shopping
      </Button>
    </div>
  );
}
