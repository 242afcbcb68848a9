import { errorMessage } from '@qmj/web-kit';
import { useCallback, useState } from 'react';

/**
 * The busy flag and error line of a form that sends something: `run` sends, then calls `onDone` with the answer,
 * or keeps the form as the user left it and shows why the call failed (the API's message, else `fallback`).
 * It answers whether the call went through, for callers that must react to a failure (reload a stale list).
 */
export function useSubmit(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async <Answer>(call: () => Promise<Answer>, onDone?: (answer: Answer) => void): Promise<boolean> => {
      setBusy(true);
      setError(null);
      let answer: Answer;
      try {
        answer = await call();
      } catch (failure) {
        setError(errorMessage(failure, fallback));
        return false;
      } finally {
        setBusy(false);
      }
      onDone?.(answer);
      return true;
    },
    [fallback],
  );

  return { busy, error, setError, run };
}
