import { describe, expect, it } from '@jest/globals';
import jwt from 'jsonwebtoken';
import { keepVerifiedTokens, type TokenVerifier } from './verified-tokens.js';

const SECRET = 'a-secret-long-enough-for-the-tests-0123456789';
const OPTIONS = { algorithms: ['HS256'] };

/** jsonwebtoken's verify, as passport-jwt calls it, counting its calls. */
function countedVerifier(): { verify: TokenVerifier; calls: () => number } {
  let calls = 0;
  const verify: TokenVerifier = (token, secretOrKey, options, done) => {
    calls += 1;
    jwt.verify(token, secretOrKey as string, options as jwt.VerifyOptions, (error, claims) =>
      done(error, claims as { exp?: number }),
    );
  };
  return { verify, calls: () => calls };
}

const verifyWith = (verify: TokenVerifier, token: string) =>
  new Promise<{ error: Error | null; claims?: object }>((resolve) =>
    verify(token, SECRET, OPTIONS, (error, claims) => resolve({ error, claims })),
  );

describe('keepVerifiedTokens', () => {
  it('verifies a token once and gives its claims from memory after', async () => {
    const { verify, calls } = countedVerifier();
    const kept = keepVerifiedTokens(verify);
    const token = jwt.sign({ sub: 7, role: 'customer' }, SECRET, { expiresIn: '1h' });
    expect((await verifyWith(kept, token)).claims).toMatchObject({ sub: 7, role: 'customer' });
    expect((await verifyWith(kept, token)).claims).toMatchObject({ sub: 7, role: 'customer' });
    expect(calls()).toBe(1);
  });

  it('verifies in full a token changed by one character, and keeps no failure', async () => {
    const { verify, calls } = countedVerifier();
    const kept = keepVerifiedTokens(verify);
    const token = jwt.sign({ sub: 7 }, SECRET, { expiresIn: '1h' });
    await verifyWith(kept, token);
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await verifyWith(kept, forged)).error).toBeInstanceOf(Error);
    expect((await verifyWith(kept, forged)).error).toBeInstanceOf(Error);
    expect(calls()).toBe(3);
  });

  it('verifies a kept token in full again once it has expired', async () => {
    const { verify, calls } = countedVerifier();
    const issuedAt = Math.floor(Date.now() / 1000);
    let clock = issuedAt * 1000;
    const kept = keepVerifiedTokens(verify, () => clock);
    const token = jwt.sign({ sub: 7, iat: issuedAt, exp: issuedAt + 60 }, SECRET);
    await verifyWith(kept, token);
    clock += 59_000;
    await verifyWith(kept, token);
    expect(calls()).toBe(1);
    clock += 2_000;
    await verifyWith(kept, token);
    expect(calls()).toBe(2);
  });
});
