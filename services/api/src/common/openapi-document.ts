import { OpenAPIGenerator } from '@orpc/openapi';
import { ZodToJsonSchemaConverter } from '@orpc/zod/zod4';
import { type Access, API_RECORDS, API_TAGS, apiContract, SESSION_TTL_SECONDS } from '@qmj/contracts';

type OpenApiDocument = Awaited<ReturnType<OpenAPIGenerator['generate']>>;
type Operation = NonNullable<NonNullable<NonNullable<OpenApiDocument['paths']>[string]>['get']>;
type Responses = NonNullable<Operation['responses']>;

const ERROR_REF = { $ref: '#/components/schemas/ApiError' };
const errorReply = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_REF } },
});

const PER_ADDRESS =
  'At most `LOGIN_LIMIT_PER_ADDRESS` (60) requests from one address per `LOGIN_WINDOW_SECONDS` (60 s), counted apart from the other limited routes.';

/**
 * The routes with an attempt limit (`Throttle.limitAddress` in their controllers) and the limits
 * their descriptions state, with the configuration that sets each (docs/security.md, Throttling).
 */
export const THROTTLED_ROUTES: Record<string, string> = {
  'auth.login': `${PER_ADDRESS} At most \`LOGIN_LIMIT_PER_USERNAME\` (10) failed sign-ins of one username from one address per window (a right password clears them); after \`LOGIN_BACKOFF_AFTER\` (20) failures of a username in an hour, each attempt waits 1 s after the last, doubling up to \`LOGIN_BACKOFF_MAX_SECONDS\` (60).`,
  'auth.register': PER_ADDRESS,
  'auth.usernameAvailable': PER_ADDRESS,
  'auth.forgotPassword': `${PER_ADDRESS} At most \`RESET_LIMIT_PER_EMAIL\` (3) reset mails to one address an hour (past it, the same 202 and no mail).`,
  'auth.resetPassword': PER_ADDRESS,
  'newsletter.subscribe': PER_ADDRESS,
  'receipts.preview': PER_ADDRESS,
};

const WHO_MAY_CALL: Record<Access, string> = {
  public: 'Anyone may call it.',
  'signed-in': 'Needs a signed-in user (401 without a session).',
  admin: 'Administrator only (401 without a session, 403 for a customer).',
};

/** The error replies a route can give besides `default`, shared as named responses. */
const ERROR_RESPONSES = {
  BadRequest: errorReply('The input breaks a rule of the contract; `message` says which.'),
  Unauthorized: errorReply('No session, or one that has ended.'),
  Forbidden: errorReply("The route is the administrator's."),
  NotFound: errorReply('No such record, or one the caller may not see.'),
  TooManyAttempts: {
    ...errorReply("Over an attempt limit (see the operation's description); nothing was done."),
    headers: {
      'Retry-After': {
        description: 'Whole seconds to wait before trying again.',
        schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 2 ** 31 - 1 },
      },
    },
  },
} as const;
const responseRef = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

/** The bearer scheme, and the role a route needs as its scope (OpenAPI 3.1 allows role names there). */
function securityOf(access: Access): Operation['security'] {
  if (access === 'public') return [];
  return [{ bearer: access === 'admin' ? ['admin'] : [] }];
}

interface RouteFacts {
  access: Access;
  successStatus: number;
  takesInput: boolean;
}

/** Each route's declaration by its operationId (`group.name`, as the generator names operations). */
function routesByOperation(): Map<string, RouteFacts> {
  const routes = new Map<string, RouteFacts>();
  for (const [group, declared] of Object.entries(apiContract)) {
    for (const [name, route] of Object.entries(declared)) {
      const { meta, route: http, inputSchema } = route['~orpc'];
      routes.set(`${group}.${name}`, {
        access: meta.access,
        successStatus: http.successStatus ?? 200,
        takesInput: inputSchema !== undefined,
      });
    }
  }
  return routes;
}

