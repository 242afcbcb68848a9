// For remotes' unit tests only: never imported by an app's code.
import { createORPCClient } from '@orpc/client';
import { OpenAPILink } from '@orpc/openapi-client/fetch';
import { createTanstackQueryUtils } from '@orpc/tanstack-query';
import { type BookingPayment, firstReads, type Role } from '@qmj/contracts';
import { QueryClient } from '@tanstack/react-query';

const ORIGIN = 'https://shop.test';
// Imported with its attribute kept (Jest's transform drops a static import's).
const { default: routes } = await import('@qmj/contracts/api-route-table.json', { with: { type: 'json' } });

/**
 * web-kit's typed client, with its OpenAPI encoding, and a query client, over a `fetch` that records the path and
 * query of each request and answers `{}`: `webKit` stands in for `@qmj/web-kit` (`jest.unstable_mockModule`, as a
 * remote's tests cannot load web-kit's components), and `readsOf` tells which API reads some code asks for, written
 * as the page sends them.
 */
export function recordingApi() {
  const asked: string[] = [];
  const link = new OpenAPILink(routes as never, {
    url: `${ORIGIN}/api`,
    fetch: async (request: Request) => {
      asked.push(request.url.slice(ORIGIN.length));
      return Response.json({});
    },
  });
  const queryClient = new QueryClient();
  return {
    webKit: { apiQuery: createTanstackQueryUtils(createORPCClient(link)), queryClient },
    /** The API reads `start` asks for, once they have been answered. */
    async readsOf(start: () => void): Promise<string[]> {
      queryClient.clear();
      asked.length = 0;
      start();
      while (queryClient.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 1));
      return [...asked];
    },
  };
}

/** What the page's early script asks for at `pathname` besides the session (contracts' `firstReads`). */
export const earlyPageReads = (pathname: string, role: Role) =>
  firstReads(pathname, '', role)
    .map((read) => read.path)
    .filter((path) => path !== '/api/me');

/** A booking's balance as the API answers it, due and not yet sent; a test spreads what it changes over it. */
export const DUE_BALANCE: BookingPayment = {
  id: 12,
  bookingId: 4,
  kind: 'balance',
  amount: 987654,
  dueOn: '2026-12-13',
  method: null,
  state: 'due',
  standing: 'due',
  reason: null,
  hasReceipt: false,
  receipt: null,
  sentAt: null,
  confirmedAt: null,
  acknowledgementNumber: null,
};
