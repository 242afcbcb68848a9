import type { FieldValues, Path } from 'react-hook-form';
import { type FieldsOf, TextField } from './form-fields';

/** One line of a form's field list: what to bind, its label and its length; required unless `optional`. */
export interface ListedField<Values extends FieldValues> {
  name: Path<Values>;
  label: string;
  maxLength: number;
  type?: string;
  autoComplete?: string;
  optional?: boolean;
}

interface FieldListProps<Values extends FieldValues> {
  form: FieldsOf<Values>;
  fields: readonly ListedField<Values>[];
  /** Each field's id is `${idPrefix}-${name}`, so two forms of the same fields can share a page. */
  idPrefix: string;
}

/** A form's text fields, one per line of its list, in the list's order. */
export function FieldList<Values extends FieldValues>({ form, fields, idPrefix }: FieldListProps<Values>) {
  return fields.map((field) => (
    <TextField
      key={field.name}
      form={form}
      name={field.name}
      id={`${idPrefix}-${field.name}`}
      label={field.label}
      type={field.type}
      autoComplete={field.autoComplete}
      maxLength={field.maxLength}
      required={!field.optional}
    />
  ));
}
