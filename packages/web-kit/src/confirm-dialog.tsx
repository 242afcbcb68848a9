import { CONFIRM_MESSAGES, isOkayConfirmation } from '@qmj/contracts';
import { type ReactNode, useId, useState } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';

interface ConfirmDialogProps {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  /** Ask the user to type "okay" as well (delete and undo in the specifications). */
  requireOkay?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A confirm before an action; with `requireOkay` the action waits until "okay" is typed (trimmed, any case). */
export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel = 'Confirm',
  requireOkay = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const titleId = useId();
  const ready = !requireOkay || isOkayConfirmation(typed);
  const close = () => {
    setTyped('');
    onCancel();
  };
  return (
    <Modal show={show} onHide={close} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {children}
        {requireOkay && (
          <Form.Group controlId="confirm-okay" className="mt-3">
            <Form.Label>{CONFIRM_MESSAGES.typeOkay}</Form.Label>
            <Form.Control value={typed} autoComplete="off" onChange={(event) => setTyped(event.target.value)} />
          </Form.Group>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button
          variant="primary"
          disabled={!ready || busy}
          onClick={() => {
            setTyped('');
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
