import { ORDER_MESSAGES } from '@qmj/contracts';
import { Button, Modal } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';

/** 'Your order has been successfully placed.' with OK, which goes back to the catalogue (/userproducts). */
export function OrderPlacedDialog({ show }: { show: boolean }) {
  const navigate = useNavigate();
  const done = () => navigate('/userproducts');
  return (
    <Modal show={show} onHide={done} centered backdrop="static" aria-labelledby="order-placed-title">
      <Modal.Header>
        <Modal.Title as="h2" id="order-placed-title" className="h5">
          Order Placed
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{ORDER_MESSAGES.placed}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={done}>
          OK
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
