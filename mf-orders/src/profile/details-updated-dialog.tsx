import { PROFILE_MESSAGES } from '@qmj/contracts';
import { useId } from 'react';
import { Button, Modal } from 'react-bootstrap';

/** The success dialog after the account details were saved. */
export function DetailsUpdatedDialog({ show, onClose }: { show: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id={titleId}>
          Success
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{PROFILE_MESSAGES.updated}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onClose}>
          OK
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
