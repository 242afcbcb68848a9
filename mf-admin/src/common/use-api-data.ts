import { api, errorMessage } from '@qmj/web-kit';
import { useCallback, useEffect, useMemo, useState } from 'react';

export interface ApiData<T> {
  data: T | undefined;
  /** True while a request is under way (the first one and every reload). */
  loading: boolean;
  /** The API's message when the last request failed. */
  error: string | null;
  reload: () => void;
}

/**
 * GETs JSON from the API at `path` (under /api, query string included) and again whenever the
 * path changes or `reload` is called. An answer to an outdated path is dropped.
 */
export function useApiData<T>(path: string, failureMessage: string): ApiData<T> {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: string | null }>({
    data: undefined,
    loading: true,
    error: null,
  });
  const request = useMemo(() => ({ path, version }), [path, version]);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null }));
    api
      .get(request.path, { signal: controller.signal })
      .json<T>()
      .then((data) => {
        if (!controller.signal.aborted) setState({ data, loading: false, error: null });
      })
      .catch(async (failure: unknown) => {
        if (controller.signal.aborted) return;
        const message = await errorMessage(failure, failureMessage);
        if (!controller.signal.aborted) setState((previous) => ({ ...previous, loading: false, error: message }));
      });
    return () => controller.abort();
  }, [request, failureMessage]);

  const reload = useCallback(() => setVersion((count) => count + 1), []);
  return { ...state, reload };
}

/** `path?key=value…` without the empty values. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
