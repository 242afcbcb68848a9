import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { AUTH_MESSAGES, GENERAL_MESSAGES } from '@qmj/contracts';
import { z } from 'zod';
import { bearer, customerToken } from './catalog-fixtures.js';
import { contractRoutes } from './contract-routes.js';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('platform', () => {
  it('reports health without a session', async () => {
    const response = await t.http().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: process.env.DB === 'mysql' ? 'mysql' : 'sqlite' });
  });

  it('answers unknown routes with a JSON 404', async () => {
    for (const path of ['/api/no-such-thing', '/api/health/extra', '/not-the-api']) {
      const response = await t.http().get(path);
      expect(response.status).toBe(404);
      expect(response.type).toBe('application/json');
      expect(response.body).toEqual({ statusCode: 404, message: expect.any(String), error: 'Not Found' });
    }
    expect((await t.http().get('/not-the-api')).body.message).toBe(GENERAL_MESSAGES.notFound);
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const response = await t
      .http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"username": "demo",');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'The request body is not valid JSON.',
      error: 'Bad Request',
    });
  });

  it('answers an oversized body with 413', async () => {
    const response = await t
      .http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'y' }));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      statusCode: 413,
      message: 'The request body is too large.',
      error: 'Payload Too Large',
    });
  });

  it('never answers 500 for odd bodies', async () => {
    for (const body of ['[]', '"text"', 'null', '123']) {
      const response = await t.http().post('/api/auth/login').set('Content-Type', 'application/json').send(body);
      expect(response.status).toBe(400);
    }
    const form = await t.http().post('/api/auth/login').type('form').send('username=&password=');
    expect(form.status).toBe(400);
    expect(form.body.message).toBe(AUTH_MESSAGES.fillBoth);
  });

  it('reads UTF-8 bodies of the types it knows, and refuses others with 415', async () => {
    const login = () => t.http().post('/api/auth/login');
    const utf8 = await login().set('Content-Type', 'application/json; charset=UTF-8').send('{"username": ""}');
    expect(utf8.status).toBe(400);
    expect(utf8.body.message).toBe(AUTH_MESSAGES.fillBoth);
    const latin1 = await login().set('Content-Type', 'application/json; charset=latin1').send('{}');
    expect(latin1.status).toBe(415);
    expect(latin1.body).toEqual({
      statusCode: 415,
      message: 'Unsupported request body encoding.',
      error: 'Unsupported Media Type',
    });
    const xml = await login().set('Content-Type', 'application/xml').send('<login/>');
    expect(xml.status).toBe(415);
    expect(xml.body.message).toBe('Unsupported request body type.');
    const empty = await login().set('Content-Type', 'application/json').send('');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The request body is not valid JSON.');
  });

  it('sets security headers and CORS for the configured origins only', async () => {
    const allowed = await t.http().get('/api/health').set('Origin', 'http://localhost:4000');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:4000');
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');
    const foreign = await t.http().get('/api/health').set('Origin', 'http://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();

    // The web's preflight before a JSON write, and a refused write it can still read.
    const preflight = await t
      .http()
      .options('/api/auth/login')
      .set('Origin', 'http://localhost:4000')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(preflight.status).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': 'http://localhost:4000',
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, HEAD, PUT, PATCH, POST, DELETE',
      'access-control-allow-headers': 'content-type',
      'access-control-max-age': '600',
    });
    const refused = await t
      .http()
      .post('/api/auth/login')
      .set('Origin', 'http://localhost:4000')
      .set('Content-Type', 'application/xml')
      .send('<login/>');
    expect(refused.status).toBe(415);
    expect(refused.headers['access-control-allow-origin']).toBe('http://localhost:4000');
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document and Swagger UI over it, within the Content-Security-Policy', async () => {
    const response = await t.http().get('/api/docs-json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\.1\./);
    expect(response.body.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/auth/login', '/me', '/health', '/orders/{id}']),
    );

    const page = await t.http().get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // Every script is a file of the API's own origin: helmet's policy refuses inline ones.
    const scripts = [...page.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(body.trim()).toBe('');
      const source = /src="([^"]+)"/.exec(attributes)?.[1] ?? '';
      expect(source).toMatch(/^\/api\/docs\//);
      const script = await t.http().get(source);
      expect({ source, status: script.status }).toEqual({ source, status: 200 });
    }
    expect((await t.http().get('/api/docs/json')).body.paths).toEqual(response.body.paths);
  });

  it('subscribes to the newsletter idempotently', async () => {
    for (const email of ['fan@example.com', 'FAN@example.com ']) {
      const response = await t.http().post('/api/newsletter').send({ email });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ message: GENERAL_MESSAGES.newsletterThanks });
    }
    const bad = await t.http().post('/api/newsletter').send({ email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(AUTH_MESSAGES.emailInvalid);
  });
});

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Every route Nest serves, read from its controllers' metadata: `METHOD /path/{param}` under the `/api` prefix. */
function nestRoutes(): string[] {
  const scanner = new MetadataScanner();
  const routes: string[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (!metatype) continue;
      const prefix = Reflect.getMetadata(PATH_METADATA, metatype) as string;
      for (const name of scanner.getAllMethodNames(metatype.prototype)) {
        const handler = (metatype.prototype as Record<string, object>)[name];
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        if (path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const segments = `${prefix}/${path}`.split('/').filter(Boolean);
        routes.push(routeKey(method, `/${segments.join('/')}`.replace(/:(\w+)/g, '{$1}')));
      }
    }
  }
  return routes.sort();
}

