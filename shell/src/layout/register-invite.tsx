import { Button, Modal } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';

/** The dialog a visitor sees on Book Event and Products. */
export function RegisterInvite({ show, onClose }: { show: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="register-invite-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="register-invite-title">Create an account first</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        Register for a free account to book events and pre-order our products. It only takes a minute.
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Register Later
        </Button>
        <Button
          variant="primary"
          onClick={() => {
            onClose();
            navigate('/register');
          }}
        >
          Register
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
