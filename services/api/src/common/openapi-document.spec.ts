import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { API_RECORDS, API_TAGS, PASSWORD_MAX } from '@qmj/contracts';
import { loadConfig } from '../config/app-config.js';
import { buildOpenApiDocument, THROTTLED_ROUTES } from './openapi-document.js';

type Document = Awaited<ReturnType<typeof buildOpenApiDocument>>;
type Json = Record<string, unknown>;

const SOURCES = fileURLToPath(new URL('..', import.meta.url));

let document: Document;
beforeAll(async () => {
  document = await buildOpenApiDocument();
});

const operations = () =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {}).map(([method, operation]) => ({ path, method, operation: operation as Json })),
  );

/** Every node of a JSON value with where it is, depth first. */
function* nodes(value: unknown, at: string): Generator<[string, Json]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* nodes(item, `${at}/${index}`);
  } else if (value !== null && typeof value === 'object') {
    yield [at, value as Json];
    for (const [key, item] of Object.entries(value)) yield* nodes(item, `${at}/${key}`);
  }
}

/** The actions the API's controllers limit per address (`throttle.limitAddress('<action>', …)`). */
function limitedActions(dir = SOURCES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return limitedActions(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.spec.ts')) return [];
    return [...readFileSync(path, 'utf8').matchAll(/limitAddress\('([\w-]+)'/g)].map((match) => match[1]);
  });
}

describe('the OpenAPI document', () => {
  it('names every record of the contract as a component schema, and repeats no reply object inline', () => {
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(expect.arrayContaining(Object.keys(API_RECORDS)));
    const inlineIn = new Map<string, Set<string>>();
    for (const { path, method, operation } of operations()) {
      for (const [, node] of nodes(operation.responses, '')) {
        if (node.type !== 'object' || Object.keys((node.properties as Json | undefined) ?? {}).length < 2) continue;
        const key = JSON.stringify(node);
        inlineIn.set(key, (inlineIn.get(key) ?? new Set()).add(`${method.toUpperCase()} ${path}`));
      }
    }
    const repeated = [...inlineIn].filter(([, where]) => where.size > 1).map(([key, where]) => ({ key, where }));
    expect(repeated).toEqual([]);
    const booking = document.paths?.['/bookings']?.post?.responses?.[201];
    expect(booking).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Booking' } } },
    });
    expect(document.components?.schemas?.Booking).toMatchObject({
      properties: { addOns: { items: { $ref: '#/components/schemas/BookingAddOn' } } },
    });
  });

  it('declares every tag it uses, each with its line, and no tag it does not use', () => {
    const used = new Set(operations().flatMap(({ operation }) => operation.tags as string[]));
    expect(document.tags).toEqual(Object.entries(API_TAGS).map(([name, description]) => ({ name, description })));
    expect([...used].sort()).toEqual(Object.keys(API_TAGS).sort());
  });

  it('describes every operation: what it does, and who may call it', () => {
    for (const { path, method, operation } of operations()) {
      const security = operation.security as { bearer: string[] }[];
      const who =
        security.length === 0
          ? /^Anyone may call it\./
          : security[0].bearer.includes('admin')
            ? /^Administrator only/
            : /^Needs a signed-in user/;
      expect({ path, method, summary: operation.summary, description: operation.description }).toEqual({
        path,
        method,
        summary: expect.stringMatching(/\w/),
        description: expect.stringMatching(who),
      });
    }
  });

  it('documents a 429 with Retry-After and the limits exactly on the routes the API limits', () => {
    const responses = document.components?.responses as Record<string, Json>;
    expect(responses.TooManyAttempts).toMatchObject({
      headers: { 'Retry-After': { schema: { type: 'integer', minimum: 1 } } },
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    });
    const limited = operations().filter(({ operation }) => (operation.responses as Json)[429]);
    for (const { operation } of limited) {
      expect((operation.responses as Json)[429]).toEqual({ $ref: '#/components/responses/TooManyAttempts' });
      expect(operation.description).toMatch(/`LOGIN_LIMIT_PER_ADDRESS` \(60\).*429 with `Retry-After`/);
    }
    // A limited action is named after its route's last path segment (`/auth/login` is 'login').
    const documented = limited.map(({ path }) => path.split('/').pop());
    expect(documented.sort()).toEqual([...new Set(limitedActions())].sort());
    expect(documented).toHaveLength(7);
  });

  it("states each limit's default as the configuration has it", () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'qmj-openapi-'));
    const { throttle } = loadConfig({ DATA_DIR: dataDir });
    rmSync(dataDir, { recursive: true, force: true });
    const settings = {
      LOGIN_LIMIT_PER_ADDRESS: throttle.perAddress,
      LOGIN_WINDOW_SECONDS: throttle.windowSeconds,
      LOGIN_LIMIT_PER_USERNAME: throttle.perUsername,
      LOGIN_BACKOFF_AFTER: throttle.backoffAfter,
      LOGIN_BACKOFF_MAX_SECONDS: throttle.backoffMaxSeconds,
      RESET_LIMIT_PER_EMAIL: throttle.resetMailsPerEmail,
    };
    const text = Object.values(THROTTLED_ROUTES).join(' ');
    const stated = Object.fromEntries(
      Object.keys(settings).map((name) => [name, Number(new RegExp(`\`${name}\` \\((\\d+)`).exec(text)?.[1])]),
    );
    expect(stated).toEqual(settings);
  });

  it('answers each error a route can give: 400 for input, 401 and 403 by its access, 404 for a record', () => {
    for (const { path, method, operation } of operations()) {
      const statuses = Object.keys(operation.responses as Json).filter((status) => !status.startsWith('2'));
      const security = operation.security as { bearer?: string[] }[];
      const takesInput = Boolean(operation.requestBody || (operation.parameters as unknown[] | undefined)?.length);
      const expected = [
        takesInput && '400',
        security.length > 0 && '401',
        security[0]?.bearer?.includes('admin') && '403',
        path.includes('{') && '404',
      ].filter((status): status is string => Boolean(status));
      expect({ path, method, statuses: statuses.filter((status) => status !== '429') }).toEqual({
        path,
        method,
        statuses: [...expected, 'default'],
      });
    }
  });

  it("bounds every integer with a range and a format, and keeps the contract's password length", () => {
    const unbounded = [...nodes(document, '')]
      .filter(([, node]) => node.type === 'integer')
      .filter(([, node]) => node.minimum === undefined || node.maximum === undefined || !node.format)
      .map(([at]) => at);
    expect(unbounded).toEqual([]);
    // A positive id: zod's `exclusiveMinimum: 0` beside its safe-integer `minimum`, settled into one range.
    const order = document.paths?.['/orders']?.post?.requestBody as { content: Record<string, { schema: Json }> };
    const { customizationId } = order.content['application/json'].schema.properties as Record<string, Json>;
    expect(customizationId).toEqual({ type: 'integer', minimum: 1, maximum: 2 ** 31 - 1, format: 'int32' });

    const password = (path: string) => {
      const body = document.paths?.[path]?.post?.requestBody as { content: Record<string, { schema: Json }> };
      return body.content['application/json'].schema.properties as Record<string, Json>;
    };
    for (const path of ['/auth/login', '/auth/register', '/auth/reset-password']) {
      expect({ path, maxLength: password(path).password.maxLength }).toEqual({ path, maxLength: PASSWORD_MAX });
    }
  });
});
