import { PAGE_SIZE, PATHS, recordIdOf } from '@qmj/contracts';
import { apiQuery, queryClient } from '@qmj/web-kit';
import type { BookingScreen } from './bookings/booking-screen';
import { viewOf } from './common/list-views';
import { EVENT_SCHEDULE_SCREEN } from './event-schedules/event-schedule-screen';
import { ORDER_LIST_SCREEN } from './order-list/order-list-screen';
import { ORDER_REQUEST_SCREEN } from './order-requests/order-request-screen';
import type { OrderScreen } from './orders/order-screen';
import { SERVICE_REQUEST_SCREEN } from './service-requests/service-request-screen';

/** The first page of an order screen's list, of the view `?status=` picks (`adminOrders.list`). */
const firstOrdersQueryOptions = (screen: OrderScreen, params: URLSearchParams) =>
  apiQuery.adminOrders.list.queryOptions({
    input: { status: viewOf(screen, params.get('status')).status, page: 1, pageSize: PAGE_SIZE },
  });

/** The first page of a booking screen's list, of the view `?status=` picks (`adminBookings.list`). */
const firstBookingsQueryOptions = (screen: BookingScreen, params: URLSearchParams) =>
  apiQuery.adminBookings.list.queryOptions({
    input: { status: viewOf(screen, params.get('status')).status, page: 1, pageSize: PAGE_SIZE },
  });

/** The first page of the customers, as the dashboard's User Data and the Customer List show it. */
const firstCustomersQueryOptions = () =>
  apiQuery.dashboard.customers.queryOptions({ input: { page: 1, pageSize: PAGE_SIZE } });

const prefetchCategories = () => void queryClient.prefetchQuery(apiQuery.catalog.categories.queryOptions());
const prefetchServices = () => void queryClient.prefetchQuery(apiQuery.services.list.queryOptions({ input: {} }));

/**
 * What each screen shows first, asked for as the module starts so the reads do not wait for the screen's first
 * render (the same reads as contracts' `firstReads`, docs/serving.md#what-loads-when). The dashboard's sales and
 * visitors depend on the day and the chosen period, and are asked for by their cards.
 */
const PAGE_STARTS: Record<string, (params: URLSearchParams) => void> = {
  [PATHS.dashboard]: () => {
    void queryClient.prefetchQuery(apiQuery.dashboard.users.queryOptions());
    void queryClient.prefetchQuery(firstCustomersQueryOptions());
  },
  [PATHS.productList]: () => {
    prefetchCategories();
    void queryClient.prefetchQuery(apiQuery.catalog.sizes.queryOptions());
    void queryClient.prefetchQuery(apiQuery.catalog.products.queryOptions({ input: { page: 1, pageSize: PAGE_SIZE } }));
  },
  [PATHS.productRequests]: (params) =>
    void queryClient.prefetchQuery(firstOrdersQueryOptions(ORDER_REQUEST_SCREEN, params)),
  [PATHS.productCategory]: prefetchCategories,
  [PATHS.orderList]: (params) => void queryClient.prefetchQuery(firstOrdersQueryOptions(ORDER_LIST_SCREEN, params)),
  [PATHS.serviceList]: prefetchServices,
  [PATHS.serviceRequests]: (params) =>
    void queryClient.prefetchQuery(firstBookingsQueryOptions(SERVICE_REQUEST_SCREEN, params)),
  [PATHS.eventSchedules]: (params) =>
    void queryClient.prefetchQuery(firstBookingsQueryOptions(EVENT_SCHEDULE_SCREEN, params)),
  [PATHS.customerList]: () => void queryClient.prefetchQuery(firstCustomersQueryOptions()),
  [PATHS.bookedList]: () => void queryClient.prefetchQuery(apiQuery.bookedRecords.list.queryOptions()),
  [PATHS.settings]: () => void queryClient.prefetchQuery(apiQuery.settings.payment.queryOptions()),
};

/** Asks for what the screen at `location` shows first; the shell calls it as it starts this module (a `PageStart`). */
export function startPage({ pathname, search }: { pathname: string; search: string }): void {
  const historyOf = recordIdOf(pathname, PATHS.productHistory);
  const salesOf = recordIdOf(pathname, PATHS.productSales);
  if (historyOf !== null)
    void queryClient.prefetchQuery(apiQuery.catalog.history.queryOptions({ input: { id: historyOf } }));
  else if (salesOf !== null)
    void queryClient.prefetchQuery(apiQuery.catalog.sales.queryOptions({ input: { id: salesOf } }));
  else PAGE_STARTS[pathname]?.(new URLSearchParams(search));
}
