import { useEffect, useState } from 'react';

/** How long the page must ask for nothing more (no script, read or picture finishing) to count as settled. */
const SETTLED_AFTER_MS = 1000;
/** A page that keeps loading (pictures as the visitor scrolls) counts as settled this long after its load event. */
const SETTLED_AT_LATEST_MS = 10_000;

/**
 * Runs `work` once the page has settled and is idle: loaded, then a second without any file or read arriving (the
 * page's module loads its own parts and pictures after the load event), then an idle moment. What can wait (the
 * bell's module, the page-view count, what lies below the fold) never competes with what the visitor came for
 * (docs/serving.md#what-loads-when).
 */
export function whenIdle(work: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(work, { timeout: 5000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(work, 0);
      cancel = () => clearTimeout(id);
    }
  };
  const settle = () => {
    let timer = setTimeout(done, SETTLED_AFTER_MS);
    const latest = setTimeout(done, SETTLED_AT_LATEST_MS);
    const arrivals = new PerformanceObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, SETTLED_AFTER_MS);
    });
    function stop() {
      clearTimeout(timer);
      clearTimeout(latest);
      arrivals.disconnect();
    }
    function done() {
      stop();
      idle();
    }
    arrivals.observe({ type: 'resource' });
    cancel = stop;
  };
  if (document.readyState === 'complete') {
    settle();
  } else {
    window.addEventListener('load', settle, { once: true });
    cancel = () => window.removeEventListener('load', settle);
  }
  return () => cancel();
}

/** Whether the page has settled and been idle since the component was first drawn: what it draws only then can wait. */
export function useIdleSinceDrawn(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
