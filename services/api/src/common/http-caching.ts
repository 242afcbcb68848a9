import { hash } from 'node:crypto';
import { type Access, apiContract } from '@qmj/contracts';
import type { FastifyInstance } from 'fastify';
import { type ApiRoute, nestPath } from './endpoint.js';

/**
 * Kept, but asked about again on every use: stock, prices and a day's places change with each order
 * and edit, and a 304 costs only the headers (docs/serving.md#http-caching).
 */
const PUBLIC_READ = 'public, no-cache';
/** A public read that differs by a cookie of the browser's (the module list's canary bucket): the browser's alone. */
const PER_BROWSER_READ = 'private, no-cache';
/** A session's own data is never stored, by the browser or anything between (docs/serving.md#http-caching). */
const PRIVATE_READ = 'private, no-store';

/** Who may call each route, by its method and the url Fastify registered it under (`GET /api/products/:id`). */
function accessByRoute(): Map<string, Access> {
  const routes = new Map<string, Access>();
  for (const group of Object.values(apiContract)) {
    for (const route of Object.values(group) as ApiRoute[]) {
      const { method = 'POST', path = '/' } = route['~orpc'].route;
      routes.set(`${method} /api/${nestPath(path)}`, route['~orpc'].meta.access);
    }
  }
  return routes;
}

/**
 * The ETag of each reply already held as bytes, worked out once: the catalogue's list cache sends the
 * same bytes for a page until the data changes (docs/catalogue.md#the-list-cache).
 */
const heldTags = new WeakMap<Buffer, string>();

/** A strong ETag of the bytes sent. */
function etagOf(payload: string | Buffer): string {
  const held = typeof payload === 'string' ? undefined : heldTags.get(payload);
  if (held !== undefined) return held;
  const etag = `"${hash('sha1', payload, 'base64url')}"`;
  if (typeof payload !== 'string') heldTags.set(payload, etag);
  return etag;
}

/** Whether `If-None-Match` names `etag`: any tag of its list, compared weakly (a `W/` prefix ignored), or `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

/**
 * The caching of the API's reads, from each route's access in the contract: a public read's
 * success carries an ETag of its bytes and is answered 304 when the client already holds them; a
 * signed-in or administrator read is never stored; a public read that varies by cookie is kept by the browser
 * only. A route that sets its own Cache-Control (media,
 * barcodes) keeps it; writes, errors and streamed files get no ETag.
 */
export function cacheReads(fastify: FastifyInstance): void {
  const routes = accessByRoute();
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const read = request.method === 'GET' || request.method === 'HEAD';
    const access = read ? routes.get(`GET ${request.routeOptions.url}`) : undefined;
    if (access === undefined || reply.hasHeader('cache-control')) return done(null, payload);
    if (access !== 'public') {
      reply.header('cache-control', PRIVATE_READ);
      return done(null, payload);
    }
    const success = reply.statusCode >= 200 && reply.statusCode < 300;
    if (!success || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return done(null, payload);
    const etag = etagOf(payload);
    const perBrowser = /\bcookie\b/i.test(String(reply.getHeader('vary') ?? ''));
    reply.header('cache-control', perBrowser ? PER_BROWSER_READ : PUBLIC_READ).header('etag', etag);
    if (!matches(request.headers['if-none-match'], etag)) return done(null, payload);
    reply.code(304);
    // A HEAD reply's body is dropped by Fastify's own hook after this one, which reads its length.
    done(null, request.method === 'HEAD' ? payload : null);
  });
}
