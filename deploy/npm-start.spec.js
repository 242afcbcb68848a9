// `npm start` as a person runs it (scripts/start.mjs with PORT, API_PORT and DATA_DIR set), checked
// over HTTP: the configuration it honours and how it serves (docs/serving.md). Started once, and
// twice more side by side with only PORT set, as a newcomer runs a second copy.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEV_PORTS, MAX_UPLOAD_BYTES, REMOTE_MODULES } from '@qmj/contracts';
import { freePort, LOCALHOST, stopChild, waitForUrl } from '../scripts/lib/processes.mjs';
import { COMPRESSION, IMMUTABLE } from '../scripts/lib/serving.mjs';
import { ROOT } from '../scripts/lib/workspaces.mjs';

const PASSWORD = 'StartCheck2026';
const dataDir = mkdtempSync(join(tmpdir(), 'qmj-npm-start-'));
const ports = {};
let site;
let system;
let output = '';

/** `node scripts/start.mjs` with these variables on top of a clean configuration; its own output in `child.output`. */
/** Waits until `child` has printed `text`. */
async function waitForOutput(child, text, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!child.output.includes(text)) {
    if (Date.now() > deadline) throw new Error(`no '${text}' after ${timeoutMs} ms`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

function npmStart(env) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PUBLIC_URL: '',
      WEB_ORIGINS: '',
      DATABASE_URL: '',
      SQLITE_PATH: '',
      SMTP_URL: '',
      API_PORT: '',
      LOG_LEVEL: '',
      LOGIN_LIMIT_PER_ADDRESS: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      child.output += chunk;
      output += chunk;
    });
  }
  return child;
}

/** One request with Node's own client: the raw bytes as sent, and any headers (no decompression). */
function send(path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolveAnswer, reject) => {
    const outgoing = request(`${site}${path}`, { method, headers }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () =>
        resolveAnswer({ status: answer.statusCode, headers: answer.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The outbox's mail to `email`, decoded, once it is written: the mail goes out after the answer (docs/security.md). */
async function mailTo(email) {
  const outbox = join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mails = existsSync(outbox) ? readdirSync(outbox).map((file) => readFileSync(join(outbox, file), 'utf8')) : [];
    // Quoted-printable: soft line breaks out, `=3D` back to `=`.
    const texts = mails.map((mail) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
    const mail = texts.find((text) => text.includes(email));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

async function signIn() {
  const username = `start${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const json = { 'content-type': 'application/json' };
  const registered = await fetch(`${site}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username, password: PASSWORD, confirmPassword: PASSWORD }),
  });
  expect(registered.status).toBe(201);
  const login = await fetch(`${site}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const { accessToken } = await login.json();
  return { ...json, authorization: `Bearer ${accessToken}` };
}

beforeAll(async () => {
  ports.site = await freePort();
  do ports.api = await freePort();
  while (ports.api === ports.site);
  site = `http://localhost:${ports.site}`;
  system = npmStart({ PORT: String(ports.site), API_PORT: String(ports.api), DATA_DIR: dataDir });
  try {
    // Builds first if anything is stale, as `npm start` does.
    await waitForUrl(`${site}/api/health`, system, 'npm start', 280_000);
  } catch (error) {
    throw new Error(`${error.message}\n${output}`);
  }
}, 300_000);

afterAll(async () => {
  await stopChild(system);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start configuration', () => {
  it('keeps the database and the generated secrets in DATA_DIR', () => {
    for (const file of ['qmj.sqlite', 'jwt-secret', 'admin-password'])
      expect(existsSync(join(dataDir, file))).toBe(true);
  });

  it('runs the API on API_PORT', async () => {
    const health = await fetch(`http://127.0.0.1:${ports.api}/api/health`);
    expect(health.status).toBe(200);
  });

  it("e-mails reset links to the site on PORT, into DATA_DIR's outbox", async () => {
    const headers = await signIn();
    const email = `reset-${ports.site}@qmj.example`;
    const profile = {
      showedUsername: 'Start',
      contact: '09171234567',
      address: 'Lipa',
      otherInfo: '-',
      legitName: 'S',
    };
    const saved = await fetch(`${site}/api/me`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ ...profile, email }),
    });
    expect(saved.status).toBe(200);
    const asked = await fetch(`${site}/api/auth/forgot-password`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email }),
    });
    expect(asked.ok).toBe(true);
    const resetMail = await mailTo(email);
    expect(resetMail).toContain(`http://localhost:${ports.site}/forgotpass?token=`);
  });

  it('refuses a busy API_PORT in one clear sentence', async () => {
    const second = npmStart({ PORT: String(await freePort()), API_PORT: String(ports.api), DATA_DIR: dataDir });
    const code = await new Promise((resolveExit) => second.once('exit', resolveExit));
    expect(code).toBe(1);
    expect(output).toContain(`API_PORT ${ports.api} is already in use`);
  }, 120_000);
});

