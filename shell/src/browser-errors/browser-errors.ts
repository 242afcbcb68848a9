// The shell's reports of errors in the browser, counted per module version by the API (docs/deploying-modules.md,
// Browser errors). This part is in the first render and only collects; the code that sends loads with the first
// report, so a page without errors never asks for it.
import type { BrowserError, BrowserErrorKind } from '@qmj/contracts';

/** The module an error belongs to and the version it runs; neither: the shell's own. */
export type ErrorSource = Pick<BrowserError, 'remote' | 'version'>;

/** At most this many reports leave one page load; the API limits each address again. */
export const REPORTS_PER_PAGE = 10;

/** What has been reported in this page load, by module and message: each once. */
const reported = new Set<string>();
/** Reports collected while the sending code loads. */
const waiting: BrowserError[] = [];
let send: ((report: BrowserError) => void) | null = null;
let loading = false;

function deliver(report: BrowserError): void {
  if (send) {
    send(report);
    return;
  }
  waiting.push(report);
  if (loading) return;
  loading = true;
  import('./send-report').then(
    ({ sendReport }) => {
      send = sendReport;
      for (const queued of waiting.splice(0)) sendReport(queued);
    },
    // The next report tries again.
    () => {
      loading = false;
    },
  );
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Reports `error` as one of `source`'s: the page's path (never its query), the message and the stack, nothing about
 * the user. The same message of the same module is reported once, and at most REPORTS_PER_PAGE in all.
 */
export function reportBrowserError(kind: BrowserErrorKind, error: unknown, source: ErrorSource = {}): void {
  const message = messageOf(error);
  const key = `${source.remote ?? ''} ${message}`;
  if (reported.has(key) || reported.size >= REPORTS_PER_PAGE) return;
  reported.add(key);
  const stack = error instanceof Error ? error.stack : undefined;
  deliver({ kind, ...source, path: window.location.pathname, message, stack });
}

/**
 * Reports every uncaught error and unhandled rejection from the page's start, as errors of the module whose page is
 * shown then (`sourceAt`).
 */
export function listenForBrowserErrors(sourceAt: (pathname: string) => ErrorSource): void {
  const uncaught = (error: unknown) => reportBrowserError('uncaught', error, sourceAt(window.location.pathname));
  window.addEventListener('error', (event) => uncaught(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => uncaught(event.reason));
}
