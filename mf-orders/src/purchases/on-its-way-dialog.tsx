import { ORDER_MESSAGES } from '@qmj/contracts';
import { useId } from 'react';
import { Button, Modal } from 'react-bootstrap';

/** Cancelling from To Receive: the order is on its way, so nothing is sent; the customer is told why. */
export function OnItsWayDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal show onHide={onClose} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id={titleId}>
          Cancel Order
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{ORDER_MESSAGES.onItsWay}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onClose}>
          OK
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
