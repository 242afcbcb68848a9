import { UnsupportedMediaTypeException } from '@nestjs/common';
import type { ApiErrorBody } from '@qmj/contracts';

/**
 * Request bodies are read by Fastify's own parsers (JSON, and urlencoded through the Nest adapter);
 * multipart by the upload interceptors. This file only puts their failures in the API's words.
 */

const CHARSET_MESSAGE = 'Unsupported request body encoding.';
const NOT_JSON: ApiErrorBody = {
  statusCode: 400,
  message: 'The request body is not valid JSON.',
  error: 'Bad Request',
};

/** Fastify's failures to read a body (`FST_ERR_CTP_*`), answered in the API's words: never a 500 for bad input. */
const BODY_READ_ERRORS: Record<string, ApiErrorBody> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    statusCode: 413,
    message: 'The request body is too large.',
    error: 'Payload Too Large',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: NOT_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: NOT_JSON,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    message: 'Unsupported request body type.',
    error: 'Unsupported Media Type',
  },
};

/** The answer to one of Fastify's failures to read a body, or undefined for any other error. */
export function bodyReadError(error: unknown): ApiErrorBody | undefined {
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  if (typeof code !== 'string' || !code.startsWith('FST_ERR_CTP_')) return undefined;
  const known = BODY_READ_ERRORS[code];
  if (known) return known;
  const status = typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 ? statusCode : 400;
  return { statusCode: status, message: 'The request body could not be read.', error: 'Bad Request' };
}

/** A `charset` parameter of the content type, lower-cased ('' when none). */
function charsetOf(contentType: string | undefined): string {
  return /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase() ?? '';
}

/**
 * Fastify decodes every text body as UTF-8, so a body declared in another charset is refused (415)
 * rather than misread: the refusal for a request's content type, or undefined.
 */
export function otherCharsetRefusal(contentType: string | undefined): UnsupportedMediaTypeException | undefined {
  const charset = charsetOf(contentType);
  return charset && charset !== 'utf-8' && charset !== 'utf8'
    ? new UnsupportedMediaTypeException(CHARSET_MESSAGE)
    : undefined;
}

/** `BODY_LIMIT` in bytes: a number of bytes, or with a unit (`500kb`, `1mb`; 1 kb = 1024 bytes). */
export function bodyLimitBytes(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(text);
  if (!match) throw new Error(`BODY_LIMIT must be a size such as 1mb or 500kb, not '${text}'`);
  const unit = (match[2] ?? 'b').toLowerCase();
  const factor = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[unit] ?? 1;
  return Math.floor(Number(match[1]) * factor);
}
