import { useEffect, useState } from 'react';

/** Runs `work` once the page is idle: what can wait never competes with what the visitor came for. */
export function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(work, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}

/** Whether the page has been idle since the component was first drawn: what it draws only then can wait. */
export function useIdleSinceDrawn(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
