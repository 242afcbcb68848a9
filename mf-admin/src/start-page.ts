import { PATHS, recordIdOf } from '@qmj/contracts';
import { apiQuery, queryClient } from '@qmj/web-kit';
import type { BookingScreen } from './bookings/booking-screen';
import { adminBookingsQueryOptions } from './bookings/bookings-queries';
import { viewOf } from './common/list-views';
import { customersQueryOptions } from './customers/customers-queries';
import { EVENT_SCHEDULE_SCREEN } from './event-schedules/event-schedule-screen';
import { inboxQueryOptions } from './messages/messages-queries';
import { moduleStandingsQueryOptions } from './modules/modules-queries';
import { ORDER_LIST_SCREEN } from './order-list/order-list-screen';
import { ORDER_REQUEST_SCREEN } from './order-requests/order-request-screen';
import type { OrderScreen } from './orders/order-screen';
import { adminOrdersQueryOptions } from './orders/orders-queries';
import { PAYMENT_SCREEN } from './payments/payment-screen';
import { adminPaymentsQueryOptions } from './payments/payments-queries';
import { productHistoryQueryOptions } from './product-history/product-history-queries';
import { productSalesQueryOptions } from './product-sales/product-sales-queries';
import { adminProductsQueryOptions } from './products/products-queries';
import { SERVICE_REQUEST_SCREEN } from './service-requests/service-request-screen';
import { servicesQueryOptions } from './services/services-queries';

/** The first page of an order screen's list, of the view `?status=` picks. */
const prefetchFirstOrders = (screen: OrderScreen) => (params: URLSearchParams) =>
  void queryClient.prefetchQuery(adminOrdersQueryOptions(viewOf(screen, params.get('status')).status, '', 1));

/** The first page of a booking screen's list, of the view `?status=` picks. */
const prefetchFirstBookings = (screen: BookingScreen) => (params: URLSearchParams) =>
  void queryClient.prefetchQuery(adminBookingsQueryOptions(viewOf(screen, params.get('status')).status, 1));

const prefetchCategories = () => void queryClient.prefetchQuery(apiQuery.catalog.categories.queryOptions());

/**
 * What each screen shows first, through the screens' own queries, asked for as the screen starts so the reads do not
 * wait for its first render (the same reads as contracts' `firstReads`, docs/serving.md#what-loads-when). The
 * dashboard's sales and visitors depend on the day and the chosen period, and are asked for by their cards.
 */
const PAGE_STARTS: Record<string, (params: URLSearchParams) => void> = {
  [PATHS.dashboard]: () => {
    void queryClient.prefetchQuery(apiQuery.dashboard.users.queryOptions());
    void queryClient.prefetchQuery(customersQueryOptions('', 1));
  },
  [PATHS.productList]: () => {
    prefetchCategories();
    void queryClient.prefetchQuery(apiQuery.catalog.sizes.queryOptions());
    void queryClient.prefetchQuery(adminProductsQueryOptions({}, 1));
  },
  [PATHS.productRequests]: prefetchFirstOrders(ORDER_REQUEST_SCREEN),
  [PATHS.productCategory]: prefetchCategories,
  [PATHS.orderList]: prefetchFirstOrders(ORDER_LIST_SCREEN),
  [PATHS.serviceList]: () => void queryClient.prefetchQuery(servicesQueryOptions()),
  [PATHS.serviceRequests]: prefetchFirstBookings(SERVICE_REQUEST_SCREEN),
  [PATHS.payments]: (params) =>
    void queryClient.prefetchQuery(
      adminPaymentsQueryOptions(viewOf(PAYMENT_SCREEN, params.get('status')).status, '', 1),
    ),
  [PATHS.eventSchedules]: prefetchFirstBookings(EVENT_SCHEDULE_SCREEN),
  [PATHS.customerList]: () => void queryClient.prefetchQuery(customersQueryOptions('', 1)),
  [PATHS.bookedList]: () => void queryClient.prefetchQuery(apiQuery.bookedRecords.list.queryOptions()),
  [PATHS.messages]: () => void queryClient.prefetchQuery(inboxQueryOptions('', 1)),
  [PATHS.settings]: () => void queryClient.prefetchQuery(apiQuery.settings.payment.queryOptions()),
  [PATHS.modules]: () => void queryClient.prefetchQuery(moduleStandingsQueryOptions()),
};

/** Asks for what the screen at `location` shows first; the shell calls it on every navigation to it (a `PageStart`). */
export function startPage({ pathname, search }: { pathname: string; search: string }): void {
  const historyOf = recordIdOf(pathname, PATHS.productHistory);
  const salesOf = recordIdOf(pathname, PATHS.productSales);
  if (historyOf !== null) void queryClient.prefetchQuery(productHistoryQueryOptions(String(historyOf)));
  else if (salesOf !== null) void queryClient.prefetchQuery(productSalesQueryOptions(String(salesOf)));
  else PAGE_STARTS[pathname]?.(new URLSearchParams(search));
}
