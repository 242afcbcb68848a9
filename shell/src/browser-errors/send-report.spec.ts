import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { BROWSER_ERROR_LIMITS, type BrowserError } from '@qmj/contracts';

// The route table read as it is (Jest's transform drops a static import's `type: 'json'` attribute).
const ROUTE_TABLE = createRequire(import.meta.url).resolve('@qmj/contracts/api-route-table.json');
jest.unstable_mockModule('@qmj/contracts/api-route-table.json', () => ({
  default: JSON.parse(readFileSync(ROUTE_TABLE, 'utf8')),
}));
const { sendReport } = await import('./send-report');

const REPORT: BrowserError = {
  kind: 'load-failed',
  remote: 'mf_catalog',
  version: '1.2.0+aa',
  path: '/userproducts',
  message: 'x'.repeat(BROWSER_ERROR_LIMITS.message + 50),
  stack: Array.from({ length: 20 }, (_, n) => `    at frame${n} (app.js:${n}:1)`).join('\n'),
};

const realNavigator = globalThis.navigator;
const realFetch = globalThis.fetch;
const setNavigator = (navigator: Partial<Navigator>) =>
  Object.defineProperty(globalThis, 'navigator', { value: navigator, configurable: true });

afterEach(() => {
  setNavigator(realNavigator);
  globalThis.fetch = realFetch;
});

describe('sendReport', () => {
  it('sends a beacon of JSON to the API, cut to what a report carries', async () => {
    const beacons: [string, Blob][] = [];
    setNavigator({
      sendBeacon: (url: string | URL, data?: BodyInit | null) => beacons.push([String(url), data as Blob]) > 0,
    });
    sendReport(REPORT);
    expect(beacons).toHaveLength(1);
    const [url, blob] = beacons[0];
    expect(url).toBe('/api/modules/errors');
    expect(blob.type).toBe('application/json');
    const body = JSON.parse(await blob.text()) as BrowserError;
    expect(body.message).toHaveLength(BROWSER_ERROR_LIMITS.message);
    expect(body.stack?.split('\n')).toHaveLength(BROWSER_ERROR_LIMITS.stackLines);
    expect(body).toMatchObject({
      kind: 'load-failed',
      remote: 'mf_catalog',
      version: '1.2.0+aa',
      path: '/userproducts',
    });
  });

  it('calls with keepalive where there is no beacon, and never throws', async () => {
    setNavigator({});
    const fetch = jest.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
      throw new TypeError('offline');
    });
    globalThis.fetch = fetch as typeof globalThis.fetch;
    expect(() => sendReport(REPORT)).not.toThrow();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/modules/errors');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' } });

    setNavigator({
      sendBeacon: () => {
        throw new TypeError('Illegal invocation');
      },
    });
    expect(() => sendReport(REPORT)).not.toThrow();
  });
});
