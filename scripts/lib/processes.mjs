// Starting and stopping local servers for the launcher, the journeys and the benches.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './workspaces.mjs';

export const LOCALHOST = '127.0.0.1';

/** Listens on `port` (0: any free one) for a moment; resolves the port, or rejects as `listen` does. */
function probePort(port) {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, LOCALHOST, () => {
      const { port: free } = probe.address();
      probe.close(() => resolvePort(free));
    });
  });
}

export function freePort() {
  return probePort(0);
}

/** Fails with a sentence naming the variable when something already listens on `port`. */
export async function ensurePortFree(port, variable) {
  try {
    await probePort(port);
  } catch (error) {
    if (error.code !== 'EADDRINUSE') throw error;
    throw new Error(
      `${variable} ${port} is already in use: stop what listens there or set ${variable} to a free port.`,
    );
  }
}

/** Reads a port number from the environment; `fallback` when it is unset or empty. */
export function portFromEnv(env, variable, fallback) {
  const text = env[variable]?.trim();
  if (!text) return fallback;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${variable} must be a port number, got '${text}'`);
  return port;
}

/** Waits until `url` answers 2xx; fails early when `child` exits. */
export async function waitForUrl(url, child, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} stopped while starting (exit code ${child.exitCode})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`${what} did not answer at ${url} in time`);
}

/** SIGTERM, then SIGKILL after ten seconds (the API's own grace, SHUTDOWN_GRACE_MS, is eight); resolves when the process has exited. */
export async function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the built API (`services/api/dist/main.js`) on 127.0.0.1:`port` (0: a free port; a busy one
 * fails with a clear message) with `env` on top of this process's environment, and waits for its
 * health check. `log` receives its output (default: dropped). `child` and `exited` (its exit code and
 * signal) are for a caller that stops it another way (the crash test's SIGKILL).
 */
export async function startApi({ env = {}, port = 0, nodeArgs = [], log = () => {} } = {}) {
  if (port) await ensurePortFree(port, 'API_PORT');
  const apiPort = port || (await freePort());
  const child = spawn(process.execPath, [...nodeArgs, join(ROOT, 'services/api/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, ...env, API_HOST: LOCALHOST, API_PORT: String(apiPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => log(chunk.toString()));
  child.stderr.on('data', (chunk) => log(chunk.toString()));
  const exited = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));
  const url = `http://${LOCALHOST}:${apiPort}`;
  const stop = () => stopChild(child);
  try {
    await waitForUrl(`${url}/api/health`, child, 'the API');
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port: apiPort, child, exited, stop };
}

/**
 * A bare node:http server on 127.0.0.1 answering every request with the bytes of `bodyFile` as JSON:
 * what this machine's Node and load tool reach with no framework at all, the benches' yardstick.
 */
export async function startBareServer(bodyFile) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const body = require('node:fs').readFileSync(${JSON.stringify(bodyFile)});
       require('node:http').createServer((req, res) => {
         res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
         res.end(body);
       }).listen(${port}, '${LOCALHOST}');`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://${LOCALHOST}:${port}`;
  await waitForUrl(`${url}/`, child, 'the bare server');
  return { url, stop: () => stopChild(child) };
}
