import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AUTH_MESSAGES } from '@qmj/contracts';
import { createTestApp, GOOD_PASSWORD, type TestApp, uniqueName } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_USERNAME: '3', LOGIN_LIMIT_PER_ADDRESS: '8', LOGIN_WINDOW_SECONDS: '60' });
});
afterAll(async () => {
  await t?.close();
});

describe('throttling of login and register', () => {
  it('answers 429 after too many logins for one username, and other names still get through', async () => {
    const username = uniqueName('target');
    for (let i = 0; i < 3; i += 1) {
      const response = await t.http().post('/api/auth/login').send({ username, password: 'wrongpass2026' });
      expect(response.status).toBe(401);
    }
    const blocked = await t.http().post('/api/auth/login').send({ username: username.toUpperCase(), password: 'x' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      statusCode: 429,
      message: AUTH_MESSAGES.tooManyAttempts,
      error: 'Too Many Requests',
    });

    const other = await t
      .http()
      .post('/api/auth/login')
      .send({ username: uniqueName('other'), password: 'x' });
    expect(other.status).toBe(401);
  });

  it('answers 429 once one address made too many attempts, whatever the usernames', async () => {
    // The address already spent 5 of its 8 attempts above.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await t
        .http()
        .post('/api/auth/login')
        .send({ username: uniqueName('spray'), password: 'x' });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('throttles registration per address too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const response = await t
        .http()
        .post('/api/auth/register')
        .send({ username: uniqueName('reg'), password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 8).every((status) => status === 201)).toBe(true);
    expect(statuses[8]).toBe(429);
  });
});
