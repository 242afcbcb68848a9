import 'reflect-metadata';
import type { LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { GENERAL_MESSAGES } from '@qmj/contracts';
import type { Request, Response } from 'express';
import helmet from 'helmet';
import { AppModule } from './app.module.js';
import { bodyParsers } from './common/body-parsers.js';
import { AllExceptionsFilter } from './common/http-exception.filter.js';
import type { AppConfig } from './config/app-config.js';

export interface CreateAppOptions {
  logger?: LogLevel[] | false;
}

/** Builds, configures and initialises the Nest application (not yet listening); `main.ts` and the tests share exactly this setup. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger: options.logger ?? ['log', 'warn', 'error', 'fatal'],
    abortOnError: false,
  });
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.use(helmet());
  app.enableCors({ origin: config.webOrigins, credentials: true, maxAge: 600 });
  for (const parser of bodyParsers(config.bodyLimit)) app.use(parser);
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
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });

  await app.init();
  // Nest answers unknown paths under /api itself; anything else gets the same JSON 404, never an HTML page.
  app.use((_request: Request, response: Response) => {
    response.status(404).json({ statusCode: 404, message: GENERAL_MESSAGES.notFound, error: 'Not Found' });
  });
  return app;
}
