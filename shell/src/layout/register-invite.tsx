import { PATHS } from '@qmj/contracts';
import { useNavigate } from '@qmj/web-kit/router';
import { Dialog } from '@qmj/web-kit/ui';
import { Button } from 'react-bootstrap';

/** The dialog a visitor sees on Book Event and Products. */
export function RegisterInvite({ show, onClose }: { show: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog
      show={show}
      title="Create an account first"
      onHide={onClose}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose}>
            Register Later
          </Button>
          <Button
            variant="primary"
            onClick={() => {
              onClose();
              navigate(PATHS.register);
            }}
          >
            Register
          </Button>
        </>
      }
    >
      Register for a free account to book events and pre-order our products. It only takes a minute.
    </Dialog>
  );
}
