import { createTanstackQueryUtils } from '@orpc/tanstack-query';
import type { ApiContract } from '@qmj/contracts';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { useSession } from '../session';
import { api } from './client';
import { errorStatus } from './errors';

type RouteGroup = keyof ApiContract;

/**
 * What a successful change makes stale, by the group of the route that made it: an order placed
 * changes stock in the catalogue; an administrator's decision changes the customer's orders and bell, and a sale or
 * a confirmed payment the dashboard's figures.
 */
const STALE_AFTER: Partial<Record<RouteGroup, readonly RouteGroup[]>> = {
  auth: ['auth'],
  orders: ['orders', 'catalog', 'notifications'],
  adminOrders: ['adminOrders', 'orders', 'catalog', 'notifications', 'reports', 'dashboard'],
  catalog: ['catalog', 'reports'],
  reviews: ['reviews', 'orders'],
  notifications: ['notifications'],
  me: ['me'],
  services: ['services'],
  bookings: ['bookings', 'adminBookings', 'availability', 'services'],
  adminBookings: ['adminBookings', 'bookings', 'availability', 'services', 'notifications', 'reports', 'dashboard'],
  schedule: ['schedule'],
  bookedRecords: ['bookedRecords'],
  customizations: ['customizations'],
  settings: ['settings'],
  modules: ['modules'],
};

/** Marks stale what a change made with `mutationKey` (an `apiQuery` route's) may have changed. */
function refreshAfter(mutationKey: readonly unknown[] | undefined): Promise<unknown> {
  const [path] = (mutationKey ?? []) as [readonly string[] | undefined];
  const group = path?.[0] as RouteGroup | undefined;
  const stale = group ? STALE_AFTER[group] : undefined;
  return Promise.all((stale ?? []).map((staleGroup) => queryClient.invalidateQueries({ queryKey: [[staleGroup]] })));
}

/** The one query client of the page (web-kit is a Module Federation singleton, so host and remotes share it). */
export const queryClient: QueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change by asking again.
      retry: (failures, error) => failures < 2 && (errorStatus(error) ?? 500) >= 500,
    },
  },
  mutationCache: new MutationCache({
    onSuccess: (_data, _variables, _context, mutation): Promise<unknown> => refreshAfter(mutation.options.mutationKey),
    // A 409 means the record moved on meanwhile (another administrator acted first): show it as it is now.
    onError: (error, _variables, _context, mutation): Promise<unknown> | undefined =>
      errorStatus(error) === 409 ? refreshAfter(mutation.options.mutationKey) : undefined,
  }),
});

/**
 * TanStack Query options for every route: `useQuery(apiQuery.orders.list.queryOptions({ input }))`,
 * `useMutation(apiQuery.orders.place.mutationOptions())`, `apiQuery.orders.key()` for a whole group.
 */
export const apiQuery = createTanstackQueryUtils(api);

// Another account's data never shows: a new or ended session starts from an empty cache.
useSession.subscribe((state, previous) => {
  if (state.token !== previous.token) queryClient.clear();
});