describe('two copies of npm start with only PORT changed', () => {
  const copiesDir = mkdtempSync(join(tmpdir(), 'qmj-npm-start-copies-'));
  const copies = [];
  // The API's old fixed port, held as another copy held it: no copy may need it. Already busy is as good.
  const oldApiPort = createServer()
    .on('error', () => {})
    .listen(DEV_PORTS.api, LOCALHOST);

  beforeAll(async () => {
    for (let copy = 0; copy < 2; copy += 1) {
      const port = await freePort();
      const child = npmStart({ PORT: String(port), DATA_DIR: copiesDir });
      copies.push({ port, child });
      try {
        await waitForUrl(`http://localhost:${port}/api/health`, child, `copy ${copy + 1} of npm start`, 120_000);
        // The servers answer a moment before the start prints its address.
        await waitForOutput(child, 'QMJ is running at', 10_000);
      } catch (error) {
        throw new Error(`${error.message}\n${child.output}`);
      }
    }
  }, 300_000);

  afterAll(async () => {
    for (const { child } of copies) await stopChild(child);
    oldApiPort.close();
    rmSync(copiesDir, { recursive: true, force: true });
  });

  it('both serve, each with an API on a free port of its own', async () => {
    for (const { port } of copies) {
      const health = await fetch(`http://localhost:${port}/api/health`);
      expect({ port, status: health.status }).toEqual({ port, status: 200 });
    }
  });

  it("print the address and the administrator's sign-in first, before anything of the API's", () => {
    const password = readFileSync(join(copiesDir, 'admin-password'), 'utf8').trim();
    for (const { port, child } of copies) {
      const lines = child.output.split('\n');
      const address = lines.findIndex((line) => line.includes(`QMJ is running at http://localhost:${port}`));
      const signIn = lines.findIndex((line) => line.includes(`Administrator:  admin / ${password}`));
      const firstOfApi = lines.findIndex((line) => line.startsWith('[api]'));
      expect(address).toBeGreaterThanOrEqual(0);
      expect(signIn).toBeGreaterThan(address);
      expect(firstOfApi === -1 || firstOfApi > signIn).toBe(true);
    }
  });

  it('keeps the start quiet: a few lines from the API, not its list of routes', () => {
    for (const { child } of copies) {
      // What the build printed before (nothing when it is up to date) is not the start's.
      const starts = ['QMJ is running', '[api]'].map((text) => child.output.indexOf(text)).filter((at) => at >= 0);
      const started = child.output
        .slice(Math.min(...starts))
        .trim()
        .split('\n');
      expect(started.length).toBeLessThan(40);
    }
  });
});

