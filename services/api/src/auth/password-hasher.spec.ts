import { describe, expect, it } from '@jest/globals';
import { PasswordHasher } from './password-hasher.js';

const hasher = new PasswordHasher();

describe('password hashing (scrypt)', () => {
  it('hashes with a salt and the parameters, and verifies', async () => {
    const hash = await hasher.hash('goodpass2026');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain('goodpass2026');
    await expect(hasher.verify('goodpass2026', hash)).resolves.toBe(true);
    await expect(hasher.verify('goodpass2027', hash)).resolves.toBe(false);
    await expect(hasher.verify('', hash)).resolves.toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    const [a, b] = await Promise.all([hasher.hash('same1234567'), hasher.hash('same1234567')]);
    expect(a).not.toBe(b);
  });

  it('verifies hashes made with other parameters and flags them for rehashing', async () => {
    const weak = await hasher.hash('oldpass2020', { N: 1024, r: 8, p: 1 });
    await expect(hasher.verify('oldpass2020', weak)).resolves.toBe(true);
    expect(hasher.needsRehash(weak)).toBe(true);
    expect(hasher.needsRehash(await hasher.hash('newpass2026'))).toBe(false);
  });

  it('never matches a malformed stored hash', async () => {
    for (const stored of [
      '',
      'plain',
      'bcrypt$x$y$z$a$b',
      'scrypt$0$8$1$abc$def',
      'scrypt$16384$8$1$abc$',
      'scrypt$x$8$1$a$b',
    ]) {
      await expect(hasher.verify('anything1', stored)).resolves.toBe(false);
    }
  });
});
