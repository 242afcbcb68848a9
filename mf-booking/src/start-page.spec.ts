import { describe, expect, it, jest } from '@jest/globals';
import { firstReads } from '@qmj/contracts';

// web-kit's client over a recording `fetch`: the typed client, its OpenAPI encoding and a query client, as the page
// has them (the remote's tests cannot load web-kit's components).
const asked: string[] = [];
jest.unstable_mockModule('@qmj/web-kit', async () => {
  const { createORPCClient } = await import('@orpc/client');
  const { OpenAPILink } = await import('@orpc/openapi-client/fetch');
  const { createTanstackQueryUtils } = await import('@orpc/tanstack-query');
  const { QueryClient } = await import('@tanstack/react-query');
  const { default: routes } = await import('@qmj/contracts/api-route-table.json', { with: { type: 'json' } });
  const link = new OpenAPILink(routes as never, {
    url: 'https://shop.test/api',
    fetch: async (request: Request) => {
      asked.push(request.url.slice('https://shop.test'.length));
      return Response.json({});
    },
  });
  return { apiQuery: createTanstackQueryUtils(createORPCClient(link)), queryClient: new QueryClient() };
});
const { startPage } = await import('./start-page');
const { queryClient } = await import('@qmj/web-kit');

/** The API reads `startPage` asks for at `pathname`, once they have been answered. */
async function readsAt(pathname: string, search = ''): Promise<string[]> {
  queryClient.clear();
  asked.length = 0;
  startPage({ pathname, search });
  while (queryClient.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 1));
  return [...asked];
}

const earlyReads = (pathname: string) =>
  firstReads(pathname, '', 'customer')
    .map((read) => read.path)
    .filter((path) => path !== '/api/me');

describe('startPage', () => {
  it("asks for each page's first reads, the very ones the page's early script asks for", async () => {
    for (const pathname of ['/mybookings', '/bookevents']) {
      expect(await readsAt(pathname)).toEqual(earlyReads(pathname));
      expect(earlyReads(pathname)).not.toEqual([]);
    }
  });

  it('asks for the tab and page the address names, and for nothing on a page it does not start', async () => {
    expect(await readsAt('/mybookings', '?status=approved&page=2')).toEqual([
      '/api/bookings?status=approved&page=2&pageSize=10',
    ]);
    expect(await readsAt('/calendar')).toEqual([]);
  });
});
