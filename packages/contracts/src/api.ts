import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './constants.js';
import { NUMBER_RANGE } from './limits.js';

/** The one error body every API failure answers with. */
export const apiErrorSchema = z
  .object({
    statusCode: z.number().int(),
    message: z.string(),
    error: z.string(),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** A list's page in a query: a whole number from 1, the first when left out. */
export const pageNumber = z.coerce.number({ error: 'page must be a whole number from 1' }).int().min(1).default(1);

/** A list's page size in a query: 1 to `MAX_PAGE_SIZE`, `PAGE_SIZE` when left out. */
export const pageSizeNumber = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE);

/** A page of a list: `{ items, total, page, pageSize }`. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A reply that only says something: `{ message }`. */
export const messageReplySchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageReplySchema>;

/** An ISO 8601 date-time as the API sends it (UTC). */
export const isoDateTime = z.string().meta({ format: 'date-time' });

/** Money: integer centavos. */
export const centavos = z.number().int();

/**
 * A record id in a path: a positive whole number, or its digits. Anything else names a record that
 * does not exist, so the API answers 404 with `message` rather than 400.
 */
export function recordId(message: string) {
  return z
    .union(
      [
        // Bounded here too, not only in the pipe below, so that the API description carries the bounds.
        z.number().int().positive().max(NUMBER_RANGE.recordId.max),
        z
          .string()
          .regex(/^\d{1,10}$/)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(
      z
        .number({ error: message })
        .int({ error: message })
        .positive({ error: message })
        .max(NUMBER_RANGE.recordId.max, { error: message }),
    );
}

/** A number as a form field or a query string spells it: digits, signed, with an optional fraction. */
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * A number from JSON, or from text where numbers arrive as text (multipart fields, query strings):
 * only digits are read as a number. Anything else (`true`, `null`, `''`, `'0x10'`, `'1e3'`) is left
 * as it is and fails `schema` with its message: `true` is never 1.
 */
export function numberFromText<T extends z.ZodType<number>>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && NUMBER_TEXT.test(value.trim()) ? Number(value) : value),
    schema,
  );
}

/**
 * A yes/no of a multipart form or a query string arrives as the text 'true' or 'false'; nothing else
 * is read as one (`1`, `'yes'`, `''` fail with `error`).
 */
export const booleanFromText = (error: string) =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], { error });

/** An uploaded image (PNG, JPEG, WebP or GIF, at most 5 MB); the API checks its bytes. */
export const imageFile = z.file().meta({ description: 'PNG, JPEG, WebP or GIF, at most 5 MB (checked by its bytes)' });

/** A file the API sends back, of `mediaType` (`image/*` for a stored image of any of the accepted kinds). */
export const fileReply = (mediaType: 'application/pdf' | 'image/png' | 'image/svg+xml' | 'image/*' | 'text/calendar') =>
  z.file().mime(mediaType);
