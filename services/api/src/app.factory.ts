import 'reflect-metadata';
import helmet from '@fastify/helmet';
import type { LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { GENERAL_MESSAGES } from '@qmj/contracts';
import type { FastifyReply } from 'fastify';
import { AppModule } from './app.module.js';
import { bodyLimitBytes, registerBodyParsers } from './common/body-parsers.js';
import { AllExceptionsFilter } from './common/http-exception.filter.js';
import { serveSwaggerUi } from './common/swagger-ui.js';
import type { AppConfig } from './config/app-config.js';

export interface CreateAppOptions {
  logger?: LogLevel[] | false;
}

/** Paths Nest answers itself, unknown ones included (`Cannot GET /api/…`). */
const API_PATH = /^\/api(?:[/?#]|$)/i;
const NOT_FOUND = { statusCode: 404, message: GENERAL_MESSAGES.notFound, error: 'Not Found' };

/** Builds, configures and initialises the Nest application (not yet listening); `main.ts` and the tests share exactly this setup. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const bodyLimit = bodyLimitBytes(config.bodyLimit);
  const adapter = new FastifyAdapter({
    // Only the gateway on 127.0.0.1 is believed about the client's address (X-Forwarded-For).
    trustProxy: 'loopback',
    bodyLimit,
    // Routing as the API has always had it (Express's): a trailing slash and letter case do not
    // matter, and a long parameter reaches its route, which answers 400 or 404.
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false, maxParamLength: 2048 },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bodyParser: false,
    logger: options.logger ?? ['log', 'warn', 'error', 'fatal'],
    abortOnError: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  registerBodyParsers(fastify, bodyLimit);
  // The exception filter answers with `reply.status(code).json(body)`.
  fastify.decorateReply('json', function json(this: FastifyReply, body: unknown) {
    return this.send(body);
  });
  await app.register(helmet);
  app.enableCors({
    origin: config.webOrigins,
    credentials: true,
    maxAge: 600,
    // The defaults of the `cors` package the API used before: every method it serves, and a
    // preflight without its headers is answered rather than refused.
    methods: ['GET', 'HEAD', 'PUT', 'PATCH', 'POST', 'DELETE'],
    strictPreflight: false,
  });
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('QMJ API')
      .setDescription('The QMJ platform API. Errors answer `{ statusCode, message, error }`.')
      .setVersion('0.1.0')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { ui: false, jsonDocumentUrl: 'api/docs-json' });
  serveSwaggerUi(fastify, '/api/docs', '/api/docs-json');

  // Nest answers unknown paths under /api itself; anything else gets the same JSON 404, never an HTML page.
  fastify.addHook('preHandler', (request, reply, done) => {
    if (request.is404 && !API_PATH.test(request.url)) reply.code(404).send(NOT_FOUND);
    else done();
  });
  await app.init();
  await fastify.ready();
  return app;
}
