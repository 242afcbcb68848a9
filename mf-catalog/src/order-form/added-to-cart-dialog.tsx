import { Button, Modal } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';

interface AddedToCartDialogProps {
  show: boolean;
  productName: string;
  quantity: number;
  onClose: () => void;
}

/** "Added to Cart": View Cart (→ /addtocart) or Continue Shopping (closes, the page stays). */
export function AddedToCartDialog({ show, productName, quantity, onClose }: AddedToCartDialogProps) {
  const navigate = useNavigate();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="added-to-cart-title">
      <Modal.Header closeButton>
        <Modal.Title as="h2" id="added-to-cart-title" className="h5">
          Added to Cart
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">
          {quantity} × {productName} is now in your shopping cart.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Continue Shopping
        </Button>
        <Button variant="primary" onClick={() => navigate('/addtocart')}>
          View Cart
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
