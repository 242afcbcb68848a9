// Lighthouse budget (docs/serving.md#lighthouse-on-a-phone): the built system as `npm start` runs it, audited by
// Lighthouse with its defaults (a phone, simulated slow 4G, 4× CPU) in Debian's Chromium, each page three times,
// signed in as the route guard asks. Prints the median run's scores and metrics and, under a page over budget, the
// causes Lighthouse names; every median report is kept as JSON. Budgets: performance ≥ 90, CLS ≤ 0.05,
// accessibility 100, best practices 100.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CART_PAGE, CUSTOMER_ORDER_PAGES, PATHS, pathMatches, productPagePath } from '@qmj/contracts';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
// Lighthouse's own browser driver (its dependency): Lighthouse audits a page of it, so no second driver is added.
import puppeteer from 'puppeteer-core';
import { CHROMIUM } from '../lib/debian-tools.mjs';
import { startSystem } from '../lib/system.mjs';
import { ADMIN } from './checkout.mjs';

const RUNS = 3;
const BUDGET = { performance: 90, cls: 0.05, accessibility: 100, bestPractices: 100 };
/** The session key of web-kit's store (packages/web-kit/src/early/stored-token.ts). */
const TOKEN_KEY = 'qmj.token';
/** Where the median reports are written, one JSON file a page. */
const REPORTS_DIR = join(tmpdir(), 'qmj-lighthouse');
/** How many causes of each kind are printed under a page over budget. */
const TOP = 3;

export const LIGHTHOUSE_BENCH = {
  runs: RUNS,
  profile: 'Lighthouse defaults: mobile, simulated slow 4G, 4× CPU',
};

/** Signs `credentials` in through the API; returns the access token. */
async function signIn(url, credentials) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`signing in ${credentials.username} failed: ${response.status}`);
  return (await response.json()).accessToken;
}

