import { errorMessage } from '@qmj/web-kit';
import { type ReactNode, useId, useState } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';

/** A dialog form's error and busy state; `send` runs the call, then `done`, or shows why it failed. */
export function useDialogSubmit(fallback: string) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (call: () => Promise<unknown>, done: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await call();
      done();
    } catch (failure) {
      setError(await errorMessage(failure, fallback));
      setBusy(false);
    }
  };

  return { error, setError, busy, send };
}

interface FormDialogProps {
  title: string;
  error: string | null;
  busy: boolean;
  closeText: string;
  submitText: string;
  busyText: string;
  submitVariant: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A form in a dialog: its fields, the error under them, a close button and the submit button. */
export function FormDialog(props: FormDialogProps) {
  const { title, error, busy, closeText, submitText, busyText, submitVariant, onSubmit, onClose, children } = props;
  const titleId = useId();
  return (
    <Modal show onHide={onClose} centered aria-labelledby={titleId}>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5" id={titleId}>
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {children}
          {error && (
            <Alert variant="danger" className="mt-3 mb-0">
              {error}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>
            {closeText}
          </Button>
          <Button variant={submitVariant} type="submit" disabled={busy}>
            {busy ? busyText : submitText}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
