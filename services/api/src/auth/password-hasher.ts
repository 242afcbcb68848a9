import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';

const KEY_LENGTH = 64;
const DEFAULTS = { N: 16384, r: 8, p: 1 };

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Password hashes (scrypt). A provider, so that sign-in and accounts share one and a test can count
 * the checks that reach it (docs/security.md, Throttling). Hashing is slow on purpose: never inside a
 * transaction, where it would hold the one writer.
 */
@Injectable()
export class PasswordHasher {
  /** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash so they can be raised later. */
  async hash(password: string, params = DEFAULTS): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, KEY_LENGTH, params);
    return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  /** Compares in constant time; a malformed stored hash never matches. */
  async verify(password: string, stored: string): Promise<boolean> {
    const parts = stored.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [N, r, p] = parts.slice(1, 4).map(Number);
    if (![N, r, p].every((value) => Number.isInteger(value) && value > 0)) return false;
    const salt = Buffer.from(parts[4], 'base64url');
    const expected = Buffer.from(parts[5], 'base64url');
    if (expected.length === 0) return false;
    const actual = await derive(password, salt, expected.length, { N, r, p });
    return timingSafeEqual(actual, expected);
  }

  /** Whether a stored hash uses weaker parameters than today's and should be replaced at the next login. */
  needsRehash(stored: string): boolean {
    const parts = stored.split('$');
    return parts[0] !== 'scrypt' || Number(parts[1]) < DEFAULTS.N || Number(parts[2]) < DEFAULTS.r;
  }
}
