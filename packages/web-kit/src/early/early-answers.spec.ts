import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { askEarly, claimPageStart, earlyAnswerOr } from './early-answers';

const ORIGIN = 'https://shop.test';
const asked: { url: string; authorization: string | null }[] = [];

beforeEach(() => {
  asked.length = 0;
  Object.assign(globalThis, { window: { location: { href: `${ORIGIN}/userproducts` } } });
  globalThis.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    asked.push({ url: String(input), authorization: headers.get('Authorization') });
    return new Response(JSON.stringify({ asked: asked.length }), { status: 200 });
  }) as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

const askAgain = () => fetch(`${ORIGIN}/api/me`, {});

describe('early answers', () => {
  it('answer the same GET once, for the same session, by its full address', async () => {
    const copy = await askEarly('/api/me', 'Bearer a');
    await expect(copy.json()).resolves.toEqual({ asked: 1 });
    // Another session's call is not answered from it.
    await earlyAnswerOr(`${ORIGIN}/api/me`, 'Bearer b', askAgain);
    expect(asked).toHaveLength(2);
    const taken = await earlyAnswerOr(`${ORIGIN}/api/me`, 'Bearer a', askAgain);
    await expect(taken.json()).resolves.toEqual({ asked: 1 });
    expect(asked).toHaveLength(2);
    // Used once: the next call asks.
    await earlyAnswerOr(`${ORIGIN}/api/me`, 'Bearer a', askAgain);
    expect(asked).toHaveLength(3);
  });

  it('ask again when the early answer failed or has grown stale', async () => {
    const failing = globalThis.fetch;
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('network down');
    }) as typeof fetch;
    await expect(askEarly('/api/categories')).rejects.toThrow('network down');
    globalThis.fetch = failing;
    const retried = await earlyAnswerOr('/api/categories', null, () => fetch(`${ORIGIN}/api/categories`));
    expect(retried.status).toBe(200);
    expect(asked).toHaveLength(1);

    jest.useFakeTimers({ now: 1_000 });
    await askEarly('/remotes.json');
    jest.setSystemTime(1_000 + 10_001);
    await earlyAnswerOr('/remotes.json', null, () => fetch(`${ORIGIN}/remotes.json`));
    expect(asked).toHaveLength(3);
  });

  it("let only the first of the early script and the app's entry claim the page's start", () => {
    expect(claimPageStart()).toBe(true);
    expect(claimPageStart()).toBe(false);
  });
});
