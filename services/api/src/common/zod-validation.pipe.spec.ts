import { describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { AUTH_MESSAGES, loginSchema, registerSchema } from '@qmj/contracts';
import { ZodValidationPipe } from './zod-validation.pipe.js';

function failure(run: () => unknown): { status: number; message: unknown } {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    const exception = error as BadRequestException;
    return { status: exception.getStatus(), message: (exception.getResponse() as { message: unknown }).message };
  }
  throw new Error('expected a failure');
}

describe('ZodValidationPipe', () => {
  it('returns the parsed (trimmed) value', () => {
    const pipe = new ZodValidationPipe(loginSchema);
    expect(pipe.transform({ username: '  maria ', password: 'x', extra: 1 })).toEqual({
      username: 'maria',
      password: 'x',
    });
  });

  it("answers 400 with the first issue's message", () => {
    const pipe = new ZodValidationPipe(registerSchema);
    expect(failure(() => pipe.transform({ username: 'm', password: 'short', confirmPassword: 'other' }))).toEqual({
      status: 400,
      message: AUTH_MESSAGES.passwordRule,
    });
    expect(failure(() => pipe.transform({}))).toEqual({ status: 400, message: AUTH_MESSAGES.fillAll });
  });

  it('treats a missing body as an empty object', () => {
    const pipe = new ZodValidationPipe(loginSchema);
    expect(failure(() => pipe.transform(undefined))).toEqual({ status: 400, message: AUTH_MESSAGES.fillBoth });
    expect(failure(() => pipe.transform(null))).toEqual({ status: 400, message: AUTH_MESSAGES.fillBoth });
  });
});
