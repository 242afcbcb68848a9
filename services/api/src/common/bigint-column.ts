import type { ValueTransformer } from 'typeorm';

/**
 * A BIGINT column read back as a number. Totals and sums of totals are BIGINT, since an order the
 * validation allows can exceed an INT (docs/money-and-time.md); mysql2 gives BIGINT values as text
 * (TypeORM turns on `bigNumberStrings`), and the largest of them (`ORDER_TOTAL_MAX`) is a safe integer.
 */
export const BIGINT_AS_NUMBER: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};
