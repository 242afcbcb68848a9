import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AUTH_MESSAGES, PROFILE_MESSAGES } from '@qmj/contracts';
import { UnitOfWork } from '../src/database/unit-of-work.js';
import { User } from '../src/users/user.entity.js';
import { createTestApp, decodePayload, registerUser, signHs256, type TestApp, unsignedToken } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('sessions', () => {
  it('ends on logout: the token is refused afterwards, every other session too, and a new sign-in works', async () => {
    const { token, username, password } = await registerUser(t);
    const other = (await t.http().post('/api/auth/login').send({ username, password })).body.accessToken as string;
    expect((await t.http().get('/api/me').set(bearer(token))).status).toBe(200);

    expect((await t.http().post('/api/auth/logout').set(bearer(token))).status).toBe(204);
    for (const ended of [token, other]) {
      const response = await t.http().get('/api/me').set(bearer(ended));
      expect(response.status).toBe(401);
      expect(response.body.message).toBe(AUTH_MESSAGES.sessionExpired);
    }
    const again = (await t.http().post('/api/auth/login').send({ username, password })).body.accessToken as string;
    expect((await t.http().get('/api/me').set(bearer(again))).status).toBe(200);
  });

  it('survives a profile edit made with an older copy of the row (the version is never overwritten)', async () => {
    const { token, username, password } = await registerUser(t);
    const unitOfWork = t.app.get(UnitOfWork);
    const stale = await unitOfWork.repository(User).findOneByOrFail({ username });
    await t.http().post('/api/auth/logout').set(bearer(token)).expect(204);
    stale.contact = '09170000000';
    await unitOfWork.transaction((manager) => manager.save(stale));
    expect((await t.http().get('/api/me').set(bearer(token))).status).toBe(401);
    const fresh = (await t.http().post('/api/auth/login').send({ username, password })).body.accessToken as string;
    expect((await t.http().get('/api/me').set(bearer(fresh))).status).toBe(200);
  });

  it('refuses /api/me without a token (401)', async () => {
    const response = await t.http().get('/api/me');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ statusCode: 401, message: AUTH_MESSAGES.signInFirst, error: 'Unauthorized' });
  });

  it('refuses garbage and foreign-secret tokens', async () => {
    const { id, username } = await registerUser(t);
    for (const token of [
      'not-a-token',
      signHs256({ sub: id, role: 'customer', username }, 'another-secret-0123456789'),
    ]) {
      const response = await t.http().get('/api/me').set(bearer(token));
      expect(response.status).toBe(401);
      expect(response.body.message).toBe(AUTH_MESSAGES.sessionExpired);
    }
  });

  it('refuses a token whose role was changed (original signature kept)', async () => {
    const { token } = await registerUser(t);
    const [header, , signature] = token.split('.');
    const payload = { ...decodePayload(token), role: 'admin' };
    const tampered = `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
    const response = await t.http().get('/api/me').set(bearer(tampered));
    expect(response.status).toBe(401);
  });

  it("refuses an unsigned token (alg 'none')", async () => {
    const { token } = await registerUser(t);
    const response = await t
      .http()
      .get('/api/me')
      .set(bearer(unsignedToken(decodePayload(token))));
    expect(response.status).toBe(401);
  });

  it('refuses a token signed with another algorithm than HS256', async () => {
    const { id, username } = await registerUser(t);
    const now = Math.floor(Date.now() / 1000);
    const hs512 = signHs256({ sub: id, role: 'customer', username, iat: now, exp: now + 60 }, undefined, {
      alg: 'HS512',
      typ: 'JWT',
    });
    expect((await t.http().get('/api/me').set(bearer(hs512))).status).toBe(401);
  });

  it('refuses an expired token and accepts a fresh one signed the same way', async () => {
    const { id, username } = await registerUser(t);
    const now = Math.floor(Date.now() / 1000);
    const expired = signHs256({ sub: id, role: 'customer', username, iat: now - 7200, exp: now - 60 });
    const response = await t.http().get('/api/me').set(bearer(expired));
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(AUTH_MESSAGES.sessionExpired);
    const fresh = signHs256({ sub: id, role: 'customer', username, iat: now, exp: now + 60 });
    expect((await t.http().get('/api/me').set(bearer(fresh))).status).toBe(200);
  });

  it('issues tokens that expire in 12 hours and name the user and role', async () => {
    const { token, id, username } = await registerUser(t);
    const payload = decodePayload(token) as { sub: number; role: string; username: string; iat: number; exp: number };
    expect(payload).toMatchObject({ sub: id, role: 'customer', username });
    expect(payload.exp - payload.iat).toBe(12 * 60 * 60);
    expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).alg).toBe('HS256');
  });

  it('refuses the token of a user that no longer exists', async () => {
    const { token, id } = await registerUser(t);
    await t.app.get(UnitOfWork).transaction((manager) => manager.delete(User, { id }));
    expect((await t.http().get('/api/me').set(bearer(token))).status).toBe(401);
  });

  it('takes the role from the database row, not from the token', async () => {
    const { id, username } = await registerUser(t);
    const now = Math.floor(Date.now() / 1000);
    const claimsAdmin = signHs256({ sub: id, role: 'admin', username, iat: now, exp: now + 60 });
    const response = await t.http().get('/api/me').set(bearer(claimsAdmin));
    expect(response.status).toBe(200);
    expect(response.body.role).toBe('customer');
  });
});

describe('/api/me', () => {
  const valid = {
    showedUsername: 'Maria C.',
    contact: '0917 555 0101',
    address: '12 Rizal St, Lipa City',
    otherInfo: 'Near the church',
    legitName: 'Maria Clara',
    gender: 'female',
    email: 'maria@example.com',
  };

  it('returns the profile of the signed-in user', async () => {
    const { token, id, username } = await registerUser(t);
    const response = await t.http().get('/api/me').set(bearer(token));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id,
      username,
      role: 'customer',
      status: 'active',
      email: null,
      gender: null,
    });
    expect(response.body).not.toHaveProperty('passwordHash');
    expect(new Date(response.body.createdAt).toString()).not.toBe('Invalid Date');
  });

  it('updates the account details', async () => {
    const { token } = await registerUser(t);
    const response = await t
      .http()
      .patch('/api/me')
      .set(bearer(token))
      .send({ ...valid, showedUsername: '  Maria C.  ' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject(valid);
    const again = await t.http().get('/api/me').set(bearer(token));
    expect(again.body).toMatchObject(valid);

    const cleared = await t
      .http()
      .patch('/api/me')
      .set(bearer(token))
      .send({ ...valid, email: '', gender: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ email: null, gender: null });
  });

  it.each([
    ['a missing field', { ...valid, contact: undefined }, PROFILE_MESSAGES.fillRequired],
    ['a blank field', { ...valid, legitName: '   ' }, PROFILE_MESSAGES.fillRequired],
    ['a too long field', { ...valid, contact: '1'.repeat(31) }, 'At most 30 characters.'],
    ['a bad gender', { ...valid, gender: 'other' }, 'Please choose male or female.'],
    ['a bad e-mail', { ...valid, email: 'not-an-email' }, AUTH_MESSAGES.emailInvalid],
  ])('refuses %s with its message and changes nothing', async (_name, body, message) => {
    const { token } = await registerUser(t);
    const response = await t.http().patch('/api/me').set(bearer(token)).send(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    const me = await t.http().get('/api/me').set(bearer(token));
    expect(me.body.legitName).toBeNull();
  });

  it('refuses anonymous updates', async () => {
    expect((await t.http().patch('/api/me').send(valid)).status).toBe(401);
  });
});
