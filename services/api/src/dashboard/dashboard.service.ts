import { BadRequestException, Injectable } from '@nestjs/common';
import {
  type Customer,
  DASHBOARD_MESSAGES,
  EVENT_SALES_CATEGORY,
  manilaToday,
  NEW_USERS_SHOWN,
  type Page,
  type Sales,
  type SalesByCategory,
  type SalesQuery,
  type UserFigures,
  weekStart,
  YEAR_SELECTOR_SPAN,
} from '@qmj/contracts';
import { manilaInstant } from '../bookings/booking-calendar.js';
import { type BookingCount, withBookingCount } from '../bookings/bookings.service.js';
import { BookingPaymentLedger } from '../bookings/payments/booking-payment-ledger.js';
import { CategoriesService } from '../catalog/categories.service.js';
import { Clock } from '../common/clock.js';
import { containsPattern } from '../common/database-rows.js';
import { newestFirstPage } from '../common/paging.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { type OrderCount, OrderLedgerService, withOrderCount } from '../orders/order-ledger.service.js';
import { customersPage, UsersService } from '../users/users.service.js';
import { salesBuckets } from './sales-calendar.js';

/** The Customers screen's page: each customer with how many orders and bookings they made, read in one statement. */
const CUSTOMERS_WITH_COUNTS = customersPage<OrderCount & BookingCount>(
  'customers with their orders and bookings',
  (customers) => withBookingCount(withOrderCount(customers, 'u.id'), 'u.id'),
);

/**
 * The administrator's dashboard figures, every one counted on the Manila calendar: sales from the
 * orders' daily sales and the booking payments' daily event sales, customers from the users, their
 * orders and bookings counted by what those modules add to the customers' query (docs/dashboard.md).
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly clock: Clock,
    private readonly ledger: OrderLedgerService,
    private readonly categories: CategoriesService,
    private readonly users: UsersService,
    private readonly unitOfWork: UnitOfWork,
    private readonly bookingPayments: BookingPaymentLedger,
  ) {}

  /** Every bar of the timeframe with its sales (zero included); 400 for a year out of the selector's span or a daily chart without its month. */
  async sales(query: SalesQuery): Promise<Sales> {
    this.checkYear(query.year);
    if (query.timeframe === 'daily' && query.month === undefined) {
      throw new BadRequestException(DASHBOARD_MESSAGES.monthRange);
    }
    const month = query.timeframe === 'daily' ? (query.month ?? null) : null;
    const buckets = salesBuckets(query.timeframe, query.year, month ?? undefined);
    const [products, events] = await Promise.all([
      this.ledger.salesByDay(buckets.from, buckets.to),
      this.bookingPayments.eventSalesByDay(buckets.from, buckets.to),
    ]);
    const perBar = (byDay: Map<string, number>) => {
      const totals = new Map<string, number>();
      for (const [day, total] of byDay)
        totals.set(buckets.labelOf(day), (totals.get(buckets.labelOf(day)) ?? 0) + total);
      return totals;
    };
    const [productBars, eventBars] = [perBar(products), perBar(events)];
    return {
      timeframe: query.timeframe,
      year: query.year,
      month,
      points: buckets.labels.map((label) => {
        const [productSales, eventSales] = [productBars.get(label) ?? 0, eventBars.get(label) ?? 0];
        return { label, products: productSales, events: eventSales, total: productSales + eventSales };
      }),
    };
  }

  /**
   * A year's sales per category that sold, and the booking payments as `Events` when any, largest
   * first (the doughnut takes CATEGORY_COLORS in this order).
   */
  async salesByCategory(year: number): Promise<SalesByCategory> {
    this.checkYear(year);
    const [from, to] = [`${year}-01-01`, `${year}-12-31`];
    const categories = await this.categories.list();
    const [totals, eventTotal] = await Promise.all([
      this.ledger.salesByCategory(
        categories.map((category) => category.id),
        from,
        to,
      ),
      this.bookingPayments.eventSalesTotal(from, to),
    ]);
    const items = categories
      .filter((category) => totals.has(category.id))
      .map((category) => ({
        categoryId: category.id,
        categoryName: category.name,
        total: totals.get(category.id) ?? 0,
      }))
      .concat(eventTotal > 0 ? [{ ...EVENT_SALES_CATEGORY, total: eventTotal }] : [])
      .sort((a, b) => b.total - a.total || a.categoryId - b.categoryId);
    return { year, items };
  }

  /** The customers, those who joined since this week's Sunday 00:00 in Manila, and the newest of them. */
  async userFigures(): Promise<UserFigures> {
    const sunday = weekStart(manilaToday(this.clock.now()));
    const figures = await this.users.customerFigures(manilaInstant(sunday, '00:00'), NEW_USERS_SHOWN);
    return {
      totalUsers: figures.total,
      newUsers: figures.joined,
      newest: figures.newest.map(UsersService.toProfile),
      weekStart: sunday,
    };
  }

  /** One page of the customers, each with how many orders and bookings they made. */
  customers(query: { q?: string; page: number; pageSize: number }): Promise<Page<Customer>> {
    return newestFirstPage(
      this.unitOfWork,
      CUSTOMERS_WITH_COUNTS.of({ search: Boolean(query.q) }),
      { pattern: query.q && containsPattern(query.q) },
      query,
      async (rows) =>
        rows.map(({ entity, values }) =>
          Object.assign(UsersService.toProfile(entity), {
            orders: Number(values.orders),
            bookings: Number(values.bookings),
          }),
        ),
    );
  }

  /** 400 unless `year` is within YEAR_SELECTOR_SPAN years of this Manila year. */
  checkYear(year: number): void {
    const current = Number(manilaToday(this.clock.now()).slice(0, 4));
    if (Math.abs(year - current) > YEAR_SELECTOR_SPAN) throw new BadRequestException(DASHBOARD_MESSAGES.yearRange);
  }
}
