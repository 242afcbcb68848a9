import { errorMessage, HTTPError } from '@qmj/web-kit';

interface Validator {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** Validates with a contracts schema and returns the FIRST message, as the specification shows one at a time. */
export function firstIssue(schema: Validator, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** A failed call's message: the API's answer when it gave one, otherwise (a network failure) the fallback. */
export async function failureMessage(failure: unknown, fallback: string): Promise<string> {
  return failure instanceof HTTPError ? await errorMessage(failure, fallback) : fallback;
}
