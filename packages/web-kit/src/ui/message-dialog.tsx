import type { ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { Dialog } from './dialog';

interface MessageDialogProps {
  title: string;
  /** A sentence, or a few (drawn as given). */
  message: ReactNode;
  /** Called by the button, and by the close button, Escape or a click outside unless `dismissible` is false. */
  onClose: () => void;
  show?: boolean;
  /** The button's label: OK, or where it leads ("Go to Login"). */
  buttonText?: string;
  /** False when the button is the only way on (the order is placed: OK goes back to the catalogue). */
  dismissible?: boolean;
  size?: 'sm' | 'lg' | 'xl';
}

/** A titled message with one button, which closes it; the button has the focus, so Enter answers it. */
export function MessageDialog(props: MessageDialogProps) {
  const { title, message, onClose, show = true, buttonText = 'OK', dismissible = true, size } = props;
  return (
    <Dialog
      show={show}
      title={title}
      onHide={onClose}
      size={size}
      dismissible={dismissible}
      footer={
        <Button variant="primary" onClick={onClose} autoFocus>
          {buttonText}
        </Button>
      }
    >
      {typeof message === 'string' ? <p className="mb-0">{message}</p> : message}
    </Dialog>
  );
}
