import type { FieldValues, UseFormProps } from 'react-hook-form';

/** A zod 4 schema of the contracts as the resolver reads it (structural, so the kit needs no zod import of its own). */
export interface ZodSchema<Input extends FieldValues, Output> {
  _zod: { input: Input; output: Output };
}

export type ZodFormOptions<Input extends FieldValues, Output> = Omit<UseFormProps<Input, unknown, Output>, 'resolver'>;

/**
 * When a form checked by a contracts schema checks: on submit (nothing turns red while the user is still
 * typing), then again as the shown problem is corrected, so it goes away at once.
 */
export const FORM_CHECKS = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;
