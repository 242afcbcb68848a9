import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AUTH_MESSAGES } from '@qmj/contracts';
import { ADMIN, createTestApp, GOOD_PASSWORD, registerUser, type TestApp, uniqueName } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/auth/register', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no fields', {}, AUTH_MESSAGES.fillAll],
    [
      'empty username',
      { username: '  ', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
      AUTH_MESSAGES.fillAll,
    ],
    ['empty password', { username: 'someone', password: '', confirmPassword: '' }, AUTH_MESSAGES.fillAll],
    ['missing confirmation', { username: 'someone', password: GOOD_PASSWORD }, AUTH_MESSAGES.fillAll],
    [
      'short password',
      { username: 'someone', password: 'abc123', confirmPassword: 'abc123' },
      AUTH_MESSAGES.passwordRule,
    ],
    [
      'no digit',
      { username: 'someone', password: 'onlyletters', confirmPassword: 'onlyletters' },
      AUTH_MESSAGES.passwordRule,
    ],
    [
      'no letter',
      { username: 'someone', password: '12345678901', confirmPassword: '12345678901' },
      AUTH_MESSAGES.passwordRule,
    ],
    [
      'too long password',
      { username: 'someone', password: `a1${'x'.repeat(130)}`, confirmPassword: 'x' },
      AUTH_MESSAGES.passwordTooLong,
    ],
    [
      'different confirmation',
      { username: 'someone', password: GOOD_PASSWORD, confirmPassword: `${GOOD_PASSWORD}x` },
      AUTH_MESSAGES.passwordsDiffer,
    ],
    [
      'too long username',
      { username: 'u'.repeat(51), password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
      AUTH_MESSAGES.usernameTooLong,
    ],
    ['wrong types', { username: 42, password: true, confirmPassword: null }, AUTH_MESSAGES.fillAll],
  ];
  it.each(cases)('refuses %s with its message', async (_name, body, message) => {
    const response = await t.http().post('/api/auth/register').send(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
  });

  it('registers, answers with a session, and the new account can log in', async () => {
    const username = uniqueName('Maria');
    const response = await t
      .http()
      .post('/api/auth/register')
      .send({ username, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD });
    expect(response.status).toBe(201);
    expect(response.body.message).toEqual(expect.any(String));
    expect(response.body.user).toEqual({ id: expect.any(Number), username, role: 'customer' });
    expect(response.body.accessToken).toEqual(expect.any(String));

    const login = await t.http().post('/api/auth/login').send({ username, password: GOOD_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.user).toEqual({ id: response.body.user.id, username, role: 'customer' });
    const me = await t.http().get('/api/me').set('Authorization', `Bearer ${login.body.accessToken}`);
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(username);
  });

  it('refuses a username that exists in another case with 409', async () => {
    const { username } = await registerUser(t, uniqueName('Juan'));
    for (const variant of [username.toUpperCase(), username.toLowerCase(), ` ${username} `]) {
      const response = await t
        .http()
        .post('/api/auth/register')
        .send({ username: variant, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, message: AUTH_MESSAGES.usernameTaken, error: 'Conflict' });
    }
  });

  it('never lets a customer register as administrator', async () => {
    const username = uniqueName();
    const response = await t
      .http()
      .post('/api/auth/register')
      .send({ username, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, role: 'admin' });
    expect(response.status).toBe(201);
    expect(response.body.user.role).toBe('customer');
  });
});

describe('POST /api/auth/login', () => {
  it.each([
    [{}],
    [{ username: 'someone' }],
    [{ password: 'x' }],
    [{ username: '   ', password: 'x' }],
    [{ username: 'someone', password: '' }],
  ])('asks for both fields (%j)', async (body) => {
    const response = await t.http().post('/api/auth/login').send(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message: AUTH_MESSAGES.fillBoth, error: 'Bad Request' });
  });

  it("answers 'Account does not exist' for an unknown username", async () => {
    const response = await t
      .http()
      .post('/api/auth/login')
      .send({ username: uniqueName('ghost'), password: GOOD_PASSWORD });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ statusCode: 401, message: AUTH_MESSAGES.accountMissing, error: 'Unauthorized' });
  });

  it("answers 'Invalid password' for a wrong password", async () => {
    const { username } = await registerUser(t);
    const response = await t.http().post('/api/auth/login').send({ username, password: 'wrongpass2026' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ statusCode: 401, message: AUTH_MESSAGES.invalidPassword, error: 'Unauthorized' });
  });

  it('finds the account whatever the case of the username', async () => {
    const { username, id } = await registerUser(t, uniqueName('Case'));
    const response = await t
      .http()
      .post('/api/auth/login')
      .send({ username: username.toUpperCase(), password: GOOD_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.user).toEqual({ id, username, role: 'customer' });
  });

  it('signs in the administrator seeded from the configuration with role admin', async () => {
    const response = await t.http().post('/api/auth/login').send(ADMIN);
    expect(response.status).toBe(200);
    expect(response.body.user).toEqual({ id: expect.any(Number), username: ADMIN.username, role: 'admin' });
    const me = await t.http().get('/api/me').set('Authorization', `Bearer ${response.body.accessToken}`);
    expect(me.body.role).toBe('admin');
  });

  it('created the demo customer on the empty database', async () => {
    const response = await t.http().post('/api/auth/login').send({ username: 'demo', password: 'qmjdemo2026' });
    expect(response.status).toBe(200);
    expect(response.body.user.role).toBe('customer');
  });
});

describe('GET /api/auth/username-available', () => {
  it('tells whether a name is free, ignoring case', async () => {
    const { username } = await registerUser(t, uniqueName('Avail'));
    const taken = await t.http().get('/api/auth/username-available').query({ username: username.toUpperCase() });
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ available: false });
    const free = await t
      .http()
      .get('/api/auth/username-available')
      .query({ username: uniqueName('free') });
    expect(free.body).toEqual({ available: true });
  });

  it('refuses a missing or too long name', async () => {
    const missing = await t.http().get('/api/auth/username-available');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(AUTH_MESSAGES.fillAll);
    const long = await t
      .http()
      .get('/api/auth/username-available')
      .query({ username: 'x'.repeat(51) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(AUTH_MESSAGES.usernameTooLong);
  });
});
