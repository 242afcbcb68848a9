// Starting and stopping local servers for the launcher, the journeys and the benches.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './workspaces.mjs';

export const LOCALHOST = '127.0.0.1';

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, LOCALHOST, () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
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

/** SIGTERM, then SIGKILL after five seconds; resolves when the process has exited. */
export async function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the built API (`services/api/dist/main.js`) on a free local port with `env` on top of this
 * process's environment, and waits for its health check. `log` receives its output (default: dropped).
 */
export async function startApi({ env = {}, nodeArgs = [], log = () => {} } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, join(ROOT, 'services/api/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, ...env, API_HOST: LOCALHOST, API_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => log(chunk.toString()));
  child.stderr.on('data', (chunk) => log(chunk.toString()));
  const url = `http://${LOCALHOST}:${port}`;
  await waitForUrl(`${url}/api/health`, child, 'the API');
  return { url, port, stop: () => stopChild(child) };
}
