interface Validator {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** Validates with a contracts schema and returns the FIRST message, as the specification shows one at a time. */
export function firstIssue(schema: Validator, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