/** A path of the route with every parameter filled in, as a request would name it. */
const samplePath = (path: string) => `/api${path.replace(/\{id\}/g, '1').replace(/\{\w+\}/g, 'x')}`;

describe('the API contract', () => {
  const declared = contractRoutes.map((route) => routeKey(route.method, route.path)).sort();

  it('is what the API serves, route for route', async () => {
    expect(new Set(declared).size).toBe(declared.length);
    expect(nestRoutes()).toEqual(declared);
    const fastify = t.app.getHttpAdapter().getInstance();
    for (const route of contractRoutes) {
      const url = `/api${route.path.replace(/\{(\w+)\}/g, ':$1')}`;
      expect({ route: route.name, served: fastify.hasRoute({ method: route.method, url }) }).toEqual({
        route: route.name,
        served: true,
      });
    }
  });

  it('is documented route for route: operations, replies, inputs, roles and the error body', async () => {
    const document = (await t.http().get('/api/docs-json')).body;
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => routeKey(method, path)))
      .sort();
    expect(documented).toEqual(declared);

    const errorReply = { content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } };
    expect(document.components.schemas.ApiError).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['statusCode', 'message', 'error']),
    });
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });

    for (const route of contractRoutes) {
      const operation = document.paths[route.path][route.method.toLowerCase()];
      expect(operation.operationId).toBe(route.name);
      expect(operation.responses.default).toMatchObject(errorReply);
      const reply = operation.responses[String(route.successStatus)];
      // One media type with its schema (a file names its own type), or nothing at all for 204.
      const replies = Object.entries((reply.content ?? {}) as Record<string, { schema?: object }>).map(
        ([media, { schema }]) => ({ media, schema }),
      );
      expect({ route: route.name, replies }).toEqual({
        route: route.name,
        replies:
          route.successStatus === 204
            ? []
            : [{ media: expect.stringMatching(/^[a-z]+\/[a-z*+.-]+$/), schema: expect.any(Object) }],
      });

      const parameters = ((operation.parameters ?? []) as { in: string; name: string }[]).map(
        (parameter) => `${parameter.in}:${parameter.name}`,
      );
      const body = operation.requestBody?.content ?? {};
      for (const [field, schema] of Object.entries(route.input?.shape ?? {})) {
        const where = route.path.includes(`{${field}}`)
          ? `path:${field}`
          : route.method === 'GET'
            ? `query:${field}`
            : undefined;
        if (where) {
          expect({ route: route.name, parameters }).toEqual({
            route: route.name,
            parameters: expect.arrayContaining([where]),
          });
          continue;
        }
        const inner = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
        const isFile =
          inner instanceof z.ZodFile || (inner instanceof z.ZodArray && inner.element instanceof z.ZodFile);
        const media = isFile ? 'multipart/form-data' : 'application/json';
        expect({
          route: route.name,
          media,
          field,
          documented: field in (body[media]?.schema?.properties ?? {}),
        }).toEqual({
          route: route.name,
          media,
          field,
          documented: true,
        });
      }

      const scope = route.access === 'admin' ? ['admin'] : [];
      expect({ route: route.name, security: operation.security }).toEqual({
        route: route.name,
        security: route.access === 'public' ? [] : [{ bearer: scope }],
      });
    }
  });

  it("enforces every route's access: a session for signed-in routes, the administrator for admin routes", async () => {
    let customer = await customerToken(t);
    const expected = {
      public: { anonymous: 'let through', asCustomer: 'let through' },
      'signed-in': { anonymous: 401, asCustomer: 'let through' },
      admin: { anonymous: 401, asCustomer: 403 },
    };
    const answer = (status: number) => (status === 401 || status === 403 ? status : 'let through');
    for (const route of contractRoutes) {
      const send = (token?: string) => {
        const request = t.http()[route.method.toLowerCase() as 'get'](samplePath(route.path));
        return token ? request.set(bearer(token)) : request;
      };
      const anonymous = answer((await send()).status);
      const asCustomer = answer((await send(customer)).status);
      expect({ route: route.name, anonymous, asCustomer }).toEqual({ route: route.name, ...expected[route.access] });
      // Logout ended that session: the next routes need a new one.
      if (route.name === 'auth.logout') customer = await customerToken(t);
    }
  });
});
