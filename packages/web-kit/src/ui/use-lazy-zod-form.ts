import { loadOnce } from '@qmj/web-kit';
import { useMemo } from 'react';
import { type FieldValues, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { FORM_CHECKS, type ZodFormOptions, type ZodSchema } from './form-checks';

/**
 * `useZodForm` for a form on a page's first render: the schema, zod and the resolver load on the first
 * check, so the page draws before them (docs/serving.md#what-loads-when). `loadSchema` is a function
 * of the module, not made per render.
 */
export function useLazyZodForm<Input extends FieldValues, Output>(
  loadSchema: () => Promise<ZodSchema<Input, Output>>,
  options: ZodFormOptions<Input, Output> = {},
): UseFormReturn<Input, unknown, Output> {
  const resolver = useMemo<Resolver<Input, unknown, Output>>(() => {
    const loadResolver = loadOnce(() =>
      Promise.all([import('./use-zod-form'), loadSchema()]).then(([kit, schema]) => kit.oneProblemResolver(schema)),
    );
    return async (values, context, resolverOptions) => (await loadResolver())(values, context, resolverOptions);
  }, [loadSchema]);
  return useForm<Input, unknown, Output>({ ...FORM_CHECKS, ...options, resolver });
}
