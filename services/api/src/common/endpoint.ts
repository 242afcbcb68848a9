import {
  applyDecorators,
  BadRequestException,
  createParamDecorator,
  Delete,
  type ExecutionContext,
  Get,
  Head,
  HttpCode,
  type NestInterceptor,
  NotFoundException,
  Patch,
  Post,
  Put,
  SetMetadata,
  type StreamableFile,
  type Type,
  UseInterceptors,
} from '@nestjs/common';
import type { ContractProcedure, InferSchemaInput, InferSchemaOutput, Schema } from '@orpc/contract';
import { StandardBracketNotationSerializer } from '@orpc/openapi-client/standard';
import type { EndpointMeta } from '@qmj/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ImageFieldsUpload, ImagesUpload, ImageUpload } from '../media/image-upload.interceptor.js';
import { Public, perHandler, Roles } from './decorators.js';

// biome-ignore lint/suspicious/noExplicitAny: a route of any input, reply and errors
type AnySchema = Schema<any, any>;
// biome-ignore lint/suspicious/noExplicitAny: a route of any input, reply and errors
export type ApiRoute = ContractProcedure<AnySchema, AnySchema, any, EndpointMeta>;

type InputSchemaOf<R> = R extends ContractProcedure<infer I, AnySchema, infer _E, EndpointMeta> ? I : never;
type OutputSchemaOf<R> = R extends ContractProcedure<AnySchema, infer O, infer _E, EndpointMeta> ? O : never;

/** A reply the service already holds as the bytes of its JSON (the catalogue's list cache). */
export type PreparedJson<T> = Buffer & { readonly preparedJsonOf?: T };

/** What a handler of `route` may return: the contract's reply (a file as a `StreamableFile`). */
export type EndpointReply<R> =
  InferSchemaInput<OutputSchemaOf<R>> extends File
    ? StreamableFile
    : InferSchemaInput<OutputSchemaOf<R>> | PreparedJson<InferSchemaInput<OutputSchemaOf<R>>>;

/** The validated input of `route` without its files, which the upload interceptor hands over separately. */
export type EndpointInput<R> = {
  [K in keyof InferSchemaOutput<InputSchemaOf<R>> as InferSchemaOutput<InputSchemaOf<R>>[K] extends
    | File
    | File[]
    | undefined
    ? never
    : K]: InferSchemaOutput<InputSchemaOf<R>>[K];
};

type Handler<R> = (...args: never[]) => EndpointReply<R> | Promise<EndpointReply<R>>;

const ENDPOINT_ROUTE = 'qmj:endpointRoute';
const METHODS = { GET: Get, HEAD: Head, POST: Post, PUT: Put, PATCH: Patch, DELETE: Delete } as const;

