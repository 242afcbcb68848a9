// The server of one built module, as a CDN or nginx serves it in production (docs/serving.md):
// the build's brotli/gzip copies, hashed files immutable, entry points revalidated, security headers.
import { STATUS_CODES } from 'node:http';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { LOCALHOST } from './processes.mjs';
import { cacheControlFor, SECURITY_HEADERS } from './serving.mjs';

/** An error answer in the platform's body, `{ statusCode, message, error }`. */
export function sendError(reply, statusCode, message) {
  return reply.code(statusCode).send({ statusCode, message, error: STATUS_CODES[statusCode] });
}

/**
 * A Fastify server for the launcher: it closes its open connections when stopped, and answers a
 * malformed address (`/%ff`) with a 400.
 */
export function createServer() {
  return Fastify({
    forceCloseConnections: true,
    frameworkErrors: (error, _request, reply) =>
      sendError(reply, error.statusCode ?? 400, 'This address is not valid.'),
  });
}

/**
 * Serves `root` on `port` (0: a free one); `spa` answers unknown page paths with index.html, `cors`
 * lets pages of other origins read the files (a remote's manifest). Resolves to `{ url, port, stop }`.
 */
export async function startStaticServer({ root, port = 0, spa = false, cors = false }) {
  const app = createServer();
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
    if (cors) reply.header('access-control-allow-origin', '*');
  });
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => reply.header('cache-control', cacheControlFor(path)),
  });
  app.setNotFoundHandler((request, reply) => {
    const page = request.method === 'GET' || request.method === 'HEAD';
    // A browser route of the single-page app gets the page; a missing asset stays a 404.
    if (spa && page && !/\.[^/]*$/.test(request.url.split('?')[0])) return reply.sendFile('index.html');
    return sendError(reply, 404, 'Not found');
  });
  await app.listen({ port, host: LOCALHOST });
  const { port: listening } = app.server.address();
  return { url: `http://${LOCALHOST}:${listening}`, port: listening, stop: () => app.close() };
}
