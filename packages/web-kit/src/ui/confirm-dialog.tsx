import { CONFIRM_MESSAGES, isOkayConfirmation } from '@qmj/contracts';
import { type ReactNode, useId, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  show: boolean;
  title: string;
  /** The question, and anything the user should see before answering (an error of a failed attempt included). */
  children: ReactNode;
  confirmLabel?: string;
  /** Ask the user to type "okay" as well (delete and undo in the specifications). */
  requireOkay?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirm before an action; with `requireOkay` the action waits until "okay" is typed (trimmed, any case). While
 * the action runs it cannot be cancelled, since cancelling would not stop what was already sent.
 */
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
  const okayId = useId();
  const ready = !requireOkay || isOkayConfirmation(typed);
  const close = () => {
    setTyped('');
    onCancel();
  };
  return (
    <Dialog
      show={show}
      title={title}
      onHide={close}
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={close}>
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
        </>
      }
    >
      {children}
      {requireOkay && (
        <Form.Group controlId={okayId} className="mt-3">
          <Form.Label>{CONFIRM_MESSAGES.typeOkay}</Form.Label>
          <Form.Control value={typed} autoComplete="off" onChange={(event) => setTyped(event.target.value)} />
        </Form.Group>
      )}
    </Dialog>
  );
}
