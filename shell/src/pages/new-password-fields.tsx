import { type FieldsOf, TextField } from '@qmj/web-kit/ui';

interface NewPasswordFieldsProps {
  /** A form of the contracts' registerSchema or resetPasswordSchema, which check the pair the same way. */
  form: FieldsOf<{ password: string; confirmPassword: string }>;
  /** Makes the fields' ids: `${id}-password` and `${id}-confirm-password`. */
  id: string;
  label: string;
  hint?: string;
}

/** A password the user chooses and its confirmation (registration, password reset). */
export function NewPasswordFields({ form, id, label, hint }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        form={form}
        name="password"
        id={`${id}-password`}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={hint}
      />
      <TextField
        form={form}
        name="confirmPassword"
        id={`${id}-confirm-password`}
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
