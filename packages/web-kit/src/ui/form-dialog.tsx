import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'react-bootstrap';
import { Dialog } from './dialog';
import { FormError, SubmitButton } from './form-fields';
import { useSubmit } from './use-submit';

interface FormDialogProps {
  title: string;
  /** Sends the form (often `form.handleSubmit(…)`); while it runs the dialog is busy, and if it fails the dialog stays open. */
  onSubmit: () => Promise<unknown>;
  /** The line shown when the call fails without a message of the API's (a network failure). */
  failureText: string;
  onClose: () => void;
  submitText: string;
  /** Replaces the submit label while sending ("Cancelling…"); without it a spinner shows. */
  busyText?: string;
  closeText?: string;
  submitVariant?: ButtonProps['variant'];
  /** A problem the caller found before sending (a check the schema cannot make), shown where a failure shows. */
  error?: string | null;
  size?: 'sm' | 'lg' | 'xl';
  centered?: boolean;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form in a dialog: its fields, the error under them, close and submit. A failed call shows the API's message and
 * keeps everything the user typed; nothing closes it halfway through a call, so what was sent is never in doubt.
 */
export function FormDialog(props: FormDialogProps) {
  const { title, onSubmit, failureText, onClose, submitText, busyText, closeText = 'Close' } = props;
  const { submitVariant = 'primary', error = null, size, centered, children } = props;
  const submit = useSubmit(failureText);
  return (
    <Dialog
      title={title}
      onHide={onClose}
      size={size}
      centered={centered}
      dismissible={!submit.busy}
      onSubmit={() => void submit.run(onSubmit)}
      footer={
        <>
          <Button variant="secondary" disabled={submit.busy} onClick={onClose}>
            {closeText}
          </Button>
          <SubmitButton busy={submit.busy} busyText={busyText} variant={submitVariant}>
            {submitText}
          </SubmitButton>
        </>
      }
    >
      {children}
      <FormError error={error ?? submit.error} className="mt-3 mb-0" />
    </Dialog>
  );
}
