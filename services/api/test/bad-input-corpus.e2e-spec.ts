// The bad-input corpus (docs/security.md): for every operation of the OpenAPI document the API
// serves, malformed inputs made from the operation's own parameters and fields (fast-check, a fixed
// seed), sent as the administrator and as a customer so that no role check hides the validation.
// Never a 5xx; a refused request (any 4xx) changes no table and no uploaded file.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { pngImage } from './catalog-fixtures.js';
import { contractRoutes } from './contract-routes.js';
import { openShop } from './order-fixtures.js';
import { makeWorld, ROUTE_RECIPES, type RouteCall, signIn, type World } from './route-recipes.js';
import { createTestApp, type TestApp } from './test-app.js';

const SEED = 20261123;
/** Generated inputs per operation and caller, besides the fixed malformed bodies and path ids. */
const SAMPLES = 14;

interface JsonSchema {
  type?: string | string[];
  maxLength?: number;
  maximum?: number;
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  contentMediaType?: string;
}

interface Operation {
  operationId: string;
  parameters?: { in: 'path' | 'query'; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** One request of the corpus, as plain data (so a failure prints what was sent). */
interface BadRequest {
  what: string;
  /** Path parameters, already encoded (a bad id may be any text, bytes included). */
  params: Record<string, string>;
  /** The raw query string, already encoded. */
  query?: string;
  json?: unknown;
  /** A raw body with its content type. */
  raw?: { type: string; body: string | Buffer };
  form?: Record<string, string>;
  files?: Record<string, Buffer>;
}

const deeplyNested = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { nested: value };
  return value;
};

/** Text no field should take as it is: control characters, lone surrogates, direction marks, look-alikes. */
const ODD_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil\u202c',
  '\u200f\u200b',
  'b\u200boss',
  'аdmin',
  'İ'.repeat(80),
  '𝕏'.repeat(300),
  '\ufeff',
  '%00',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
];

/** Numbers that are not what a whole-number field means, as numbers and as text. */
const ODD_NUMBERS: unknown[] = [
  -1,
  0,
  1.5,
  -0.5,
  1e308,
  -1e308,
  2 ** 53,
  2 ** 63,
  9_999_999_999_999,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '0x10',
  '1_000',
  ' 1',
  '',
  true,
  false,
];

const typeConfusion: unknown[] = [null, true, false, [], {}, [1, 2], { $gt: '' }, 0, 'text'];

function typesOf(schema: JsonSchema): string[] {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.flatMap(typesOf);
  return [schema.type ?? 'any'].flat();
}

