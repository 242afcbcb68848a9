// Bundle budgets (docs/architecture.md): the shell's JS before first render, measured in a real
// browser, gzip-compressed and as the gateway sends it, and each remote's entry and largest chunk.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTE_MODULES } from '@qmj/contracts';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../lib/debian-tools.mjs';
import { startSystem } from '../lib/system.mjs';
import { ROOT } from '../lib/workspaces.mjs';

const KB = 1024;
/** The shell's JavaScript before its first render, gzip (docs/serving.md#performance-budgets). */
const SHELL_BUDGET_KB = 170;
/** A remote's entry, gzip: its container without a Module Federation runtime of its own (the page's). */
const REMOTE_ENTRY_BUDGET_KB = 20;
const gzipSize = (buffer) => gzipSync(buffer).length;

function jsFiles(dir) {
  const files = [];
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.js') && statSync(full).size > 0) files.push(full);
    }
  };
  walk(dir);
  return files;
}

/** In the page: the time the landing page's Login button is first in the document, its first render. */
function observeFirstRender() {
  const seen = () => [...document.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Login');
  new MutationObserver((_, observer) => {
    if (!seen()) return;
    window.__firstRenderAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Every script the page asked for before the landing page's Login button was in the document (what its
 * first render needed; a script asked for after it, as the page-view count's, is not counted): its path,
 * its bytes, their gzip size, and the bytes that crossed the wire (compressed as the gateway serves them).
 */
async function landingPageScripts() {
  const dataDir = mkdtempSync(join(tmpdir(), 'qmj-bench-'));
  const system = await startSystem({ port: 0, dataDir, apiLog: () => {} });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.addInitScript(observeFirstRender);
    const scripts = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(
        Promise.all([request.response().then((response) => response.body()), request.sizes()]).then(
          ([body, sizes]) => ({
            path: new URL(request.url()).pathname,
            bytes: body.length,
            gzip: gzipSize(body),
            transferred: sizes.responseBodySize,
          }),
          // A script the page asks for as the browser closes is not one the first render needed.
          () => null,
        ),
      );
    });
    await page.goto(system.url);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    const askedBefore = new Set(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < window.__firstRenderAt)
          .map((entry) => new URL(entry.name).pathname),
      ),
    );
    const firstRender = (await Promise.all(scripts)).filter((script) => script && askedBefore.has(script.path));
    if (firstRender.length === 0) throw new Error('the first render was not observed');
    return firstRender;
  } finally {
    await browser.close();
    await system.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const sum = (scripts, field) => scripts.reduce((total, script) => total + script[field], 0);

/** A string only three.js's bundle has: where it is found, three.js is. */
const THREE_JS_MARKER = 'WebGLRenderer';

/**
 * Where three.js went (docs/customizer.md): in the customizer's lazy chunks only, never in its entry, the shell
 * or another remote. A row per app, its size the gzip KB of the files that carry it; a budget of 0 where it must
 * not be.
 */
function threeJsRows() {
  const apps = [{ folder: 'shell' }, ...REMOTE_MODULES];
  return apps.map(({ folder }) => {
    const dist = join(ROOT, folder, 'dist');
    const carriers = jsFiles(dist).filter((file) => readFileSync(file, 'utf8').includes(THREE_JS_MARKER));
    const names = carriers.map((file) => file.split('/').pop());
    // Rsbuild puts the chunks loaded on demand under static/js/async; the entries sit above it.
    const lazyOnly =
      folder === 'mf-customizer' && carriers.length > 0 && carriers.every((file) => file.includes('/async/'));
    const where = carriers.length === 0 ? 'not found' : `found in ${lazyOnly ? 'lazy chunks ' : ''}${names.join(', ')}`;
    return {
      what: `three.js in ${folder}: ${where}`,
      kb: carriers.reduce((total, file) => total + gzipSize(readFileSync(file)), 0) / KB,
      budgetKb: lazyOnly ? undefined : 0,
    };
  });
}

/** Rows `{ what, kb, budgetKb }`: sizes in KB, gzip unless the row says otherwise. */
export async function benchBundles() {
  const scripts = await landingPageScripts();
  const shellScripts = scripts.filter((script) => !script.path.startsWith('/remotes/'));
  const rows = [
    {
      what: `shell JS before first render (${shellScripts.length} files)`,
      kb: sum(shellScripts, 'gzip') / KB,
      budgetKb: SHELL_BUDGET_KB,
    },
    { what: `landing page JS, uncompressed (${scripts.length} files)`, kb: sum(scripts, 'bytes') / KB },
    {
      what: `landing page JS as the gateway sends it (br/gzip)`,
      kb: sum(scripts, 'transferred') / KB,
      budgetKb: SHELL_BUDGET_KB,
    },
  ];

  for (const remote of REMOTE_MODULES) {
    const dist = join(ROOT, remote.folder, 'dist');
    const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
    const entry = join(dist, manifest.metaData.remoteEntry.path ?? '', manifest.metaData.remoteEntry.name);
    rows.push({
      what: `${remote.folder} entry`,
      kb: gzipSize(readFileSync(entry)) / KB,
      budgetKb: REMOTE_ENTRY_BUDGET_KB,
    });
    const largest = jsFiles(dist)
      .filter((file) => file !== entry)
      .map((file) => ({ file, gzip: gzipSize(readFileSync(file)) }))
      .sort((a, b) => b.gzip - a.gzip)[0];
    if (largest) {
      rows.push({
        what: `${remote.folder} largest chunk (${largest.file.split('/').pop()})`,
        kb: largest.gzip / KB,
      });
    }
  }
  rows.push(...threeJsRows());
  return rows;
}
