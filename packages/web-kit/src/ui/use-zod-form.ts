import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import {
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type ResolverOptions,
  type ResolverResult,
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

/**
 * The contracts' schema as a resolver that reports one problem at a time, as the specifications show them. With
 * `toFields`, the form's inputs are typed otherwise than the contract's fields (a price in pesos, the contract's in
 * centavos): what is typed is turned into the fields before the check, under the same names, so each problem
 * still shows under its input.
 */
export function oneProblemResolver<Input extends FieldValues, Output, Typed extends FieldValues = Input>(
  schema: ZodSchema<Input, Output>,
  toFields?: (typed: Typed) => Input,
): Resolver<Typed, unknown, Output> {
  const resolve = zodResolver(schema) as Resolver<FieldValues, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(
      toFields ? toFields(values) : values,
      context,
      options as ResolverOptions<FieldValues>,
    );
    if (Object.keys(result.errors).length === 0) return result as ResolverResult<Typed, Output>;
    return { values: {}, errors: firstErrorOnly<Typed>(result.errors as FieldErrors<Typed>) };
  };
}

/** A form checked by a contracts schema, the same one the API checks with, when `FORM_CHECKS` says. */
export function useZodForm<Input extends FieldValues, Output>(
  schema: ZodSchema<Input, Output>,
  options?: ZodFormOptions<Input, Output>,
): UseFormReturn<Input, unknown, Output>;
/**
 * A form whose inputs are typed otherwise than the contract's fields, checked as `toFields` turns them into the
 * fields (see `oneProblemResolver`); `toFields` is a function of the module, not made per render.
 */
export function useZodForm<Typed extends FieldValues, Input extends FieldValues, Output>(
  schema: ZodSchema<Input, Output>,
  options: ZodFormOptions<Typed, Output>,
  toFields: (typed: Typed) => Input,
): UseFormReturn<Typed, unknown, Output>;
export function useZodForm<Typed extends FieldValues, Input extends FieldValues, Output>(
  schema: ZodSchema<Input, Output>,
  options: ZodFormOptions<Typed, Output> = {},
  toFields?: (typed: Typed) => Input,
): UseFormReturn<Typed, unknown, Output> {
  const resolver = useMemo(() => oneProblemResolver<Input, Output, Typed>(schema, toFields), [schema, toFields]);
  return useForm<Typed, unknown, Output>({ ...FORM_CHECKS, ...options, resolver });
}
