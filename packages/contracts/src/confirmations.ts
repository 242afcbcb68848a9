/** The confirmations before deleting or undoing (docs/orders.md). */
export const CONFIRM_MESSAGES = {
  confirmDelete: 'Are you sure you want to delete this record?',
  typeOkay: 'Type "okay" to confirm:',
} as const;

/** The answer to a 'Type "okay" to confirm' prompt counts when it is okay, trimmed, in any case. */
export function isOkayConfirmation(answer: string | null | undefined): boolean {
  return (answer ?? '').trim().toLowerCase() === 'okay';
}
