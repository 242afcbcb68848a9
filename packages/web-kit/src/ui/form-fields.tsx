import type { HTMLAttributes, ReactNode } from 'react';
import { Alert, Button, type ButtonProps, Form, Spinner } from 'react-bootstrap';
import { type FieldError, type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';

/** What a bound field needs of `useZodForm`'s form: its inputs and its errors. */
export type FieldsOf<Values extends FieldValues> = Pick<UseFormReturn<Values>, 'register' | 'formState'>;

function errorOf<Values extends FieldValues>(form: FieldsOf<Values>, name: Path<Values>): string | undefined {
  return (get(form.formState.errors, name) as FieldError | undefined)?.message;
}

/** The ids a control names in aria-describedby: its hint and, while there is one, its error. */
function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A field's problem under it; an alert, so it is read out as soon as it shows. */
function FieldProblem({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    // d-block: shown under any control, not only under a Form.Control marked invalid.
    <Form.Control.Feedback type="invalid" id={`${id}-error`} role="alert" className="d-block">
      {error}
    </Form.Control.Feedback>
  );
}

interface FormFieldProps {
  /** The control's id: the label points at it, and the hint and error are `${id}-hint` and `${id}-error`. */
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** The control (a Form.Control, Form.Select or the app's own); it takes its id from the group. */
  children: ReactNode;
}

/** A labelled control with its hint and its problem under it, for controls `TextField` does not draw. */
export function FormField({ id, label, hint, error, className = 'mb-3', children }: FormFieldProps) {
  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label>{label}</Form.Label>
      {children}
      {hint && <Form.Text id={`${id}-hint`}>{hint}</Form.Text>}
      <FieldProblem id={id} error={error} />
    </Form.Group>
  );
}

export interface TextFieldProps<Values extends FieldValues> {
  form: FieldsOf<Values>;
  name: Path<Values>;
  id: string;
  label: string;
  hint?: ReactNode;
  type?: string;
  /** A multi-line text, or a choice among the `children` options. */
  as?: 'textarea' | 'select';
  rows?: number;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  min?: number;
  step?: number;
  readOnly?: boolean;
  disabled?: boolean;
  /** Announced as required; the schema, not the browser, checks it (so its own message shows). */
  required?: boolean;
  className?: string;
  /** The options of a select. */
  children?: ReactNode;
}

/** A text, number, textarea or select bound to a form field, red with its message under it while it is wrong. */
export function TextField<Values extends FieldValues>(props: TextFieldProps<Values>) {
  const { form, name, id, label, hint, as, className, children, required, ...attributes } = props;
  const error = errorOf(form, name);
  const control = {
    ...form.register(name),
    'aria-required': required || undefined,
    isInvalid: error !== undefined,
    'aria-invalid': error !== undefined || undefined,
    'aria-describedby': describedBy(id, hint, error),
  };
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      {as === 'select' ? (
        <Form.Select {...control} disabled={attributes.disabled}>
          {children}
        </Form.Select>
      ) : (
        <Form.Control {...control} {...attributes} as={as} />
      )}
    </FormField>
  );
}

interface RadioFieldProps<Values extends FieldValues> {
  form: FieldsOf<Values>;
  name: Path<Values>;
  /** Makes the options' ids (`${id}-0`…) and the error's id. */
  id: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  inline?: boolean;
  className?: string;
}

/** One choice among a few, as radio buttons under a legend (a reason, a gender). */
export function RadioField<Values extends FieldValues>(props: RadioFieldProps<Values>) {
  const { form, name, id, legend, options, inline = false, className = 'mb-3' } = props;
  const error = errorOf(form, name);
  return (
    <fieldset className={className} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="fs-6 fw-semibold">{legend}</legend>
      {options.map((option, index) => (
        <Form.Check
          key={option.value}
          type="radio"
          inline={inline}
          id={`${id}-${index}`}
          label={option.label}
          value={option.value}
          isInvalid={error !== undefined}
          {...form.register(name)}
        />
      ))}
      <FieldProblem id={id} error={error} />
    </fieldset>
  );
}

interface FormErrorProps {
  /** The line to show, or nothing. */
  error: string | null | undefined;
  /** Lets the form name the error in its aria-describedby. */
  id?: string;
  className?: string;
}

/** The problem of the whole form (a refused or failed call), as one danger alert. */
export function FormError({ error, id, className = 'py-2' }: FormErrorProps) {
  if (!error) return null;
  return (
    <Alert variant="danger" id={id} className={className}>
      {error}
    </Alert>
  );
}

interface SubmitButtonProps {
  busy: boolean;
  /** Replaces the label while busy ("Cancelling…"); without it a spinner shows before the label. */
  busyText?: string;
  variant?: ButtonProps['variant'];
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** A form's submit button, disabled while the form is being sent so it is sent once. */
export function SubmitButton({
  busy,
  busyText,
  variant = 'primary',
  disabled,
  className,
  children,
}: SubmitButtonProps) {
  return (
    <Button type="submit" variant={variant} disabled={busy || disabled} className={className}>
      {busy && !busyText && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {busy && busyText ? busyText : children}
    </Button>
  );
}
