import { describe, expect, it } from '@jest/globals';
import { TRANSACTION_CODE_ALPHABET, TRANSACTION_CODE_PATTERN } from '@qmj/contracts';
import { generateTransactionCode } from './transaction-code.js';

describe('generateTransactionCode', () => {
  it('makes 8 characters of A–Z 0–9', () => {
    for (let i = 0; i < 200; i += 1) expect(generateTransactionCode()).toMatch(TRANSACTION_CODE_PATTERN);
  });

  it('is different each time', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => generateTransactionCode()));
    expect(codes.size).toBe(2000);
  });

  it('maps bytes onto the alphabet and skips the biased top bytes', () => {
    const bytes = [252, 253, 254, 255, 0, 1, 25, 26, 35, 36, 71, 251];
    let offset = 0;
    const random = (size: number) => {
      const chunk = Uint8Array.from({ length: size }, (_, index) => bytes[(offset + index) % bytes.length]);
      offset += size;
      return chunk;
    };
    // 252..255 are skipped; 0 → A, 1 → B, 25 → Z, 26 → 0, 35 → 9, 36 → A, 71 → 9, 251 → 9.
    expect(generateTransactionCode(random)).toBe('ABZ09A99');
  });

  it('uses every character of the alphabet', () => {
    const seen = new Set(
      Array.from({ length: 500 }, () => generateTransactionCode())
        .join('')
        .split(''),
    );
    expect([...seen].sort().join('')).toBe([...TRANSACTION_CODE_ALPHABET].sort().join(''));
  });
});
