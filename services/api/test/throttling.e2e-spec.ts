import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AUTH_MESSAGES } from '@qmj/contracts';
import type { Response } from 'supertest';
import { Clock } from '../src/common/clock.js';
import { Throttle } from '../src/common/throttle.js';
import { createTestApp, GOOD_PASSWORD, registerUser, type TestApp, uniqueName } from './test-app.js';

const LIMITS = {
  LOGIN_LIMIT_PER_USERNAME: '3',
  LOGIN_LIMIT_PER_ADDRESS: '8',
  LOGIN_WINDOW_SECONDS: '60',
  LOGIN_BACKOFF_AFTER: '10',
  LOGIN_BACKOFF_MAX_SECONDS: '60',
};

let t: TestApp;
/** The API's clock, moved by the tests: the limits count in windows of this time. */
let now = Date.UTC(2026, 10, 23, 8, 0, 5);
beforeAll(async () => {
  t = await createTestApp(LIMITS);
  t.app.get(Clock).now = () => new Date(now);
});
afterAll(async () => {
  await t?.close();
});

let addresses = 0;
/** An address nobody used yet, as the trusted gateway (loopback, by default) forwards it. */
function freshAddress(): string {
  addresses += 1;
  return `203.0.113.${addresses}`;
}

const loginFrom = (address: string, username: string, password: string) =>
  t.http().post('/api/auth/login').set('X-Forwarded-For', address).send({ username, password });

function expectTooMany(response: Response): number {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({
    statusCode: 429,
    message: AUTH_MESSAGES.tooManyAttempts,
    error: 'Too Many Requests',
  });
  return Number(response.headers['retry-after']);
}

describe('throttling of login and register', () => {
  it('answers 429 after too many logins for one username, and other names still get through', async () => {
    const username = uniqueName('target');
    for (let i = 0; i < 3; i += 1) {
      const response = await t.http().post('/api/auth/login').send({ username, password: 'wrongpass2026' });
      expect(response.status).toBe(401);
    }
    const blocked = await t.http().post('/api/auth/login').send({ username: username.toUpperCase(), password: 'x' });
    const retryAfter = expectTooMany(blocked);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

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

describe('sign-in limits that cannot be turned against the owner', () => {
  it("limits one username's failures per address: 429 for that pair only, and a success clears the pair", async () => {
    now += 60_000;
    const { username } = await registerUser(t);
    const attacker = freshAddress();
    for (let i = 0; i < 3; i += 1) expect((await loginFrom(attacker, username, 'wrongpass2026')).status).toBe(401);
    expectTooMany(await loginFrom(attacker, username, GOOD_PASSWORD));
    expect((await loginFrom(freshAddress(), username, GOOD_PASSWORD)).status).toBe(200);

    const owner = freshAddress();
    for (let i = 0; i < 2; i += 1) expect((await loginFrom(owner, username, 'wrongpass2026')).status).toBe(401);
    expect((await loginFrom(owner, username, GOOD_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await loginFrom(owner, username, 'wrongpass2026')).status).toBe(401);
    expect((await loginFrom(owner, username, GOOD_PASSWORD)).status).toBe(200);
  });

  it('slows a username failing from everywhere down, doubling up to a minute, and its owner still gets in', async () => {
    now += 60_000;
    const { username } = await registerUser(t);
    for (let i = 0; i < 10; i += 1) {
      expect((await loginFrom(freshAddress(), username, 'wrongpass2026')).status).toBe(401);
    }
    // The right password from an address that never failed waits too, for a second at first.
    expect(expectTooMany(await loginFrom(freshAddress(), username, GOOD_PASSWORD))).toBe(1);

    const waits: number[] = [];
    let wait = 1;
    for (let i = 0; i < 8; i += 1) {
      now += wait * 1000;
      expect((await loginFrom(freshAddress(), username, 'wrongpass2026')).status).toBe(401);
      wait = expectTooMany(await loginFrom(freshAddress(), username, 'wrongpass2026'));
      waits.push(wait);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);

    now += 59_000;
    expectTooMany(await loginFrom(freshAddress(), username, GOOD_PASSWORD));
    now += 1_000;
    expect((await loginFrom(freshAddress(), username, GOOD_PASSWORD)).status).toBe(200);
  });
});

describe('per-address limits of the other open routes', () => {
  it.each([
    ['username-available', () => t.http().get(`/api/auth/username-available?username=${uniqueName('free')}`), 200],
    [
      'newsletter',
      () =>
        t
          .http()
          .post('/api/newsletter')
          .send({ email: `${uniqueName('news')}@example.com` }),
      201,
    ],
  ])('limits %s per address, taken from X-Forwarded-For of the trusted gateway', async (_route, request, ok) => {
    now += 60_000;
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await request().set('X-Forwarded-For', address)).status);
    expect(statuses).toEqual(Array(8).fill(ok));
    expect(expectTooMany(await request().set('X-Forwarded-For', address))).toBeGreaterThan(0);
    expect((await request().set('X-Forwarded-For', freshAddress())).status).toBe(ok);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const direct = await createTestApp({ ...LIMITS, TRUSTED_PROXIES: '10.9.9.9' });
    try {
      direct.app.get(Clock).now = () => new Date(now);
      const statuses: number[] = [];
      for (let i = 0; i < 9; i += 1) {
        const response = await direct
          .http()
          .get(`/api/auth/username-available?username=${uniqueName('free')}`)
          .set('X-Forwarded-For', freshAddress());
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array(8).fill(200), 429]);
    } finally {
      await direct.close();
    }
  });
});

describe('a plain count', () => {
  it('answers each of parallel hits its own place in the window, and starts again in the next window', async () => {
    const throttle = t.app.get(Throttle);
    const bucket = { name: uniqueName('plain-count'), windowMs: 60_000 };
    const counts = await Promise.all(Array.from({ length: 12 }, () => throttle.hit(bucket, '198.51.100.7')));
    expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, at) => at + 1),
    );
    const windowEndsAt = now - (now % 60_000) + 60_000;
    expect(new Set(counts.map((count) => count.windowEndsAt))).toEqual(new Set([windowEndsAt]));
    expect((await throttle.tally(bucket, '198.51.100.7')).hits).toBe(12);
    expect((await throttle.hit(bucket, '198.51.100.8')).hits).toBe(1);

    now += 60_000;
    expect(await throttle.hit(bucket, '198.51.100.7')).toEqual({ hits: 1, windowEndsAt: windowEndsAt + 60_000 });
  });
});
