import { randomBytes } from 'node:crypto';
import { TRANSACTION_CODE_ALPHABET, TRANSACTION_CODE_LENGTH } from '@qmj/contracts';

/** The largest multiple of the alphabet's size that fits in a byte: bytes from here up are skipped (no bias). */
const UNBIASED_LIMIT = 256 - (256 % TRANSACTION_CODE_ALPHABET.length);

/**
 * A new transaction code: 8 characters of A–Z 0–9 from a cryptographic random source, every
 * character equally likely. Uniqueness is the database's unique index (the caller retries).
 */
export function generateTransactionCode(random: (size: number) => Uint8Array = randomBytes): string {
  let code = '';
  while (code.length < TRANSACTION_CODE_LENGTH) {
    for (const byte of random(TRANSACTION_CODE_LENGTH * 2)) {
      if (byte >= UNBIASED_LIMIT) continue;
      code += TRANSACTION_CODE_ALPHABET[byte % TRANSACTION_CODE_ALPHABET.length];
      if (code.length === TRANSACTION_CODE_LENGTH) break;
    }
  }
  return code;
}
