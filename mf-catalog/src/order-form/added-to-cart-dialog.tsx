import { CART_PAGE } from '@qmj/contracts';
import { useNavigate } from '@qmj/web-kit/router';
import { Dialog } from '@qmj/web-kit/ui';
import { Button } from 'react-bootstrap';

interface AddedToCartDialogProps {
  productName: string;
  quantity: number;
  onClose: () => void;
}

/** "Added to Cart": View Cart (→ /addtocart) or Continue Shopping (closes, the page stays). */
export function AddedToCartDialog({ productName, quantity, onClose }: AddedToCartDialogProps) {
  const navigate = useNavigate();
  return (
    <Dialog
      title="Added to Cart"
      onHide={onClose}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose}>
            Continue Shopping
          </Button>
          <Button variant="primary" onClick={() => navigate(CART_PAGE.path)}>
            View Cart
          </Button>
        </>
      }
    >
      <p className="mb-0">
        {quantity} × {productName} is now in your shopping cart.
      </p>
    </Dialog>
  );
}
