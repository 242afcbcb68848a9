import { ORPCError } from '@orpc/client';
import { type ApiErrorBody, AUTH_MESSAGES } from '@qmj/contracts';

export { ORPCError };

/** Whether a reply body is the API's one error body `{ statusCode, message, error }`. */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (!value || typeof value !== 'object') return false;
  const body = value as Partial<ApiErrorBody>;
  return typeof body.statusCode === 'number' && typeof body.message === 'string' && typeof body.error === 'string';
}

/** The HTTP status of a failed call, or undefined when it never got an answer (network failure). */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ORPCError ? error.status : undefined;
}

/** Turns any failed call into one line for the user: the API's message, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ORPCError && isApiErrorBody(error.data) && error.data.message) return error.data.message;
  if (errorStatus(error) === 429) return AUTH_MESSAGES.tooManyAttempts;
  return fallback;
}
