// Bundle budgets (DESIGN.md section 8): the shell's JS before first render, measured in a real
// browser, and each remote's entry and largest chunk, gzip-compressed.
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

/** Every script the shell's origin sends until the landing page's login button is on screen. */
async function shellFirstRenderBytes() {
  const dataDir = mkdtempSync(join(tmpdir(), 'qmj-bench-'));
  const system = await startSystem({ port: 0, dataDir, apiLog: () => {} });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (response.request().resourceType() !== 'script' || url.pathname.startsWith('/remotes/')) return;
      scripts.push(response.body().then((body) => ({ path: url.pathname, gzip: gzipSize(body) })));
    });
    await page.goto(system.url);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    return await Promise.all(scripts);
  } finally {
    await browser.close();
    await system.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchBundles() {
  const rows = [];
  const shellScripts = await shellFirstRenderBytes();
  const shellTotal = shellScripts.reduce((sum, script) => sum + script.gzip, 0);
  rows.push({
    what: `shell JS before first render (${shellScripts.length} files)`,
    gzipKb: shellTotal / KB,
    budgetKb: 250,
  });

  for (const remote of REMOTE_MODULES) {
    const dist = join(ROOT, remote.folder, 'dist');
    const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
    const entry = join(dist, manifest.metaData.remoteEntry.path ?? '', manifest.metaData.remoteEntry.name);
    rows.push({ what: `${remote.folder} entry`, gzipKb: gzipSize(readFileSync(entry)) / KB, budgetKb: 35 });
    const largest = jsFiles(dist)
      .filter((file) => file !== entry)
      .map((file) => ({ file, gzip: gzipSize(readFileSync(file)) }))
      .sort((a, b) => b.gzip - a.gzip)[0];
    if (largest) {
      rows.push({
        what: `${remote.folder} largest chunk (${largest.file.split('/').pop()})`,
        gzipKb: largest.gzip / KB,
      });
    }
  }
  return rows;
}
