import { z } from 'zod';

/** The one error body every API failure answers with. */
export const apiErrorSchema = z
  .object({
    statusCode: z.number().int(),
    message: z.string(),
    error: z.string(),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

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

const RECORD_ID_MAX = 2_147_483_647;

/**
 * A record id in a path: a positive whole number, or its digits. Anything else names a record that
 * does not exist, so the API answers 404 with `message` rather than 400.
 */
export function recordId(message: string) {
  return z
    .union(
      [
        z.number(),
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
        .max(RECORD_ID_MAX, { error: message }),
    );
}

/** An uploaded image (PNG, JPEG, WebP or GIF, at most 5 MB); the API checks its bytes. */
export const imageFile = z.file().meta({ description: 'PNG, JPEG, WebP or GIF, at most 5 MB (checked by its bytes)' });

/** A file the API sends back, of `mediaType` (`image/*` for a stored image of any of the accepted kinds). */
export const fileReply = (mediaType: 'application/pdf' | 'image/png' | 'image/svg+xml' | 'image/*' | 'text/calendar') =>
  z.file().mime(mediaType);
