import { Button, Modal } from 'react-bootstrap';

/** The success dialog after a product is added or edited. */
export function ProductSavedDialog({ show, onClose }: { show: boolean; onClose: () => void }) {
  return (
    <Modal show={show} onHide={onClose} centered size="sm" aria-labelledby="product-saved-title">
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id="product-saved-title">
          Product saved
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>The product has been saved.</Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onClose} autoFocus>
          OK
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