/** `/orders/{id}/cancel` → `orders/:id/cancel`, Nest's spelling under the global `api` prefix. */
export function nestPath(path: string): string {
  return path.replace(/^\//, '').replace(/\{([^}]+)\}/g, ':$1');
}

function pathParams(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
}

export interface FileField {
  name: string;
  /** At most this many files; undefined for a single file. */
  max?: number;
  /** The contract's message for one file too many. */
  tooMany?: string;
}

function unwrapOptional(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodOptional ? unwrapOptional(schema.unwrap() as z.ZodType) : schema;
}

/** The input's file fields, read from its zod shape: a `z.file()` or an array of them. */
export function fileFields(input: z.ZodType | undefined): FileField[] {
  if (!(input instanceof z.ZodObject)) return [];
  return Object.entries(input.shape as Record<string, z.ZodType>).flatMap(([name, field]): FileField[] => {
    const inner = unwrapOptional(field);
    if (inner instanceof z.ZodFile) return [{ name }];
    if (inner instanceof z.ZodArray && unwrapOptional(inner.element as z.ZodType) instanceof z.ZodFile) {
      const { maxItems: max } = z.toJSONSchema(inner, { unrepresentable: 'any' }) as { maxItems?: number };
      const probe =
        max === undefined ? undefined : inner.safeParse(Array.from({ length: max + 1 }, () => new File([], 'x')));
      return [{ name, max, tooMany: probe && !probe.success ? probe.error.issues[0]?.message : undefined }];
    }
    return [];
  });
}

const serverSchemas = new WeakMap<ApiRoute, z.ZodType>();

/** A file field as the server's schema reads it: the upload interceptor hands the file over, so a body value is dropped. */
const uploadedSeparately = z
  .unknown()
  .optional()
  .transform(() => undefined);

/**
 * The input schema the server checks: the contract's, with the file fields left to the upload
 * (their bytes are checked by media). Extended rather than omitted, so that a schema with
 * refinements (a booking request's date rules) keeps them.
 */
function serverSchema(route: ApiRoute): z.ZodType {
  let schema = serverSchemas.get(route);
  if (!schema) {
    const input = (route['~orpc'].inputSchema as z.ZodType | undefined) ?? z.object({});
    const files = fileFields(input);
    schema =
      files.length > 0 && input instanceof z.ZodObject
        ? input.safeExtend(Object.fromEntries(files.map((file) => [file.name, uploadedSeparately])))
        : input;
    serverSchemas.set(route, schema);
  }
  return schema;
}

/** The upload of a route's file fields: one multipart parser reads the whole form, so several single files share one. */
function uploadsOf(files: FileField[]): Type<NestInterceptor>[] {
  if (files.length > 1 && files.every((file) => file.max === undefined)) {
    return [ImageFieldsUpload(files.map((file) => file.name))];
  }
  return files.map((file) =>
    file.max === undefined ? ImageUpload(file.name) : ImagesUpload(file.name, file.max, file.tooMany ?? ''),
  );
}

/**
 * Declares that a handler implements `route` of the contract: its method and path, success status,
 * who may call it and the upload of its file fields all come from the contract, and the handler's
 * reply must have the contract's type (docs/platform-conventions.md).
 */
export function Endpoint<R extends ApiRoute>(route: R) {
  const { method = 'POST', path = '/', successStatus = 200 } = route['~orpc'].route;
  const access = route['~orpc'].meta.access;
  const decorators = [
    SetMetadata(ENDPOINT_ROUTE, route),
    METHODS[method](nestPath(path)),
    HttpCode(successStatus),
    ...(access === 'public' ? [Public()] : access === 'admin' ? [Roles('admin')] : []),
    ...uploadsOf(fileFields(route['~orpc'].inputSchema as z.ZodType | undefined)).map((upload) =>
      UseInterceptors(upload),
    ),
  ];
  return <H extends Handler<R>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>): void => {
    applyDecorators(...decorators)(target, key, descriptor);
  };
}

const bracketNotation = new StandardBracketNotationSerializer();

/** A multipart form's fields in bracket notation (`orderIds[0]`) as the values they spell. */
export function formFields(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const entries = Object.entries(body as Record<string, unknown>);
  if (!entries.some(([name]) => name.includes('['))) return body;
  return bracketNotation.deserialize(
    entries.flatMap(([name, value]) =>
      Array.isArray(value) ? value.map((item) => [name, item]) : [[name, value]],
    ) as [string, unknown][],
  );
}

const endpointRoute = perHandler(
  (context) => Reflect.getMetadata(ENDPOINT_ROUTE, context.getHandler()) as ApiRoute | undefined,
);

/**
 * The validated input of the handler's route: path parameters with the query (GET) or the body.
 * A malformed path parameter names a record that does not exist (404); any other problem is 400,
 * each with the contract's message.
 */
export const Input = createParamDecorator((_data: unknown, context: ExecutionContext): unknown => {
  const route = endpointRoute(context);
  if (!route) throw new Error(`@Input() needs @Endpoint() on ${context.getClass().name}.${context.getHandler().name}`);
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  const fields = route['~orpc'].route.method === 'GET' ? request.query : formFields(request.body);
  const params = (request.params ?? {}) as Record<string, unknown>;
  const result = serverSchema(route).safeParse({ ...((fields as object | undefined) ?? {}), ...params });
  if (result.success) return result.data;
  const inPath = pathParams(route['~orpc'].route.path ?? '');
  const pathIssue = result.error.issues.find((issue) => inPath.includes(String(issue.path[0])));
  if (pathIssue) throw new NotFoundException(pathIssue.message);
  throw new BadRequestException(result.error.issues[0]?.message || 'Invalid request');
});
