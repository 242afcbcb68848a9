import { api, errorMessage, HTTPError } from '@qmj/web-kit';
import { useEffect, useState } from 'react';

/** One GET from the API as the screen sees it. `status` is the HTTP status of a failure, when there is one. */
export type Loadable<T> =
  | { state: 'loading' }
  | { state: 'failed'; message: string; status?: number }
  | { state: 'ready'; data: T };

const LOADING = { state: 'loading' } as const;

/**
 * GETs `path` (relative to /api, query string included) whenever it changes; a stale answer is dropped.
 * `null` waits. A failure carries the API's message, else `fallback`.
 */
export function useApiGet<T>(path: string | null, fallback: string): Loadable<T> {
  const [answer, setAnswer] = useState<{ path: string; value: Loadable<T> } | null>(null);

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    api
      .get(path, { signal: controller.signal })
      .json<T>()
      .then(
        (data) => {
          if (!controller.signal.aborted) setAnswer({ path, value: { state: 'ready', data } });
        },
        async (error: unknown) => {
          if (controller.signal.aborted) return;
          const message = await errorMessage(error, fallback);
          const status = error instanceof HTTPError ? error.response.status : undefined;
          if (!controller.signal.aborted) setAnswer({ path, value: { state: 'failed', message, status } });
        },
      );
    return () => controller.abort();
  }, [path, fallback]);

  return answer !== null && answer.path === path ? answer.value : LOADING;
}
