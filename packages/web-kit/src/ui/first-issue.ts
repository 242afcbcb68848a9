/** What a failed schema check of the contracts holds (a ZodError), without tying the kit to zod's classes. */
export interface SchemaIssues {
  issues: readonly { message: string }[];
}

export const CHECK_THE_FORM = 'Please check the form.';

/** The first message of a failed check: the specifications show one problem at a time, the first one. */
export function firstIssueMessage(error: SchemaIssues, fallback: string = CHECK_THE_FORM): string {
  return error.issues[0]?.message ?? fallback;
}
