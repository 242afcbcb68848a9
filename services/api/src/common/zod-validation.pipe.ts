import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import type { ZodType, z } from 'zod';

/** Validates `@Body()` / `@Query()` with a contracts schema; a failure is 400 with the first issue's message. */
@Injectable()
export class ZodValidationPipe<S extends ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    throw new BadRequestException(issue?.message || 'Invalid request');
  }
}
