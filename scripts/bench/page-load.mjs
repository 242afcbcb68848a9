// Page-load budget (docs/serving.md#performance-budgets): the built system as `npm start` runs it, loaded in
// Debian's Chromium on a phone profile (4× CPU slowdown, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s
// up, a phone's screen), each page three times with a cold cache. Prints the median largest
// contentful paint, first contentful paint, bytes transferred and requests. Budget: LCP ≤ 2.5 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PATHS } from '@qmj/contracts';
import { chromium, devices } from 'playwright-core';
import { CHROMIUM } from '../lib/debian-tools.mjs';
import { startSystem } from '../lib/system.mjs';

const RUNS = 3;
const LCP_BUDGET_MS = 2500;
/** The phone profile: Chrome DevTools' "Slow 4G"-like link with a mid-range phone's CPU. */
const PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: 200_000,
  uploadBytesPerSecond: 93_750,
  device: devices['Pixel 7'],
};
/** How long the network stays quiet before a load counts as finished. */
const QUIET_MS = 1500;
/** The session key of web-kit's store (packages/web-kit/src/early/stored-token.ts). */
const TOKEN_KEY = 'qmj.token';

export const PAGE_LOAD_BENCH = {
  runs: RUNS,
  profile: `${PROFILE.cpuSlowdown}× CPU, ${PROFILE.latencyMs} ms, ${(PROFILE.downloadBytesPerSecond * 8) / 1e6} Mbit/s, ${PROFILE.device.viewport.width}×${PROFILE.device.viewport.height}`,
};

/** Reads LCP and FCP as the page reports them, from the first byte of the navigation. */
function observePaints() {
  window.__paints = { lcp: 0, fcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__paints.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') window.__paints.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

/** One cold load of `path`: a fresh context (empty cache), throttled, until the network has been quiet. */
async function loadOnce(browser, url, token) {
  const context = await browser.newContext({ ...PROFILE.device });
  try {
    if (token) await context.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [TOKEN_KEY, token]);
    await context.addInitScript(observePaints);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.latencyMs,
      downloadThroughput: PROFILE.downloadBytesPerSecond,
      uploadThroughput: PROFILE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
    let requests = 0;
    let bytes = 0;
    let open = 0;
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', () => {
      requests += 1;
      open += 1;
      lastActivity = Date.now();
    });
    const settle = (event) => {
      open -= 1;
      lastActivity = Date.now();
      bytes += event.encodedDataLength ?? 0;
    };
    cdp.on('Network.loadingFinished', settle);
    cdp.on('Network.loadingFailed', settle);
    await page.goto(url, { waitUntil: 'load' });
    while (open > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
    const paints = await page.evaluate(() => window.__paints);
    return { ...paints, bytes, requests };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Rows `{ what, lcpMs, fcpMs, kb, requests, budgetMs }`, medians of RUNS cold loads. */
export async function benchPageLoad() {
  const dataDir = mkdtempSync(join(tmpdir(), 'qmj-bench-page-'));
  const system = await startSystem({ port: 0, dataDir, apiLog: () => {} });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  try {
    // The catalogue is for signed-in customers (the route guard): the demo customer's session is put
    // in the page's storage before it loads, as a reload of a signed-in tab has it.
    const signIn = await fetch(`${system.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: system.demo.username, password: system.demo.password }),
    });
    if (!signIn.ok) throw new Error(`signing in the demo customer failed: ${signIn.status} ${await signIn.text()}`);
    const { accessToken } = await signIn.json();

    const pages = [
      { what: `${PATHS.landing} (visitor)`, path: PATHS.landing, token: null },
      { what: `${PATHS.products} (customer)`, path: PATHS.products, token: accessToken },
    ];
    const rows = [];
    for (const { what, path, token: pageToken } of pages) {
      // One load first, not counted: the servers' first answers (files opened, the demo data's first
      // reads) are a start-up cost, not the page's.
      await loadOnce(browser, `${system.url}${path}`, pageToken);
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await loadOnce(browser, `${system.url}${path}`, pageToken));
      rows.push({
        what,
        lcpMs: Math.round(median(runs.map((r) => r.lcp))),
        fcpMs: Math.round(median(runs.map((r) => r.fcp))),
        kb: median(runs.map((r) => r.bytes)) / 1024,
        requests: median(runs.map((r) => r.requests)),
        budgetMs: LCP_BUDGET_MS,
      });
    }
    return rows;
  } finally {
    await browser.close();
    await system.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
