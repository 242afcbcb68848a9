import { STATUS_CODES } from 'node:http';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { ApiErrorBody } from '@qmj/contracts';
import { bodyReadError } from './request-body.js';
import { TooManyAttemptsException } from './throttle.js';

function errorName(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

/** Turns any thrown value into the one error body `{ statusCode, message, error }`. */
export function toErrorBody(exception: unknown): { body: ApiErrorBody; unexpected: boolean } {
  // Fastify's own failures to read a body arrive wrapped, with the original as the cause.
  const bodyError = exception instanceof HttpException ? bodyReadError(exception.cause) : undefined;
  if (bodyError) return { body: bodyError, unexpected: false };
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    let message: string = exception.message;
    let error = errorName(statusCode);
    if (typeof response === 'string') {
      message = response;
    } else if (response && typeof response === 'object') {
      const { message: raw, error: rawError } = response as { message?: unknown; error?: unknown };
      if (Array.isArray(raw) && raw.length > 0) message = String(raw[0]);
      else if (typeof raw === 'string') message = raw;
      if (typeof rawError === 'string' && rawError !== message) error = rawError;
    }
    return { body: { statusCode, message, error }, unexpected: false };
  }
  // http-errors style errors (from Node or plugin code) carry a 4xx `status` and a safe message.
  const candidate = exception as { status?: unknown; statusCode?: unknown; expose?: unknown; message?: unknown };
  const status = Number(candidate?.status ?? candidate?.statusCode);
  if (Number.isInteger(status) && status >= 400 && status < 500 && candidate.expose !== false) {
    const message = typeof candidate.message === 'string' ? candidate.message : errorName(status);
    return { body: { statusCode: status, message, error: errorName(status) }, unexpected: false };
  }
  const statusCode = HttpStatus.INTERNAL_SERVER_ERROR;
  return { body: { statusCode, message: 'Internal server error', error: errorName(statusCode) }, unexpected: true };
}

/** The reply as the filter writes it: Fastify's, with `json` decorated by `createApp`. */
export interface JsonReply {
  sent?: boolean;
  header(name: string, value: string): unknown;
  status(code: number): { json(body: ApiErrorBody): unknown };
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<JsonReply>();
    const { body, unexpected } = toErrorBody(exception);
    if (unexpected) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    if (response.sent) return;
    // Every 429 of the attempt limits tells the client how long to wait (docs/security.md, Throttling).
    if (exception instanceof TooManyAttemptsException)
      response.header('Retry-After', String(exception.retryAfterSeconds));
    response.status(body.statusCode).json(body);
  }
}
