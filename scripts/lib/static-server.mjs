// The server of one built module, as a CDN or nginx serves it in production (docs/serving.md):
// the build's brotli/gzip copies, hashed files immutable, entry points revalidated, security headers.
import { STATUS_CODES } from 'node:http';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { LOCALHOST } from './processes.mjs';
import { COMPRESSION, cacheControlFor, SECURITY_HEADERS } from './serving.mjs';

/** An error answer in the platform's body, `{ statusCode, message, error }`. */
export function sendError(reply, statusCode, message) {
  return reply.code(statusCode).send({ statusCode, message, error: STATUS_CODES[statusCode] });
}

/**
 * A Fastify server for the launcher: it closes its open connections when stopped, answers a
 * malformed address (`/%ff`) with a 400, and compresses what is not compressed yet (COMPRESSION).
 */
export function createServer() {
  const app = Fastify({
    forceCloseConnections: true,
    frameworkErrors: (error, _request, reply) =>
      sendError(reply, error.statusCode ?? 400, 'This address is not valid.'),
  });
  // First, so that it sees every route. Request bodies go on as sent: the gateway streams them to the API.
  app.register(fastifyCompress, { ...COMPRESSION, globalDecompression: false });
  const compressible = new WeakSet();
  // Runs before the compression. A proxied answer or a file is a stream, which the compression would take whatever
  // its size: one under the threshold, or of no body (a 304), is read whole, and so is sent as it is.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('content-encoding')) compressible.add(reply);
    const small =
      [204, 304].includes(reply.statusCode) || Number(reply.getHeader('content-length')) < COMPRESSION.threshold;
    if (!small || typeof payload?.pipe !== 'function') return payload;
    // A stream may hand over text chunks (the empty one of a 304).
    return Buffer.concat((await payload.toArray()).map((chunk) => Buffer.from(chunk)));
  });
  // After the compression, once it is registered: a body compressed here has a weak ETag, as nginx makes it
  // (docs/serving.md#http-caching). The API compares tags weakly, so its 304s still follow.
  app.after(() => {
    app.addHook('onRoute', (route) => {
      route.onSend = [route.onSend ?? [], weakenEtagOfCompressed].flat();
    });
  });
  async function weakenEtagOfCompressed(_request, reply) {
    const etag = reply.getHeader('etag');
    if (compressible.has(reply) && reply.hasHeader('content-encoding') && etag?.startsWith('"'))
      reply.header('etag', `W/${etag}`);
  }
  return app;
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
