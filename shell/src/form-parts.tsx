import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';

interface AuthFormProps {
  onSubmit: (event: FormEvent) => void;
  error: string | null;
  /** Set when the form is described by its error (the login form). */
  errorId?: string;
  busy: boolean;
  submitText: string;
  children: ReactNode;
}

/** The account forms' frame: the fields, the one error shown at a time and the full-width submit button. */
export function AuthForm({ onSubmit, error, errorId, busy, submitText, children }: AuthFormProps) {
  return (
    <Form noValidate onSubmit={onSubmit} aria-describedby={error && errorId ? errorId : undefined}>
      {children}
      {error ? (
        <Alert variant="danger" id={errorId} className="py-2">
          {error}
        </Alert>
      ) : null}
      <Button type="submit" className="w-100" disabled={busy}>
        {submitText}
      </Button>
    </Form>
  );
}

interface NewPasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A muted hint under the input, described as `${id}-hint`. */
  hint?: string;
}

/** A password the user chooses (register, change password). */
export function NewPasswordField({ id, label, value, onChange, hint }: NewPasswordFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="password"
        autoComplete="new-password"
        value={value}
        aria-describedby={hintId}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint ? (
        <Form.Text id={hintId} muted>
          {hint}
        </Form.Text>
      ) : null}
    </Form.Group>
  );
}
