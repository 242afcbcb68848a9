import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { BrowserError } from '@qmj/contracts';

const sent: BrowserError[] = [];
let sendLoaded: () => void = () => undefined;
const sendCodeLoads = new Promise<void>((resolve) => {
  sendLoaded = resolve;
});
jest.unstable_mockModule('./send-report', async () => {
  await sendCodeLoads;
  return { sendReport: (report: BrowserError) => sent.push(report) };
});

const listeners = new Map<string, (event: Record<string, unknown>) => void>();
const page = { location: { pathname: '/userproducts', search: '?q=mugs' } };
Object.assign(globalThis, {
  window: {
    ...page,
    addEventListener: (type: string, listener: (event: Record<string, unknown>) => void) =>
      listeners.set(type, listener),
  },
});

let browserErrors: typeof import('./browser-errors');
beforeAll(async () => {
  browserErrors = await import('./browser-errors');
  browserErrors.listenForBrowserErrors((pathname) =>
    pathname === '/userproducts' ? { remote: 'mf_catalog', version: '1.2.0+aa' } : {},
  );
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  page.location.pathname = '/userproducts';
});

describe('browser error reports', () => {
  it("queue what happens before the sending code loads, and report an uncaught error as the shown module's", async () => {
    const thrown = new Error('cart is undefined');
    listeners.get('error')?.({ error: thrown, message: 'Uncaught Error: cart is undefined' });
    page.location.pathname = '/about';
    listeners.get('unhandledrejection')?.({ reason: 'refused' });
    await settle();
    expect(sent).toEqual([]);

    sendLoaded();
    await settle();
    expect(sent).toEqual([
      {
        kind: 'uncaught',
        remote: 'mf_catalog',
        version: '1.2.0+aa',
        path: '/userproducts',
        message: 'cart is undefined',
        stack: thrown.stack,
      },
      { kind: 'uncaught', path: '/about', message: 'refused', stack: undefined },
    ]);
  });

  it('report a message of a module once, and no more than the limit in a page load', async () => {
    const failed = new Error('Loading chunk 7 failed');
    browserErrors.reportBrowserError('load-failed', failed, { remote: 'mf_orders', version: '2.0.0+bb' });
    browserErrors.reportBrowserError('load-failed', failed, { remote: 'mf_orders', version: '2.0.0+bb' });
    // The same words from another module are its own report.
    browserErrors.reportBrowserError('load-failed', failed, { remote: 'mf_admin' });
    expect(sent.slice(2).map((report) => [report.kind, report.remote, report.message])).toEqual([
      ['load-failed', 'mf_orders', 'Loading chunk 7 failed'],
      ['load-failed', 'mf_admin', 'Loading chunk 7 failed'],
    ]);

    for (let n = 0; n < browserErrors.REPORTS_PER_PAGE * 2; n += 1) {
      browserErrors.reportBrowserError('uncaught', new Error(`failure ${n}`));
    }
    expect(sent).toHaveLength(browserErrors.REPORTS_PER_PAGE);
  });
});
