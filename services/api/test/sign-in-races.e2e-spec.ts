// Sign-in attempts are counted before the password is checked (docs/security.md, Throttling): of
// many wrong guesses sent at once, at most the limit reach the password hash, whichever limit holds
// them back (the pair's, the address's or the username's backoff), on SQLite and on MariaDB.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { AUTH_MESSAGES } from '@qmj/contracts';
import type { Response } from 'supertest';
import { PasswordHasher } from '../src/auth/password-hasher.js';
import { Clock } from '../src/common/clock.js';
import { createTestApp, registerUser, type TestApp, uniqueName } from './test-app.js';

const PER_PAIR = 5;
const PER_ADDRESS = 20;
const BACKOFF_AFTER = 8;
const GUESSES = 40;

let t: TestApp;
let verify: jest.Spied<PasswordHasher['verify']>;

beforeAll(async () => {
  t = await createTestApp({
    LOGIN_LIMIT_PER_USERNAME: String(PER_PAIR),
    LOGIN_LIMIT_PER_ADDRESS: String(PER_ADDRESS),
    LOGIN_WINDOW_SECONDS: '60',
    LOGIN_BACKOFF_AFTER: String(BACKOFF_AFTER),
    LOGIN_BACKOFF_MAX_SECONDS: '60',
  });
  // One instant for the whole run: no window of the limits ends in the middle of a burst.
  const now = new Date(Date.UTC(2026, 10, 23, 8, 0, 30));
  t.app.get(Clock).now = () => now;
  verify = jest.spyOn(t.app.get(PasswordHasher), 'verify');
});
afterAll(async () => {
  verify?.mockRestore();
  await t?.close();
});

let addresses = 0;
/** An address nobody used yet, as the trusted gateway (loopback, by default) forwards it. */
function freshAddress(): string {
  addresses += 1;
  return `198.51.100.${addresses}`;
}

/** `GUESSES` wrong sign-ins sent at once, each from `from(i)` for `username(i)`; the password checks they caused. */
async function burst(
  username: (i: number) => string,
  from: (i: number) => string,
): Promise<{ responses: Response[]; checked: number }> {
  verify.mockClear();
  const responses = await Promise.all(
    Array.from({ length: GUESSES }, (_, i) =>
      t
        .http()
        .post('/api/auth/login')
        .set('X-Forwarded-For', from(i))
        .send({ username: username(i), password: 'wrongpass2026' }),
    ),
  );
  return { responses, checked: verify.mock.calls.length };
}

/** The limit let `allowed` guesses through (401) and refused every other with 429 and a Retry-After. */
function expectOnly(responses: Response[], allowed: number): void {
  const statuses = responses.map((response) => response.status);
  expect(statuses.filter((status) => status === 401)).toHaveLength(allowed);
  expect(statuses.filter((status) => status === 429)).toHaveLength(GUESSES - allowed);
  for (const refused of responses.filter((response) => response.status === 429)) {
    expect(refused.body.message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }
}

describe('wrong passwords sent at once', () => {
  it(`let at most ${PER_PAIR} of ${GUESSES} guesses on one username from one address reach the password check`, async () => {
    const { username } = await registerUser(t);
    const address = freshAddress();
    const { responses, checked } = await burst(
      () => username,
      () => address,
    );
    expect(checked).toBe(PER_PAIR);
    expectOnly(responses, PER_PAIR);
  });

  it(`hold a username failing from ${GUESSES} addresses at once to ${BACKOFF_AFTER} checks, then its backoff`, async () => {
    const { username } = await registerUser(t);
    const { responses, checked } = await burst(() => username, freshAddress);
    expect(checked).toBe(BACKOFF_AFTER);
    expectOnly(responses, BACKOFF_AFTER);
    for (const refused of responses.filter((response) => response.status === 429)) {
      expect(refused.headers['retry-after']).toBe('1');
    }
  });

  it(`let at most ${PER_ADDRESS} guesses from one address reach the password check, whatever the usernames`, async () => {
    const address = freshAddress();
    const { responses, checked } = await burst(
      () => uniqueName('spray'),
      () => address,
    );
    expect(checked).toBe(PER_ADDRESS);
    expectOnly(responses, PER_ADDRESS);
  });
});