describe('npm start serving', () => {
  const remote = REMOTE_MODULES[0].folder;

  it('answers malformed addresses with a 400 and keeps serving', async () => {
    for (const path of ['/%ff', `/remotes/${remote}/%ff`, '/remotes/%ff/x', '/api/%ff']) {
      const answer = await send(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
    }
    expect((await send('/')).status).toBe(200);
  });

  it('sends the pages in English, with their security policy and no inline script', async () => {
    for (const path of ['/', '/userproducts']) {
      const page = await send(path);
      expect(page.body.toString()).toMatch(/<html lang="en">/i);
      expect(page.headers['content-security-policy']).toContain("script-src 'self';");
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      // The calendar's icon font is a data: URL in its stylesheet; nothing inline is allowed for it.
      expect(page.headers['content-security-policy']).toContain("font-src 'self' data:;");
      expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.body.toString()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    }
  });

  it("sends the landing page's and a remote's JavaScript compressed, brotli or gzip as asked", async () => {
    const page = (await send('/')).body.toString();
    const manifest = JSON.parse((await send(`/remotes/${remote}/mf-manifest.json`)).body.toString());
    const scripts = [
      ...[...page.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src),
      `/remotes/${remote}/${manifest.metaData.remoteEntry.name}`,
    ];
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) {
      const plain = await send(script);
      for (const encoding of ['br', 'gzip']) {
        const compressed = await send(script, { headers: { 'accept-encoding': encoding } });
        expect({ script, encoding: compressed.headers['content-encoding'] }).toEqual({ script, encoding });
        expect(compressed.body.length).toBeLessThan(plain.body.length / 2);
      }
    }
  });

  it("sends the API's JSON compressed, brotli or gzip as asked; small answers and photos as they are", async () => {
    const plain = await send('/api/products');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThanOrEqual(COMPRESSION.threshold);
    const products = JSON.parse(plain.body.toString());
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ]) {
      const compressed = await send('/api/products', { headers: { 'accept-encoding': encoding } });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(compressed.body.length).toBeLessThan(plain.body.length);
      expect(JSON.parse(decode(compressed.body).toString())).toEqual(products);
      // Another body, another tag, as nginx makes it; the API still answers it with a 304.
      expect(compressed.headers.etag).toBe(`W/${plain.headers.etag}`);
      const again = await send('/api/products', {
        headers: { 'accept-encoding': encoding, 'if-none-match': compressed.headers.etag },
      });
      expect(again.status).toBe(304);
      expect(again.headers['content-encoding']).toBeUndefined();
    }
    const health = await send('/api/health', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.body.length).toBeLessThan(COMPRESSION.threshold);
    expect(health.headers['content-encoding']).toBeUndefined();
    const picture = await send('/icon-512.png', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(picture.body.length).toBeGreaterThanOrEqual(COMPRESSION.threshold);
    expect(picture.headers['content-encoding']).toBeUndefined();
  });

  it('gives the page a description, a theme colour, an icon and a web app manifest', async () => {
    const page = (await send('/')).body.toString();
    expect(page).toMatch(/<meta name="description" content="[^"]*photo and video[^"]*Lipa City, Batangas\.">/);
    const [, themeColour] = /<meta name="theme-color" content="(#[0-9a-f]{6})">/.exec(page);
    const icon = await send('/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/(vnd\.microsoft\.icon|x-icon)$/);
    // An icon resource's header: reserved 0, type 1.
    expect([...icon.body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    const [, manifestPath] = /<link rel="manifest" href="([^"]+)">/.exec(page);
    const manifest = await send(manifestPath);
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    const app = JSON.parse(manifest.body.toString());
    expect(app).toMatchObject({ short_name: 'QMJ', start_url: '/', display: 'standalone', theme_color: themeColour });
    expect(app.icons.length).toBeGreaterThan(1);
    for (const { src, type } of app.icons) {
      const file = await send(src);
      expect({ src, status: file.status, type: file.headers['content-type'] }).toEqual({ src, status: 200, type });
    }
  });

  it('keeps hashed files a year and revalidates the entry points', async () => {
    const page = (await send('/')).body.toString();
    const [, entry] = /<script defer[^>]*\bsrc="([^"]+)"/.exec(page);
    expect((await send(entry)).headers['cache-control']).toBe(IMMUTABLE);
    // The early script's name carries no hash (docs/serving.md#what-loads-when): it is revalidated like the page.
    const [, earlyScript] = /<script[^>]*\bsrc="([^"]+early\.js)"/.exec(page);
    // The module list differs per session (its canary bucket cookie): only the browser keeps it.
    const entryPoints = { '/': 'no-cache', '/userproducts': 'no-cache', '/remotes.json': 'private, no-cache' };
    entryPoints[`/remotes/${remote}/mf-manifest.json`] = 'no-cache';
    entryPoints[earlyScript] = 'no-cache';
    for (const [path, cache] of Object.entries(entryPoints)) {
      expect({ path, cache: (await send(path)).headers['cache-control'] }).toEqual({ path, cache });
      // Revalidated as a browser does it, with the tag it holds and the encodings it reads: 304, no body.
      const browser = { 'accept-encoding': 'br, gzip' };
      const { etag } = (await send(path, { headers: browser })).headers;
      const again = await send(path, { headers: { ...browser, 'if-none-match': etag } });
      expect({ path, status: again.status, body: again.body.length }).toEqual({ path, status: 304, body: 0 });
    }
  });

  it("answers uploads over 5 MB with the API's 413, however often", async () => {
    const { authorization } = await signIn();
    const image = new Uint8Array(MAX_UPLOAD_BYTES + 1024 * 1024);
    image.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const answers = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const form = new FormData();
      form.append('file', new Blob([image], { type: 'image/png' }), 'large.png');
      const answer = await fetch(`${site}/api/me/picture`, { method: 'PUT', headers: { authorization }, body: form });
      answers.push(`${answer.status} ${(await answer.json()).message}`);
    }
    // Clients such as curl ask `Expect: 100-continue` before a large body.
    const boundary = 'qmj-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="large.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await send('/api/me/picture', {
        method: 'PUT',
        headers: {
          authorization,
          expect: '100-continue',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
        },
        body,
      });
      answers.push(`${answer.status} ${JSON.parse(answer.body.toString()).message}`);
    }
    expect(new Set(answers)).toEqual(new Set(['413 The image is larger than 5 MB.']));
    expect((await send('/')).status).toBe(200);
  }, 60_000);
});
