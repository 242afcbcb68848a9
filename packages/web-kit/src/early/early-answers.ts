import { useSession } from '../session';

/** How long an early answer waits for the call it was asked for; an older one would be stale. */
const EARLY_ANSWER_MS = 10_000;

interface EarlyAnswer {
  answer: Promise<Response>;
  askedAt: number;
}

/** By session and address: each early answer is used once. */
const early = new Map<string, EarlyAnswer>();

const keyOf = (url: string, authorization: string | null) => `${authorization ?? ''} ${url}`;

/**
 * Asks the API for `paths` (GETs) now, with the stored session, so that a page's first calls find their answers
 * under way instead of starting once its code has arrived (docs/serving.md#what-loads-when).
 */
export function askEarly(paths: readonly string[]): void {
  const { token } = useSession.getState();
  const authorization = token ? `Bearer ${token}` : null;
  for (const path of paths) {
    const url = new URL(path, window.location.origin).href;
    const answer = fetch(url, { headers: authorization ? { Authorization: authorization } : {} });
    // A failure is met by the call itself, which asks again.
    answer.catch(() => undefined);
    early.set(keyOf(url, authorization), { answer, askedAt: Date.now() });
  }
}

/** The early answer to `request` (once, asked for with the same session, still fresh), else undefined. */
export function takeEarlyAnswer(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const key = keyOf(request.url, request.headers.get('Authorization'));
  const taken = early.get(key);
  early.delete(key);
  if (!taken || Date.now() - taken.askedAt > EARLY_ANSWER_MS) return undefined;
  return taken.answer;
}