/** A demo product that needs no design, put once in the customer's cart; returns its id. */
async function fillCart(url, token) {
  const list = await fetch(`${url}/api/products?customizable=false&pageSize=1`);
  const [product] = (await list.json()).items;
  if (!product) throw new Error('the demo catalogue has no product to audit');
  const line = await fetch(`${url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ productId: product.id, quantity: 1, intent: 'cart' }),
  });
  if (!line.ok) throw new Error(`adding product ${product.id} to the cart failed: ${line.status}`);
  return product.id;
}

/**
 * Lighthouse 12.2's trace engine reads each `PipelineReporter` event's `chrome_frame_reporter`, which Debian's
 * Chromium (156) no longer writes: the trace then fails to parse and the LCP element, layout shift and
 * render-blocking audits error. Those events only correct the screenshots' times, so they are dropped from the trace
 * as it reaches Lighthouse (its driver opens its session on the page's target).
 */
function withReadableTrace(page) {
  const target = page.target();
  const createSession = target.createCDPSession.bind(target);
  target.createCDPSession = async () => {
    const session = await createSession();
    const emit = session.emit.bind(session);
    session.emit = (type, event) =>
      emit(
        type,
        type === 'Tracing.dataCollected'
          ? { ...event, value: event.value.filter((traceEvent) => traceEvent.name !== 'PipelineReporter') }
          : event,
      );
    return session;
  };
}

/**
 * One Lighthouse run of `url` in a new tab. Lighthouse clears the origin's storage and cache first (a cold load);
 * the session is in the tab's session storage, so it is put back before the page's scripts run, as a reload of a
 * signed-in tab has it.
 */
async function audit(browser, url, token) {
  const page = await browser.newPage();
  try {
    withReadableTrace(page);
    if (token)
      await page.evaluateOnNewDocument(
        (key, value) => {
          try {
            sessionStorage.setItem(key, value);
          } catch {
            // about:blank, before Lighthouse navigates: no storage of the site's origin there
          }
        },
        TOKEN_KEY,
        token,
      );
    const result = await lighthouse(
      url,
      { logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await page.close();
  }
}

const score = (lhr, category) => Math.round((lhr.categories[category].score ?? 0) * 100);

/** The row of a report: scores out of 100, LCP and TBT in ms, CLS, and whether each budget holds. */
function rowOf(what, lhr) {
  const row = {
    what,
    performance: score(lhr, 'performance'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
  };
  row.within =
    row.performance >= BUDGET.performance &&
    row.cls <= BUDGET.cls &&
    row.accessibility >= BUDGET.accessibility &&
    row.bestPractices >= BUDGET.bestPractices;
  return row;
}

/** A URL of the audited site without its origin (the gateway's port changes every run). */
const local = (url) => url?.replace(/^https?:\/\/localhost:\d+/, '');
const ms = (value) => `${Math.round(value)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** A node of a report as a person finds it: its selector, else its snippet. */
const nodeText = (node) => (node ? (node.selector ?? node.snippet ?? node.nodeLabel ?? '') : '');
/** An audit's table items (a list's first table: the LCP element audit keeps its element and phases as two). */
const itemsOf = (audit) =>
  audit?.details?.type === 'list'
    ? audit.details.items.flatMap((table) => table.items ?? [])
    : (audit?.details?.items ?? []);

/** What an audit says it would save, as `LCP 300 ms, TBT 550 ms` (empty when nothing). */
const savingsOf = (audit) =>
  Object.entries(audit?.metricSavings ?? {})
    .filter(([, value]) => value > 0)
    .map(([metric, value]) => (metric === 'CLS' ? `${metric} ${value.toFixed(3)}` : `${metric} ${ms(value)}`))
    .join(', ');
const saves = (audit) => (savingsOf(audit) ? ` (saves ${savingsOf(audit)})` : '');
/** Audits printed with their own breakdown below the opportunities. */
const BREAKDOWNS = ['largest-contentful-paint-element', 'bootup-time', 'mainthread-work-breakdown'];

/** The causes Lighthouse names for a report, each a line: the largest savings first. */
function causesOf(lhr) {
  const lines = [];
  const { audits } = lhr;
  // Opportunities: the audits that say how much LCP, FCP or TBT they would save.
  const opportunities = Object.values(audits)
    .filter((audit) => !BREAKDOWNS.includes(audit.id) && audit.score !== null && audit.score < 1)
    .map((audit) => ({ audit, saving: Math.max(0, ...Object.values(audit.metricSavings ?? {})) }))
    .filter(({ saving }) => saving > 0)
    .sort((a, b) => b.saving - a.saving);
  for (const { audit } of opportunities.slice(0, TOP * 2)) {
    const items = itemsOf(audit)
      .slice(0, TOP)
      .map((item) => {
        const where = local(item.url) ?? nodeText(item.node);
        const wasted = item.wastedBytes ? ` ${kb(item.wastedBytes)}` : item.wastedMs ? ` ${ms(item.wastedMs)}` : '';
        return `${where}${wasted}`;
      })
      .filter(Boolean);
    lines.push(`${audit.title}${saves(audit)}${items.length ? `: ${items.join('; ')}` : ''}`);
  }
  const lcpElement = audits['largest-contentful-paint-element'];
  if (lcpElement?.details) {
    const [element, phases] = lcpElement.details.items;
    const phaseText = (phases?.items ?? []).map((phase) => `${phase.phase} ${ms(phase.timing)}`).join(', ');
    lines.push(
      `LCP element ${nodeText(element?.items?.[0]?.node)}${saves(lcpElement)}${phaseText ? `: ${phaseText}` : ''}`,
    );
  }
  const bootup = itemsOf(audits['bootup-time'])
    .slice(0, TOP)
    .map((item) => `${local(item.url)} ${ms(item.total)} (script ${ms(item.scripting)})`);
  if (bootup.length) lines.push(`JavaScript execution${saves(audits['bootup-time'])}: ${bootup.join('; ')}`);
  const mainThread = audits['mainthread-work-breakdown'];
  const groups = itemsOf(mainThread)
    .slice(0, TOP)
    .map((item) => `${item.groupLabel} ${ms(item.duration)}`);
  if (groups.length)
    lines.push(`main-thread work ${ms(mainThread.numericValue)}${saves(mainThread)}: ${groups.join('; ')}`);
  const shifts = itemsOf(audits['layout-shifts'])
    .slice(0, TOP)
    .map((item) => `${nodeText(item.node)} ${item.score.toFixed(3)}`);
  if (shifts.length) lines.push(`layout shifts: ${shifts.join('; ')}`);
  for (const category of ['accessibility', 'best-practices']) {
    for (const ref of lhr.categories[category].auditRefs) {
      const audit = audits[ref.id];
      if (ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const items = itemsOf(audit)
        .slice(0, TOP)
        .map(
          (item) =>
            nodeText(item.node) || item.description || local(item.source?.url ?? item.url) || item.issueType || '',
        )
        .filter(Boolean);
      lines.push(`${category}: ${audit.title}${items.length ? `: ${items.join('; ')}` : ''}`);
    }
  }
  return lines;
}

/** The audited pages: `{ what, path, token }`, a token where the route guard asks for a session. */
async function pagesOf({ url, demo }) {
  const customer = await signIn(url, demo);
  const admin = await signIn(url, ADMIN);
  const productId = await fillCart(url, customer);
  const customerPages = [
    PATHS.home,
    PATHS.products,
    productPagePath(productId),
    CART_PAGE.path,
    PATHS.bookEvent,
    PATHS.myBookings,
    PATHS.customizer,
    CUSTOMER_ORDER_PAGES[0].path,
    PATHS.profile,
  ];
  const adminPages = [PATHS.dashboard, PATHS.productRequests, PATHS.serviceRequests];
  return [
    { what: `${PATHS.landing} (visitor)`, path: PATHS.landing, token: null },
    ...customerPages.map((path) => ({ what: `${path} (customer)`, path, token: customer })),
    ...adminPages.map((path) => ({ what: `${path} (admin)`, path, token: admin })),
  ];
}

/**
 * Rows `{ what, performance, lcpMs, tbtMs, cls, accessibility, bestPractices, within, spread, causes }` from the
 * median of RUNS Lighthouse runs of each page (`only`: the paths to audit, each with the pages under it; all when
 * empty).
 */
export async function benchLighthouse({ only = [] } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'qmj-bench-lighthouse-'));
  const system = await startSystem({
    port: 0,
    dataDir,
    env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
    apiLog: () => {},
  });
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    defaultViewport: null,
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  mkdirSync(REPORTS_DIR, { recursive: true });
  try {
    const pages = (await pagesOf(system)).filter(
      ({ path }) => only.length === 0 || only.some((base) => pathMatches(path, base)),
    );
    // One run first, not counted: the servers' first answers are a start-up cost, not a page's.
    await audit(browser, `${system.url}${PATHS.landing}`, null);
    const rows = [];
    for (const { what, path, token } of pages) {
      const lhrs = [];
      for (let run = 0; run < RUNS; run += 1) lhrs.push(await audit(browser, `${system.url}${path}`, token));
      const median = computeMedianRun(lhrs);
      writeFileSync(
        join(REPORTS_DIR, `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}.json`),
        JSON.stringify(median),
      );
      const row = rowOf(what, median);
      const scores = lhrs.map((lhr) => score(lhr, 'performance'));
      rows.push({
        ...row,
        spread: [Math.min(...scores), Math.max(...scores)],
        causes: row.within ? [] : causesOf(median),
      });
    }
    return rows;
  } finally {
    await browser.close();
    await system.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the table, each page's verdict through `verdict(within)`, and the causes under a page over budget. */
export function printLighthouse(rows, verdict) {
  const heads = ['perf', 'runs', 'LCP', 'TBT', 'CLS', 'a11y', 'best pr.'];
  const widths = [5, 7, 9, 8, 6, 5, 9];
  console.log(`${'page'.padEnd(34)} ${heads.map((head, index) => head.padStart(widths[index])).join(' ')}  verdict`);
  for (const row of rows) {
    const figures = [
      row.performance,
      row.spread.join('–'),
      ms(row.lcpMs),
      ms(row.tbtMs),
      row.cls.toFixed(3),
      row.accessibility,
      row.bestPractices,
    ]
      .map((figure, index) => String(figure).padStart(widths[index]))
      .join(' ');
    console.log(`${row.what.padEnd(34)} ${figures}  ${verdict(row.within)}`);
    for (const cause of row.causes) console.log(`    ${cause}`);
  }
  console.log(
    `runs: the lowest and highest performance of the ${RUNS} runs; budgets: performance ≥ ${BUDGET.performance}, CLS ≤ ${BUDGET.cls}, accessibility ${BUDGET.accessibility}, best practices ${BUDGET.bestPractices}; median reports in ${REPORTS_DIR}`,
  );
}

// Run directly (`npm run bench:lighthouse`, optionally followed by paths): builds what is stale, then audits.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { buildParts } = await import('../lib/build.mjs');
  buildParts();
  console.log(`\nLighthouse, median of ${RUNS} runs (${LIGHTHOUSE_BENCH.profile})`);
  const rows = await benchLighthouse({ only: process.argv.slice(2) });
  let over = 0;
  printLighthouse(rows, (within) => {
    if (!within) over += 1;
    return within ? 'PASS' : 'FAIL';
  });
  process.exit(over ? 1 : 0);
}
