import { describe, expect, it, jest } from '@jest/globals';
import {
  type ArgumentsHost,
  BadRequestException,
  ConflictException,
  HttpException,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { AllExceptionsFilter, toErrorBody } from './http-exception.filter.js';
import { bodyReadError } from './request-body.js';

describe('toErrorBody', () => {
  it('keeps the status and message of HTTP exceptions', () => {
    expect(toErrorBody(new ConflictException('Username already exists')).body).toEqual({
      statusCode: 409,
      message: 'Username already exists',
      error: 'Conflict',
    });
    expect(toErrorBody(new NotFoundException()).body).toEqual({
      statusCode: 404,
      message: 'Not Found',
      error: 'Not Found',
    });
    expect(toErrorBody(new HttpException('Slow down', 429)).body).toEqual({
      statusCode: 429,
      message: 'Slow down',
      error: 'Too Many Requests',
    });
  });

  it('takes the first message of a list', () => {
    expect(toErrorBody(new BadRequestException(['first', 'second'])).body.message).toBe('first');
  });

  it('answers 4xx for client errors from middleware', () => {
    const error = Object.assign(new Error('request aborted'), { status: 400, expose: true });
    expect(toErrorBody(error)).toEqual({
      body: { statusCode: 400, message: 'request aborted', error: 'Bad Request' },
      unexpected: false,
    });
  });

  it('hides anything unexpected behind a 500', () => {
    expect(toErrorBody(new TypeError('secret detail'))).toEqual({
      body: { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' },
      unexpected: true,
    });
    expect(toErrorBody(Object.assign(new Error('x'), { status: 503 })).unexpected).toBe(true);
    expect(toErrorBody('a string').body.statusCode).toBe(500);
  });
});

describe('AllExceptionsFilter', () => {
  function host() {
    const response = {
      headersSent: false,
      statusCode: 0,
      body: undefined as unknown,
      status(code: number) {
        this.statusCode = code;
        return this;
      },
      json(body: unknown) {
        this.body = body;
        return this;
      },
    };
    const argumentsHost = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
    return { response, argumentsHost };
  }

  it('writes the error body and logs unexpected errors', () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { response, argumentsHost } = host();
    new AllExceptionsFilter().catch(new Error('boom'), argumentsHost);
    expect(response.statusCode).toBe(500);
    expect(response.body).toEqual({
      statusCode: 500,
      message: 'Internal server error',
      error: 'Internal Server Error',
    });
    expect(error).toHaveBeenCalledTimes(1);

    const second = host();
    new AllExceptionsFilter().catch(new BadRequestException('Bad'), second.argumentsHost);
    expect(second.response.statusCode).toBe(400);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe('bodyReadError', () => {
  const fastifyError = (code: string, statusCode: number) =>
    Object.assign(new Error(code), { name: 'FastifyError', code, statusCode });

  it("puts Fastify's failures to read a body in the API's words", () => {
    expect(bodyReadError(fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413))).toEqual({
      statusCode: 413,
      message: 'The request body is too large.',
      error: 'Payload Too Large',
    });
    for (const code of ['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']) {
      expect(bodyReadError(fastifyError(code, 400))).toEqual({
        statusCode: 400,
        message: 'The request body is not valid JSON.',
        error: 'Bad Request',
      });
    }
    expect(bodyReadError(fastifyError('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415))?.statusCode).toBe(415);
    expect(bodyReadError(fastifyError('FST_ERR_CTP_INVALID_CONTENT_LENGTH', 400))?.message).toBe(
      'The request body could not be read.',
    );
  });

  it('leaves every other error alone', () => {
    expect(bodyReadError(new Error('odd'))).toBeUndefined();
    expect(bodyReadError(fastifyError('FST_ERR_NOT_FOUND', 404))).toBeUndefined();
    expect(bodyReadError(undefined)).toBeUndefined();
  });

  it('answers a wrapped failure through the exception filter', () => {
    const wrapped = new HttpException('Body is too large', 413, {
      cause: fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413),
    });
    expect(toErrorBody(wrapped).body.message).toBe('The request body is too large.');
  });
});
