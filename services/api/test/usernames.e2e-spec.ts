import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AUTH_MESSAGES } from '@qmj/contracts';
import { UnitOfWork } from '../src/database/unit-of-work.js';
import { User } from '../src/users/user.entity.js';
import { createTestApp, GOOD_PASSWORD, registerUser, type TestApp, uniqueName } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The fullwidth form of an ASCII name (`boss` → `ｂｏｓｓ`), which NFKC folds back. */
const fullwidth = (name: string) => name.replace(/[!-~]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));

const register = (username: string) =>
  t.http().post('/api/auth/register').send({ username, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD });

describe('usernames that imitate others', () => {
  it.each([
    ['a zero-width space', 'b\u200boss', AUTH_MESSAGES.usernameInvisible],
    ['a right-to-left override', 'boss\u202egnp', AUTH_MESSAGES.usernameInvisible],
    ['a zero-width joiner', 'bo\u200dss', AUTH_MESSAGES.usernameInvisible],
    ['a Cyrillic а among Latin letters', 'b\u043ess', AUTH_MESSAGES.usernameMixedScripts],
    ['a Greek ο among Latin letters', 'b\u03bfss', AUTH_MESSAGES.usernameMixedScripts],
    ['50 × İ, whose key is 100 characters', '\u0130'.repeat(50), AUTH_MESSAGES.usernameTooLong],
  ])('refuses %s, on registration and on the availability check, without a write', async (_name, username, message) => {
    const users = await t.app.get(UnitOfWork).repository(User).count();
    const registered = await register(username);
    expect(registered.status).toBe(400);
    expect(registered.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    const checked = await t.http().get('/api/auth/username-available').query({ username });
    expect(checked.status).toBe(400);
    expect(checked.body.message).toBe(message);
    expect(await t.app.get(UnitOfWork).repository(User).count()).toBe(users);
  });

  it('accepts one script with digits, _, . and -, and 25 × İ (its key fits)', async () => {
    for (const username of [
      `${uniqueName('ana')}.cruz_2-x`,
      `\u0431\u043e\u0440\u0438\u0441_${uniqueName('').replace(/\D/g, '')}`,
    ]) {
      expect((await register(username)).status).toBe(201);
    }
    expect((await register('\u0130'.repeat(25))).status).toBe(201);
    expect((await register('\u0131'.repeat(25))).status).toBe(201);
  });

  it('keeps the NFKC form: a fullwidth name is the plain one, for registration, availability and sign-in', async () => {
    const plain = uniqueName('boss');
    const taken = await register(fullwidth(plain));
    expect(taken.status).toBe(201);
    expect(taken.body.user.username).toBe(plain);
    expect((await register(plain)).body).toEqual({
      statusCode: 409,
      message: AUTH_MESSAGES.usernameTaken,
      error: 'Conflict',
    });
    const available = await t
      .http()
      .get('/api/auth/username-available')
      .query({ username: fullwidth(plain) });
    expect(available.body).toEqual({ available: false });

    const { username } = await registerUser(t, uniqueName('chief'));
    const signedIn = await t
      .http()
      .post('/api/auth/login')
      .send({ username: fullwidth(username.toUpperCase()), password: GOOD_PASSWORD });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.username).toBe(username);
  });
});
