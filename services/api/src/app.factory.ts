import 'reflect-metadata';
import fastifyCors from '@fastify/cors';
import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { GENERAL_MESSAGES } from '@qmj/contracts';
import type { FastifyReply } from 'fastify';
import helmet from 'helmet';
import { AppModule } from './app.module.js';
import { cacheReads } from './common/http-caching.js';
import { AllExceptionsFilter } from './common/http-exception.filter.js';
import { buildOpenApiDocument } from './common/openapi-document.js';
import { bodyLimitBytes, otherCharsetRefusal } from './common/request-body.js';
import type { AppConfig } from './config/app-config.js';
import { serveReleaseFiles } from './module-releases/release-files.js';

export interface CreateAppOptions {
  logger?: LogLevel[] | false;
}

/** Paths Nest answers itself, unknown ones included (`Cannot GET /api/…`). */
const API_PATH = /^\/api(?:[/?#]|$)/i;
const NOT_FOUND = { statusCode: 404, message: GENERAL_MESSAGES.notFound, error: 'Not Found' };

/**
 * Helmet's default security headers, worked out once: they are the same on every answer, and
 * building them per request (helmet parses its policy each time) was a measurable part of the
 * catalogue list's cost (docs/serving.md#performance-budgets).
 */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  helmet()({} as never, response as never, () => {});
  return headers;
}

/** Builds, configures and initialises the Nest application (not yet listening); `main.ts` and the tests share exactly this setup. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    // No Nest middleware: what every request needs is the one `onRequest` hook below, so middie, which Nest
    // would register to run middleware, is left out rather than run empty for every request.
    skipMiddie: true,
    // Only the configured proxies are believed about the client's address in X-Forwarded-For (docs/security.md).
    trustProxy: config.trustedProxies,
    // Fastify's JSON and urlencoded parsers read bodies up to this size (413 beyond).
    bodyLimit: bodyLimitBytes(config.bodyLimit),
    // Routing as the API has always had it (Express's): a trailing slash and letter case do not
    // matter, and a long parameter reaches its route, which answers 400 or 404.
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false, maxParamLength: 2048 },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: options.logger ?? config.logLevels,
    abortOnError: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  // @fastify/cors as a plugin of its own, not Nest's `enableCors`: that one runs it inside a hook of Nest's
  // and copies its headers onto Node's response for Nest middleware (this API has none), which sent every
  // answer's headers down Node's slower path, about a sixth of the health check (docs/serving.md#one-request-path).
  await app.register(fastifyCors, {
    origin: config.webOrigins,
    credentials: true,
    maxAge: 600,
    // The defaults of the `cors` package the API used before: every method it serves, and a
    // preflight without its headers is answered rather than refused.
    methods: ['GET', 'HEAD', 'PUT', 'PATCH', 'POST', 'DELETE'],
    strictPreflight: false,
  });
  cacheReads(fastify);
  // The exception filter answers with `reply.status(code).json(body)`.
  fastify.decorateReply('json', function json(this: FastifyReply, body: unknown) {
    return this.send(body);
  });
  // One hook for what every request needs before its route runs: each hook stage Fastify runs is
  // a cost on every request (docs/serving.md#one-request-path).
  const headers = securityHeaders();
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // Nest answers unknown paths under /api itself; anything else gets the same JSON 404, never an HTML page.
    if (request.is404 && !API_PATH.test(request.url)) return reply.code(404).send(NOT_FOUND);
    done(otherCharsetRefusal(request.headers['content-type']));
  });
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new AllExceptionsFilter());

  // The document generated from the contract, served as it is at /api/docs-json (and /api/docs/json),
  // with Swagger UI over it at /api/docs (docs/architecture.md).
  const document = await buildOpenApiDocument();
  await app.register(swagger, {
    mode: 'static',
    // @fastify/swagger's types know OpenAPI 3.0 only; it serves this 3.1 document unchanged.
    specification: { document: document as unknown as StaticDocumentSpec['document'] },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  fastify.get('/api/docs-json', (_request, reply) => reply.send(fastify.swagger()));
  // The feature modules' release files (docs/deploying-modules.md), and the publish route's larger body.
  await serveReleaseFiles(app, config);

  try {
    await app.init();
  } catch (error) {
    // A refused start (docs/security.md, The administrator account) lets go of the database and the timers;
    // the reason is what the caller needs, so a failure to close does not replace it.
    await app.close().catch(() => undefined);
    throw error;
  }
  await fastify.ready();
  return app;
}
