// The whole system on one URL: the API, the shell, and every remote from its own static server.
// Used by `npm start` and by the browser journeys, so the tests run the system as users get it.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import { REMOTE_MODULES } from '@qmj/contracts';
import { LOCALHOST, startApi } from './processes.mjs';
import { startStaticServer } from './static-server.mjs';
import { ROOT } from './workspaces.mjs';

function closeServer(server) {
  return new Promise((resolveClose) => {
    server.closeAllConnections?.();
    server.close(() => resolveClose());
  });
}

/** Forwards a request to a local port; answers 502 when nothing listens there. */
function proxy(req, res, port, path) {
  const upstream = request(
    {
      host: LOCALHOST,
      port,
      path,
      method: req.method,
      headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '', 'x-forwarded-proto': 'http' },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({ statusCode: 502, message: 'This part of the service is not reachable.', error: 'Bad Gateway' }),
    );
  });
  req.pipe(upstream);
}

/** A remote's own server, which can be stopped and started again (on the same port) from another folder. */
async function startRemoteServer(folder) {
  let root = join(ROOT, folder, 'dist');
  let server = await startStaticServer({ root, cors: true });
  const { port } = server.address();
  return {
    folder,
    port,
    get root() {
      return root;
    },
    async stop() {
      if (server) await closeServer(server);
      server = null;
    },
    async start(newRoot = root) {
      root = newRoot;
      if (!server) server = await startStaticServer({ root, port, cors: true });
    },
  };
}

/**
 * Starts the API (a child process), one static server per module and the gateway on `port`.
 * Returns the URL, the remotes' handles and `stop()`.
 * @param {{ port?: number, dataDir?: string, env?: Record<string, string>, apiLog?: (text: string) => void }} [options]
 */
export async function startSystem({ port = 3000, dataDir = join(ROOT, 'data'), env = {}, apiLog } = {}) {
  mkdirSync(dataDir, { recursive: true });
  const api = await startApi({
    env: { DATA_DIR: dataDir, ...env },
    log: apiLog ?? ((text) => process.stdout.write(`[api] ${text}`)),
  });

  const shell = await startStaticServer({ root: join(ROOT, 'shell/dist'), spa: true });
  const remotes = new Map();
  for (const remote of REMOTE_MODULES) remotes.set(remote.folder, await startRemoteServer(remote.folder));
  const remotesJson = JSON.stringify({
    remotes: REMOTE_MODULES.map((remote) => ({
      name: remote.name,
      manifest: `/remotes/${remote.folder}/mf-manifest.json`,
      paths: remote.paths,
    })),
  });

  const gateway = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return proxy(req, res, api.port, url);
    if (url.split('?')[0] === '/remotes.json') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      return res.end(remotesJson);
    }
    const remoteMatch = /^\/remotes\/([^/]+)(\/.*)$/.exec(url);
    if (remoteMatch && remotes.has(remoteMatch[1])) {
      return proxy(req, res, remotes.get(remoteMatch[1]).port, remoteMatch[2]);
    }
    return proxy(req, res, shell.address().port, url);
  });
  await new Promise((resolveListen, reject) => {
    gateway.once('error', reject);
    gateway.listen(port, () => resolveListen());
  });
  const url = `http://localhost:${gateway.address().port}`;

  const adminPasswordFile = join(dataDir, 'admin-password');
  const adminPassword =
    env.ADMIN_PASSWORD ??
    process.env.ADMIN_PASSWORD ??
    (existsSync(adminPasswordFile) ? readFileSync(adminPasswordFile, 'utf8').trim() : null);

  let stopped = false;
  async function stop() {
    if (stopped) return;
    stopped = true;
    await closeServer(gateway);
    await closeServer(shell);
    for (const remote of remotes.values()) await remote.stop();
    await api.stop();
  }

  return {
    url,
    remotes,
    admin: { username: env.ADMIN_USERNAME ?? process.env.ADMIN_USERNAME ?? 'admin', password: adminPassword },
    demo: {
      username: env.DEMO_USERNAME ?? process.env.DEMO_USERNAME ?? 'demo',
      password: env.DEMO_PASSWORD ?? process.env.DEMO_PASSWORD ?? 'qmjdemo2026',
    },
    stop,
  };
}
