import { parse as parseQueryString } from 'node:querystring';
import { HttpException } from '@nestjs/common';
import type { ApiErrorBody } from '@qmj/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Maps a body parser failure to the API's error body: never a 500 for bad input. `type` names the
 * failure (body-parser's names, kept so the answers stay what they were); Fastify's own `code`s
 * cover what it reads before a parser runs (size limit, content length).
 */
export function bodyParserError(error: unknown): ApiErrorBody {
  const { type, code, status, statusCode } = (error ?? {}) as {
    type?: string;
    code?: string;
    status?: number;
    statusCode?: number;
  };
  if (type === 'entity.too.large' || code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { statusCode: 413, message: 'The request body is too large.', error: 'Payload Too Large' };
  }
  if (type === 'entity.parse.failed') {
    return { statusCode: 400, message: 'The request body is not valid JSON.', error: 'Bad Request' };
  }
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return { statusCode: 415, message: 'Unsupported request body encoding.', error: 'Unsupported Media Type' };
  }
  const given = status ?? statusCode;
  const answer = typeof given === 'number' && given >= 400 && given < 500 ? given : 400;
  return { statusCode: answer, message: 'The request body could not be read.', error: 'Bad Request' };
}

/** Whether an error is one of Fastify's failures to read a body (answered through `bodyParserError`). */
export function isBodyReadError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('FST_ERR_CTP_');
}

class BodyParseError extends HttpException {
  constructor(type: string, status = 400) {
    const body = bodyParserError({ type, status });
    super(body, body.statusCode);
  }
}

const PARAMETER_LIMIT = 1000;

/** A `charset` parameter of the content type, lower-cased ('' when none). */
function charsetOf(contentType: string | undefined): string {
  return /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase() ?? '';
}

/** Strict JSON as body-parser reads it: an empty body is `{}`, and only an object or array is accepted. */
function parseJson(text: string): unknown {
  if (text.length === 0) return {};
  // JSON's whitespace: space, tab, line feed, carriage return.
  const first = /^[ \t\n\r]*(.)/.exec(text)?.[1];
  if (first !== '{' && first !== '[') throw new BodyParseError('entity.parse.failed');
  try {
    return JSON.parse(text);
  } catch {
    throw new BodyParseError('entity.parse.failed');
  }
}

/** Flat `a=1&b=2` (repeated names become arrays), at most 1,000 parameters. */
function parseForm(text: string): unknown {
  if (text.length === 0) return {};
  if (text.split('&', PARAMETER_LIMIT + 1).length > PARAMETER_LIMIT) {
    throw new BodyParseError('parameters.too.many', 413);
  }
  return { ...parseQueryString(text, '&', '=', { maxKeys: 0 }) };
}

/**
 * The request body parsers, with the semantics the API had on Express (body-parser): JSON and
 * urlencoded up to `limit` bytes, failures answered in the API's error format, and any other
 * content type left unread (the route sees no body). Multipart is read by the upload interceptors.
 */
export function registerBodyParsers(fastify: FastifyInstance, limit: number): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: limit }, (request, body, done) => {
    const charset = charsetOf(request.headers['content-type']);
    if (charset && !charset.startsWith('utf-')) return done(new BodyParseError('charset.unsupported', 415));
    try {
      done(null, parseJson(body as string));
    } catch (error) {
      done(error as Error);
    }
  });
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: limit },
    (request, body, done) => {
      const charset = charsetOf(request.headers['content-type']);
      if (charset && charset !== 'utf-8') return done(new BodyParseError('charset.unsupported', 415));
      try {
        done(null, parseForm(body as string));
      } catch (error) {
        done(error as Error);
      }
    },
  );
  fastify.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}

/** `BODY_LIMIT` in bytes: a number of bytes, or with a unit (`500kb`, `1mb`; 1 kb = 1024 bytes). */
export function bodyLimitBytes(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(text);
  if (!match) throw new Error(`BODY_LIMIT must be a size such as 1mb or 500kb, not '${text}'`);
  const unit = (match[2] ?? 'b').toLowerCase();
  const factor = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[unit] ?? 1;
  return Math.floor(Number(match[1]) * factor);
}