/** The error replies of one route, from who may call it, what it takes and whether it is limited. */
function errorResponses(operationId: string, route: RouteFacts, path: string): Responses {
  const responses: Responses = {};
  if (route.takesInput) responses[400] = responseRef('BadRequest');
  if (route.access !== 'public') responses[401] = responseRef('Unauthorized');
  if (route.access === 'admin') responses[403] = responseRef('Forbidden');
  if (path.includes('{')) responses[404] = responseRef('NotFound');
  if (THROTTLED_ROUTES[operationId]) responses[429] = responseRef('TooManyAttempts');
  responses.default = errorReply('Any other error, with the same body');
  return responses;
}

const INT32 = 2 ** 31;

/**
 * An integer's bounds as one pair (zod gives a positive id both its safe-integer `minimum` and
 * `exclusiveMinimum: 0`) and the `format` its range fits in, so a client picks its integer type.
 */
function settleInteger(schema: Record<string, unknown>): void {
  const { minimum, exclusiveMinimum, maximum, exclusiveMaximum } = schema as Record<string, number | undefined>;
  if (exclusiveMinimum !== undefined) {
    schema.minimum = Math.max(minimum ?? Number.MIN_SAFE_INTEGER, exclusiveMinimum + 1);
    delete schema.exclusiveMinimum;
  }
  if (exclusiveMaximum !== undefined) {
    schema.maximum = Math.min(maximum ?? Number.MAX_SAFE_INTEGER, exclusiveMaximum - 1);
    delete schema.exclusiveMaximum;
  }
  schema.minimum ??= Number.MIN_SAFE_INTEGER;
  schema.maximum ??= Number.MAX_SAFE_INTEGER;
  const fits32 = (schema.minimum as number) >= -INT32 && (schema.maximum as number) < INT32;
  schema.format = fits32 ? 'int32' : 'int64';
}

function settleIntegers(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) settleIntegers(item);
  } else if (node !== null && typeof node === 'object') {
    const schema = node as Record<string, unknown>;
    if (schema.type === 'integer') settleInteger(schema);
    for (const value of Object.values(schema)) settleIntegers(value);
  }
}

/**
 * The OpenAPI document, generated from the contract: every request and reply schema, each record
 * a named schema, the multipart fields, the error replies and their body, the attempt limits, and
 * the role each route needs.
 */
export async function buildOpenApiDocument(): Promise<OpenApiDocument> {
  const generator = new OpenAPIGenerator({ schemaConverters: [new ZodToJsonSchemaConverter()] });
  const document = await generator.generate(apiContract, {
    info: {
      title: 'QMJ API',
      version: '0.1.0',
      description: 'The QMJ platform API. Money is integer centavos; errors answer `{ statusCode, message, error }`.',
    },
    servers: [{ url: '/api' }],
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    // A reply's records as written (dates as the API sends them); one whose input reads the same serves requests too.
    commonSchemas: Object.fromEntries(
      Object.entries(API_RECORDS).map(([name, schema]) => [name, { schema, strategy: 'output' as const }]),
    ),
    customErrorResponseBodySchema: () => ERROR_REF,
    components: {
      responses: ERROR_RESPONSES,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: `The access token of \`POST /auth/login\`, following RFC8725: signed and checked with HS256 only (never \`none\`), valid ${SESSION_TTL_SECONDS / 3600} hours, and refused once its user signs out or changes the password.`,
        },
      },
    },
  });
  const routes = routesByOperation();
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const operation of Object.values(pathItem ?? {}) as (Operation | undefined)[]) {
      const route = operation?.operationId ? routes.get(operation.operationId) : undefined;
      if (!operation?.operationId || !route) continue;
      operation.security = securityOf(route.access);
      const limits = THROTTLED_ROUTES[operation.operationId];
      operation.description = [
        WHO_MAY_CALL[route.access],
        limits && `${limits} Over a limit: 429 with \`Retry-After\`.`,
      ]
        .filter(Boolean)
        .join(' ');
      const success = Object.fromEntries(
        Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('2')),
      );
      // 204 No Content: the generator still describes the empty (`z.void()`) reply as JSON.
      if (route.successStatus === 204) success[204] = { description: 'No Content' };
      operation.responses = { ...success, ...errorResponses(operation.operationId, route, path) };
    }
  }
  settleIntegers(document);
  return document;
}
