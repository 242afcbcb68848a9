import { useId } from 'react';
import { Button, Modal } from 'react-bootstrap';

interface MessageDialogProps {
  title: string;
  message: string;
  onClose: () => void;
  show?: boolean;
}

/** A titled message with OK, which closes it. */
export function MessageDialog({ title, message, onClose, show = true }: MessageDialogProps) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{message}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onClose}>
          OK
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
