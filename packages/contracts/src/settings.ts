// The payment settings' rules, apart from their schemas in ./settings-schemas.ts: checkout shows the GCash
// number without loading zod (docs/architecture.md#contracts).
import { BUSINESS } from './constants.js';

/** The demo's GCash number, until the administrator sets the business's own (docs/orders.md, Payment). */
export const DEMO_GCASH_NUMBER = BUSINESS.phone.replace(/\D/g, '');

export const SETTINGS_MESSAGES = {
  gcashNumber: 'Please enter the GCash number as 09XXXXXXXXX (11 digits).',
  saved: 'The payment settings have been saved.',
} as const;

/** `09171234567` as people read it: `0917 123 4567`. */
export function formatGcashNumber(number: string): string {
  return number.replace(/^(\d{4})(\d{3})(\d{4})$/, '$1 $2 $3');
}
