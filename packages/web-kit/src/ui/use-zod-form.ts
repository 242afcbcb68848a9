import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import {
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { FORM_CHECKS, type ZodFormOptions, type ZodSchema } from './form-checks';

function isFieldError(value: unknown): value is FieldError {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** The errors cut down to the first problem found, in the schema's order (nested fields included). */
export function firstErrorOnly<Values extends FieldValues>(errors: FieldErrors<Values>): FieldErrors<Values> {
  for (const [name, value] of Object.entries(errors)) {
    if (isFieldError(value)) return { [name]: value } as FieldErrors<Values>;
    if (typeof value === 'object' && value !== null) {
      const nested = firstErrorOnly(value as FieldErrors);
      if (Object.keys(nested).length > 0) return { [name]: nested } as FieldErrors<Values>;
    }
  }
  return {};
}

/** The contracts' schema as a resolver that reports one problem at a time, as the specifications show them. */
export function oneProblemResolver<Input extends FieldValues, Output>(
  schema: ZodSchema<Input, Output>,
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema) as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: firstErrorOnly<Input>(result.errors) };
  };
}

/** A form checked by a contracts schema, the same one the API checks with, when `FORM_CHECKS` says. */
export function useZodForm<Input extends FieldValues, Output>(
  schema: ZodSchema<Input, Output>,
  options: ZodFormOptions<Input, Output> = {},
): UseFormReturn<Input, unknown, Output> {
  const resolver = useMemo(() => oneProblemResolver(schema), [schema]);
  return useForm<Input, unknown, Output>({ ...FORM_CHECKS, ...options, resolver });
}
