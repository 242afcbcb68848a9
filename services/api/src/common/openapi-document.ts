import { OpenAPIGenerator } from '@orpc/openapi';
import { ZodToJsonSchemaConverter } from '@orpc/zod/zod4';
import {
  type Access,
  adminOrderSchema,
  apiContract,
  apiErrorSchema,
  categoryReplySchema,
  notificationSchema,
  orderSchema,
  productHistoryEntrySchema,
  productSchema,
  profileSchema,
  reviewReplySchema,
  sessionUserSchema,
} from '@qmj/contracts';

type OpenApiDocument = Awaited<ReturnType<OpenAPIGenerator['generate']>>;
type Operation = NonNullable<NonNullable<OpenApiDocument['paths']>[string]>['get'];

const ERROR_REF = { $ref: '#/components/schemas/ApiError' };

/** The bearer scheme, and the role a route needs as its scope (OpenAPI 3.1 allows role names there). */
function securityOf(access: Access): NonNullable<Operation>['security'] {
  if (access === 'public') return [];
  return [{ bearer: access === 'admin' ? ['admin'] : [] }];
}

/** Each route's declaration by its operationId (`group.name`, as the generator names operations). */
function routesByOperation(): Map<string, { access: Access; successStatus: number }> {
  const routes = new Map<string, { access: Access; successStatus: number }>();
  for (const [group, declared] of Object.entries(apiContract)) {
    for (const [name, route] of Object.entries(declared)) {
      const { meta, route: http } = route['~orpc'];
      routes.set(`${group}.${name}`, { access: meta.access, successStatus: http.successStatus ?? 200 });
    }
  }
  return routes;
}

/**
 * The OpenAPI document, generated from the contract: every request and reply schema, the multipart
 * fields, the error body on every failure, and the role each route needs.
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
    commonSchemas: {
      ApiError: { schema: apiErrorSchema },
      SessionUser: { schema: sessionUserSchema },
      Profile: { schema: profileSchema },
      Category: { schema: categoryReplySchema },
      Product: { schema: productSchema },
      ProductHistoryEntry: { schema: productHistoryEntrySchema },
      Order: { schema: orderSchema },
      AdminOrder: { schema: adminOrderSchema },
      Review: { schema: reviewReplySchema },
      Notification: { schema: notificationSchema },
    },
    customErrorResponseBodySchema: () => ERROR_REF,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
  });
  const routes = routesByOperation();
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(pathItem ?? {}) as Operation[]) {
      const route = operation?.operationId ? routes.get(operation.operationId) : undefined;
      if (!operation || !route) continue;
      operation.security = securityOf(route.access);
      operation.responses = {
        ...operation.responses,
        default: { description: 'An error', content: { 'application/json': { schema: ERROR_REF } } },
      };
      // 204 No Content: the generator still describes the empty (`z.void()`) reply as JSON.
      if (route.successStatus === 204) operation.responses[204] = { description: 'No Content' };
    }
  }
  return document;
}
