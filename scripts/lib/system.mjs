// The whole system on one URL: the API, the shell, and every remote from its own static server,
// behind a gateway (docs/serving.md). Used by `npm start` and by the browser journeys, so the tests
// run the system as users get it.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import httpProxy from '@fastify/http-proxy';
import { apiContract, apiPath, MODULE_LIST_PATH, REMOTE_MODULES } from '@qmj/contracts';
import { ensurePortFree, freePort, LOCALHOST, portFromEnv, startApi } from './processes.mjs';
import { SHELL_APP } from './serving.mjs';
import { createServer, sendError, startStaticServer } from './static-server.mjs';
import { ROOT } from './workspaces.mjs';

/** Where `npm start` serves a remote's files: `/remotes/<folder>/`. */
const remotePrefix = (remote) => `/remotes/${remote.folder}`;

/** A remote's own server, which can be stopped and started again (on the same port) from another folder. */
async function startRemoteServer(folder) {
  let root = join(ROOT, folder, 'dist');
  let server = await startStaticServer({ root, cors: true });
  const { port, url } = server;
  return {
    folder,
    port,
    url,
    get root() {
      return root;
    },
    async stop() {
      await server?.stop();
      server = null;
    },
    async start(newRoot = root) {
      root = newRoot;
      server ??= await startStaticServer({ root, port, cors: true });
    },
  };
}

/**
 * One URL for everything: `/api/…` and `/remotes.json` (the module list of the release registry,
 * docs/deploying-modules.md) to the API, `/remotes/<folder>/…` to that remote's server, the rest to
 * the shell's server. A malformed URL is a 400.
 */
async function startGateway({ port, apiUrl, shellUrl, remotes }) {
  const gateway = createServer();
  gateway.setErrorHandler((error, _request, reply) => {
    const statusCode = error.statusCode ?? 502;
    return sendError(
      reply,
      statusCode,
      statusCode >= 500 ? 'This part of the service is not reachable.' : error.message,
    );
  });
  const toApi = {
    upstream: apiUrl,
    replyOptions: {
      // The API limits sign-ins per client address, which it reads here (it trusts only the loopback).
      // Node has already answered a client's `Expect: 100-continue`, and the proxy's client refuses the header.
      rewriteRequestHeaders: (request, { expect, ...headers }) => ({
        ...headers,
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': 'http',
      }),
    },
  };
  await gateway.register(httpProxy, { ...toApi, prefix: '/api', rewritePrefix: '/api' });
  // The session's bucket cookie goes along both ways, as every header does.
  await gateway.register(httpProxy, {
    ...toApi,
    prefix: MODULE_LIST_PATH,
    rewritePrefix: apiPath(apiContract.modules.remotes),
  });
  for (const remote of REMOTE_MODULES) {
    await gateway.register(httpProxy, { upstream: remotes.get(remote.folder).url, prefix: remotePrefix(remote) });
  }
  await gateway.register(httpProxy, { upstream: shellUrl });
  await gateway.listen({ port, host: 'localhost' });
  return gateway;
}

/** Where the system keeps its data: DATA_DIR, default ./data. */
export const dataDirOf = (settings) => resolve(settings.DATA_DIR?.trim() || join(ROOT, 'data'));

/**
 * The administrator's sign-in: ADMIN_USERNAME (default admin) and ADMIN_PASSWORD, else the password the API
 * generated into `dataDir` on its first start (null before it).
 */
export function administratorOf(settings, dataDir) {
  const passwordFile = join(dataDir, 'admin-password');
  const password =
    settings.ADMIN_PASSWORD?.trim() || (existsSync(passwordFile) ? readFileSync(passwordFile, 'utf8').trim() : null);
  return { username: settings.ADMIN_USERNAME?.trim() || 'admin', password };
}

/**
 * Starts one static server per module, the gateway on `port` (PORT, default 3000; 0: a free one) and
 * the API (a child process) on `apiPort` (API_PORT; a free one when unset, so that a second copy
 * needs only another PORT) with its data in `dataDir` (DATA_DIR, default ./data). The API logs
 * warnings and errors only unless LOG_LEVEL says otherwise. Values in `env` go to the API before the
 * environment's. Returns the URL, the remotes' handles and `stop()`.
 * @param {{ port?: number, apiPort?: number, dataDir?: string, env?: Record<string, string>, apiLog?: (text: string) => void }} [options]
 */
export async function startSystem(options = {}) {
  const settings = { ...process.env, ...options.env };
  const port = options.port ?? portFromEnv(settings, 'PORT', 3000);
  // Fixed before the API starts, so that the gateway (started first, to know its own port) knows it.
  const apiPort = (options.apiPort ?? portFromEnv(settings, 'API_PORT', 0)) || (await freePort());
  const dataDir = resolve(options.dataDir ?? dataDirOf(settings));
  mkdirSync(dataDir, { recursive: true });
  if (port) await ensurePortFree(port, 'PORT');

  const servers = [];
  const stop = async () => {
    for (const server of servers.splice(0).reverse()) await server.stop();
  };
  try {
    const shell = await startStaticServer({ root: join(ROOT, SHELL_APP, 'dist'), spa: true });
    servers.push(shell);
    const remotes = new Map();
    for (const remote of REMOTE_MODULES) {
      const server = await startRemoteServer(remote.folder);
      servers.push(server);
      remotes.set(remote.folder, server);
    }
    const gateway = await startGateway({
      port,
      apiUrl: `http://${LOCALHOST}:${apiPort}`,
      shellUrl: shell.url,
      remotes,
    });
    servers.push({ stop: () => gateway.close() });
    const gatewayPort = gateway.server.address().port;
    servers.push(
      await startApi({
        port: apiPort,
        // E-mailed links and the allowed origin follow the gateway's port unless PUBLIC_URL says otherwise.
        env: {
          ...options.env,
          LOG_LEVEL: settings.LOG_LEVEL?.trim() || 'warn',
          DATA_DIR: dataDir,
          PORT: String(gatewayPort),
        },
        log: options.apiLog ?? ((text) => process.stdout.write(`[api] ${text}`)),
      }),
    );

    return {
      url: `http://localhost:${gatewayPort}`,
      remotes,
      admin: administratorOf(settings, dataDir),
      demo: {
        username: settings.DEMO_USERNAME?.trim() || 'demo',
        password: settings.DEMO_PASSWORD?.trim() || 'qmjdemo2026',
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
