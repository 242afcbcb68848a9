import { type ApiContract, apiPath, BROWSER_ERROR_LIMITS, type BrowserError, stackHead } from '@qmj/contracts';
import apiRouteTable from '@qmj/contracts/api-route-table.json';

// From the contract's route table, as web-kit's client reads it: the schemas (zod) stay out of this code.
const REPORT_PATH = apiPath((apiRouteTable as unknown as ApiContract).modules.reportError);

/**
 * Sends a report as the page may be leaving: a beacon where the browser has one, else a `keepalive` call. Cut to
 * what the API takes; a report never troubles the page, so nothing here throws.
 */
export function sendReport(report: BrowserError): void {
  const body = JSON.stringify({
    ...report,
    path: report.path.slice(0, BROWSER_ERROR_LIMITS.path),
    message: report.message.slice(0, BROWSER_ERROR_LIMITS.message),
    stack: stackHead(report.stack),
  });
  try {
    if (typeof navigator.sendBeacon === 'function') {
      navigator.sendBeacon(REPORT_PATH, new Blob([body], { type: 'application/json' }));
      return;
    }
    fetch(REPORT_PATH, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Reporting is best effort.
  }
}