/** Bad values for one field, from what its schema says it takes. */
function badValues(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const choices: fc.Arbitrary<unknown>[] = [
    fc.constantFrom(...typeConfusion),
    fc.constantFrom(...ODD_TEXT),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constant(deeplyNested(300)),
  ];
  const maxLength = schema.maxLength ?? (schema.anyOf ?? []).find((variant) => variant.maxLength)?.maxLength;
  choices.push(fc.constantFrom('x'.repeat((maxLength ?? 255) + 1), 'ü'.repeat(5000), 'y'.repeat(100_000)));
  if (types.includes('number') || types.includes('integer')) {
    choices.push(fc.constantFrom(...ODD_NUMBERS), fc.double(), fc.bigInt().map(String));
  }
  if (schema.enum) choices.push(fc.constantFrom('unknown-value', String(schema.enum[0]).toUpperCase(), ''));
  if (schema.format) choices.push(fc.constantFrom('not-a-date', '2026-02-30', '9999-99-99T99:99:99Z', 'x@', '@y'));
  return fc.oneof(...choices);
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** Text for a query string or a path: percent-encoded, or invalid UTF-8 bytes when it cannot be encoded. */
function encode(value: unknown): string {
  try {
    return encodeURIComponent(asText(value));
  } catch {
    return '%ED%A0%80';
  }
}

const BAD_IDS = ['0', '-1', '1.5', 'abc', '9'.repeat(40), '%00', '1e3', '%20%31', '%ED%A0%80', 'NaN', '2147483648'];

/** What a request sends, as text: for a failure's message and to send each request once. */
const described = (request: BadRequest) =>
  JSON.stringify({ ...request, files: request.files && Object.keys(request.files) }).slice(0, 400);

/** The corpus of one operation: mutations of its recipe's valid input, then fixed malformed requests. */
function corpusOf(operation: Operation, baseline: RouteCall, seed: number): BadRequest[] {
  const pathParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
  const queryParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const content = operation.requestBody?.content ?? {};
  const multipart = content['multipart/form-data']?.schema;
  const json = content['application/json']?.schema;
  const bodySchema = multipart ?? json;
  const fields = Object.entries(bodySchema?.properties ?? {});
  const fileFields = fields.filter(([, schema]) =>
    [schema, schema.items ?? {}, ...(schema.anyOf ?? [])].some((part) => part.contentMediaType),
  );
  const valueFields = fields.filter((field) => !fileFields.includes(field));

  const params = Object.fromEntries(
    pathParams.map((parameter) => [parameter.name, encode(baseline.params?.[parameter.name] ?? '1')]),
  );
  const baseQuery = Object.fromEntries(
    Object.entries(baseline.query ?? {}).map(([name, value]) => [name, String(value)]),
  );
  const baseBody: Record<string, unknown> = { ...(baseline.body ?? {}), ...(baseline.form ?? {}) };
  const baseFiles = Object.fromEntries(
    Object.entries(baseline.files ?? {}).map(([name, files]) => [name, [files].flat()[0]]),
  );
  const queryString = (query: Record<string, unknown>) =>
    Object.entries(query)
      .map(([name, value]) => `${encodeURIComponent(name)}=${encode(value)}`)
      .join('&');
  const withBody = (what: string, body: Record<string, unknown>, files = baseFiles): BadRequest =>
    multipart
      ? {
          what,
          params,
          query: queryString(baseQuery),
          form: Object.fromEntries(Object.entries(body).map(([name, value]) => [name, asText(value)])),
          files,
        }
      : { what, params, query: queryString(baseQuery), json: body };

  const mutations: fc.Arbitrary<BadRequest>[] = [];
  for (const parameter of queryParams) {
    mutations.push(
      badValues(parameter.schema).map((value) => ({
        what: `query ${parameter.name}`,
        params,
        query: queryString({ ...baseQuery, [parameter.name]: value }),
      })),
      fc.constantFrom('[]=1&', '[a]=1&', '=1&', '[0][0][0][0]=1&').map((suffix) => ({
        what: `query ${parameter.name} as a structure`,
        params,
        query: `${encodeURIComponent(parameter.name)}${suffix}${queryString(baseQuery)}`,
      })),
    );
  }
  if (bodySchema) {
    for (const [name, schema] of valueFields) {
      mutations.push(badValues(schema).map((value) => withBody(`field ${name}`, { ...baseBody, [name]: value })));
    }
    for (const name of bodySchema.required ?? []) {
      const { [name]: _missing, ...rest } = baseBody;
      mutations.push(fc.constant(withBody(`without ${name}`, rest)));
    }
    mutations.push(
      fc
        .record({
          name: fc.constantFrom('role', 'status', 'total', 'userId', '__proto__', 'constructor', 'id'),
          value: badValues({}),
        })
        .map(({ name, value }) => withBody(`extra field ${name}`, { ...baseBody, [name]: value })),
    );
  }
  if (!bodySchema && operation.requestBody === undefined && queryParams.length === 0) {
    mutations.push(fc.constant({ what: 'unexpected query', params, query: 'role=admin&userId=1' }));
  }
  const generated = mutations.length ? fc.sample(fc.oneof(...mutations), { seed, numRuns: SAMPLES }) : [];

  const fixed: BadRequest[] = [
    { what: 'malformed JSON', params, raw: { type: 'application/json', body: '{"a": [1, ' } },
    { what: 'JSON that is not an object', params, raw: { type: 'application/json', body: '[null, "x"]' } },
    { what: 'plain text', params, raw: { type: 'text/plain', body: 'hello' } },
    { what: 'XML', params, raw: { type: 'application/xml', body: '<a/>' } },
    { what: 'a form body', params, raw: { type: 'application/x-www-form-urlencoded', body: 'a[b][c]=1&a=2' } },
  ];
  if (multipart) {
    fixed.push(withBody('fields as JSON to a multipart route', baseBody, {}));
    for (const [name] of fileFields) {
      fixed.push(
        withBody(`non-image bytes as ${name}`, baseBody, {
          ...baseFiles,
          [name]: Buffer.from('%PDF-1.4 not an image'),
        }),
        withBody(`an oversized ${name}`, baseBody, { ...baseFiles, [name]: Buffer.alloc(6 * 1024 * 1024, 7) }),
        withBody(`a truncated PNG as ${name}`, baseBody, { ...baseFiles, [name]: pngImage().subarray(0, 40) }),
      );
    }
  }
  for (const parameter of pathParams) {
    for (const id of BAD_IDS)
      fixed.push({
        ...withBody(`path ${parameter.name} ${id}`, baseBody),
        params: { ...params, [parameter.name]: id },
      });
  }
  const unique = new Map([...generated, ...fixed].map((request) => [described(request), request]));
  return [...unique.values()];
}

let t: TestApp;
let world: World;
let dataSource: DataSource;
const tokens: Record<'admin' | 'customer', string> = { admin: '', customer: '' };
let document: { paths: Record<string, Record<string, Operation>> };

async function signBothIn() {
  tokens.admin = await signIn(t, t.config.admin.username, t.config.admin.password ?? '');
  tokens.customer = await signIn(t, world.owner.username);
  world.shop.admin = tokens.admin;
  world.owner.token = tokens.customer;
}

/**
 * Tables a refused request may change, on purpose: failed sign-ins and refused requests count
 * against their throttle; the job lock is the scheduler's.
 */
const COUNTERS = new Set(['throttle_counters', 'job_locks']);
const UPLOADS = 'uploaded files';

/** The stored files by their paths (the storage's shard folders, empty or not, are not content). */
function uploadedFiles(): string[] {
  const uploads = t.config.storage.uploadsDir;
  if (!existsSync(uploads)) return [];
  return readdirSync(uploads, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(relative(uploads, entry.parentPath), entry.name))
    .sort();
}

/** Every table's rows and the uploaded files, as one digest per table (and one for the files). */
async function snapshot(): Promise<Record<string, string>> {
  const tables = dataSource.entityMetadatas.map((entity) => entity.tableName).filter((name) => !COUNTERS.has(name));
  const digests: Record<string, string> = {};
  if (mysql()) {
    const rows = (await dataSource.query(`CHECKSUM TABLE ${tables.map((name) => `\`${name}\``).join(', ')}`)) as {
      Table: string;
      Checksum: string;
    }[];
    for (const row of rows) digests[row.Table.split('.').pop() ?? row.Table] = String(row.Checksum);
  } else {
    for (const name of tables) {
      const rows = await dataSource.query(`SELECT * FROM "${name}"`);
      digests[name] = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
    }
  }
  digests[UPLOADS] = uploadedFiles().join('\n');
  return digests;
}

const mysql = () => dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb';

/**
 * SQLite counts the rows its one connection changed: while that count stands still (and no file was
 * uploaded), nothing changed and the full snapshot can be skipped. MariaDB has no such count (its
 * snapshot is one CHECKSUM TABLE): null, snapshot every time.
 */
async function changeMark(): Promise<string | null> {
  if (mysql()) return null;
  const [{ changes }] = (await dataSource.query('SELECT total_changes() AS changes')) as { changes: number }[];
  return `${changes}\n${uploadedFiles().join('\n')}`;
}

/** What differs between two snapshots: the tables by name, the uploaded files each by its path. */
function changes(before: Record<string, string>, after: Record<string, string>): string[] {
  const changed = Object.keys(after).filter((table) => after[table] !== before[table] && table !== UPLOADS);
  const [was, is] = [before, after].map((digests) => new Set(digests[UPLOADS].split('\n').filter(Boolean)));
  const files = [...is].filter((file) => !was.has(file)).map((file) => `${UPLOADS}: new ${file}`);
  files.push(...[...was].filter((file) => !is.has(file)).map((file) => `${UPLOADS}: gone ${file}`));
  return [...changed, ...files];
}

function send(method: string, path: string, request: BadRequest, token: string) {
  const url = `/api${path.replace(/\{(\w+)\}/g, (_match, name: string) => request.params[name] ?? '1')}${request.query ? `?${request.query}` : ''}`;
  let call = t.http()[method as 'get'](url).set('Authorization', `Bearer ${token}`);
  if (request.raw) return call.set('Content-Type', request.raw.type).send(request.raw.body);
  if (request.json !== undefined) return call.send(request.json as object);
  if (!request.form && !request.files) return call;
  for (const [name, value] of Object.entries(request.form ?? {})) call = call.field(name, value);
  for (const [name, file] of Object.entries(request.files ?? {})) call = call.attach(name, file, `${name}.png`);
  return call;
}

let sent = 0;
// The set-up makes a shop, customers, orders and a service through the API: more than one request's time.
beforeAll(async () => {
  t = await createTestApp();
  world = await makeWorld(t, await openShop(t));
  dataSource = t.app.get(DataSource);
  await signBothIn();
  document = (await t.http().get('/api/docs-json')).body;
}, 120_000);
afterAll(async () => {
  console.log(`bad-input corpus: ${sent} requests`);
  await t?.close();
});

describe('the bad-input corpus', () => {
  const operations = contractRoutes.map((route) => [route.name, route] as const);

  // Generous per operation: the PDF and barcode routes draw a file for each request.
  it.each(operations)(
    '%s: never a 5xx, and a refused request changes nothing',
    async (name, route) => {
      const operation = document.paths[route.path]?.[route.method.toLowerCase()];
      expect({ name, documented: operation?.operationId }).toEqual({ name, documented: name });
      const recipe = ROUTE_RECIPES[name];
      if (!recipe) throw new Error(`${name} has no recipe in route-recipes.ts: add one`);
      const baseline = await recipe.input(world);
      const seed = SEED + [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0);
      const corpus = corpusOf(operation, baseline, seed);
      let before = await snapshot();
      let mark = await changeMark();
      for (const caller of ['admin', 'customer'] as const) {
        for (const request of corpus) {
          const response = await send(route.method.toLowerCase(), route.path, request, tokens[caller]);
          sent += 1;
          const markAfter = await changeMark();
          const after = markAfter !== null && markAfter === mark ? before : await snapshot();
          mark = markAfter;
          const refused = response.status >= 400;
          expect({
            caller,
            request: described(request),
            status: response.status < 500 ? 'below 500' : `${response.status} ${JSON.stringify(response.body)}`,
            changedTables: refused ? changes(before, after) : [],
          }).toEqual({ caller, request: described(request), status: 'below 500', changedTables: [] });
          before = after;
          if (recipe.endsSession && !refused) await signBothIn();
        }
      }
    },
    120_000,
  );
});
