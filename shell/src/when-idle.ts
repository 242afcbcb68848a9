import { useEffect, useState } from 'react';

/** How long the page must ask for nothing more (no script, read or picture finishing) to count as settled. */
const SETTLED_AFTER_MS = 1000;
/** A page that keeps loading (pictures as the visitor scrolls) counts as settled this long after its load event. */
const SETTLED_AT_LATEST_MS = 10_000;

/**
 * Runs `work` once the page has settled and is idle: loaded, then a second without any file or read arriving (the
 * page's module loads its own parts and pictures after the load event), then an idle moment with still nothing new
 * arrived. What can wait (the bell's module, the page-view count, what lies below the fold) never competes with what
 * the visitor came for (docs/serving.md#what-loads-when).
 */
export function whenIdle(work: () => void): () => void {
  let cancel = () => {};
  const settle = () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelIdle = () => {};
    const arrivals = new PerformanceObserver(waitForQuiet);
    const latest = setTimeout(() => {
      arrivals.disconnect();
      askIdle();
    }, SETTLED_AT_LATEST_MS);
    function waitForQuiet() {
      cancelIdle();
      clearTimeout(timer);
      timer = setTimeout(askIdle, SETTLED_AFTER_MS);
    }
    function askIdle() {
      if ('requestIdleCallback' in window) {
        const id = requestIdleCallback(run, { timeout: 5000 });
        cancelIdle = () => cancelIdleCallback(id);
      } else {
        const id = setTimeout(run, 0);
        cancelIdle = () => clearTimeout(id);
      }
    }
    function run() {
      // An arrival the observer has not told of yet (its news comes in a task of its own, which the idle moment can
      // come before) starts the wait again.
      if (arrivals.takeRecords().length > 0) {
        waitForQuiet();
        return;
      }
      stop();
      work();
    }
    function stop() {
      clearTimeout(timer);
      clearTimeout(latest);
      cancelIdle();
      arrivals.disconnect();
    }
    arrivals.observe({ type: 'resource' });
    waitForQuiet();
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
