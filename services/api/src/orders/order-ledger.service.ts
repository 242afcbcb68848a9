import { Injectable } from '@nestjs/common';
import { type OrderStatus, type ProductSale, SALE_STATUSES } from '@qmj/contracts';
import type { EntityManager, Repository } from 'typeorm';
import { isoDate, selectColumns } from '../common/database-rows.js';
import { PreparedQuery, type QueryPart } from '../database/prepared-query.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { DailySale } from './daily-sale.entity.js';
import { Order } from './order.entity.js';

/** A sale as the database gives it. */
type SaleRow = Pick<Order, 'transactionCode' | 'customerName' | 'status'> & {
  orderId: number | string;
  quantity: number | string;
  unitPrice: number | string;
  total: number | string;
  approvedAt: Date | string | null;
  createdAt: Date | string;
};

/** The accepted orders of `:productId`. */
const acceptedOrdersOf = (manager: EntityManager) =>
  manager
    .createQueryBuilder(Order, 'o')
    .where('o.productId = :productId AND o.status IN (:...statuses)', { statuses: SALE_STATUSES });

/** A product's accepted orders, newest approval first, with the columns a sale shows. */
const salesOfProduct = (manager: EntityManager) =>
  selectColumns(acceptedOrdersOf(manager), {
    orderId: 'o.id',
    transactionCode: 'o.transactionCode',
    customerName: 'o.customerName',
    quantity: 'o.quantity',
    unitPrice: 'o.unitPrice',
    total: 'o.total',
    status: 'o.status',
    approvedAt: 'o.approvedAt',
    createdAt: 'o.createdAt',
  })
    .orderBy('o.approvedAt', 'DESC')
    .addOrderBy('o.id', 'DESC');

const SALES_OF_PRODUCT = PreparedQuery.values<SaleRow>('sales of a product', salesOfProduct);

const SALES_PAGE_OF_PRODUCT = PreparedQuery.valuesWindow<SaleRow>('a page of the sales of a product', salesOfProduct);

/** How many accepted orders a product has, the pieces they sold and their revenue. */
const SALES_SUMS_OF_PRODUCT = PreparedQuery.values<{
  total: number | string;
  sold: number | string | null;
  revenue: number | string | null;
}>('the sums of the sales of a product', (manager) =>
  acceptedOrdersOf(manager)
    .select('COUNT(1)', 'total')
    .addSelect('SUM(o.quantity)', 'sold')
    .addSelect('SUM(o.total)', 'revenue'),
);

const toSale = (sale: SaleRow): ProductSale => ({
  orderId: Number(sale.orderId),
  transactionCode: sale.transactionCode,
  customerName: sale.customerName,
  quantity: Number(sale.quantity),
  unitPrice: Number(sale.unitPrice),
  total: Number(sale.total),
  status: sale.status,
  createdAt: isoDate(sale.approvedAt ?? sale.createdAt),
});

/** The daily sales table summed per Manila day over a range of days (both included). */
const DAILY_SALES_BY_DAY = PreparedQuery.values<{ day: string; total: number | string }>(
  'daily sales by day',
  (manager) =>
    manager
      .createQueryBuilder(DailySale, 's')
      .select('s.day', 'day')
      .addSelect('SUM(s.total)', 'total')
      .where('s.day BETWEEN :from AND :to')
      .groupBy('s.day'),
);

/**
 * The same summed per category, of the categories named: each category's days are read in order on
 * `IDX_daily_sales_category_day`, which holds the totals too, so no row of the table and no sort is
 * needed (a year of six categories went from 0.75 to 0.14 ms; docs/dashboard.md).
 */
const DAILY_SALES_BY_CATEGORY = PreparedQuery.values<{ categoryId: number | string; total: number | string }>(
  'daily sales by category',
  (manager) =>
    manager
      .createQueryBuilder(DailySale, 's')
      .select('s.categoryId', 'categoryId')
      .addSelect('SUM(s.total)', 'total')
      .where('s.categoryId IN (:...categoryIds) AND s.day BETWEEN :from AND :to')
      .groupBy('s.categoryId'),
);

/** What a record beside an order names of it (a review, a message): its code, the product it copied, its status. */
export type OrderSummary = Pick<Order, 'id' | 'transactionCode' | 'productName' | 'status'>;

const SUMMARIES_OF_ORDERS = PreparedQuery.values<Omit<OrderSummary, 'id'> & { id: number | string }>(
  'summaries of orders',
  (manager) =>
    selectColumns(manager.createQueryBuilder(Order, 'o'), {
      id: 'o.id',
      transactionCode: 'o.transactionCode',
      productName: 'o.productName',
      status: 'o.status',
    }).where('o.id IN (:...orderIds)'),
);

/** The values `withOrderedProductName` selects: the product's name as its order copied it. */
export type OrderedProductName = { orderedProductName: string | null };

/** `query` reading, beside each record, the product name its order (`orderIdColumn`) copied (a review shows it). */
export const withOrderedProductName: QueryPart = (query, orderIdColumn) =>
  query
    .leftJoin(Order, 'ordered', `ordered.id = ${orderIdColumn}`)
    .addSelect('ordered.productName', 'orderedProductName');

/** The values `withUnitsSold` selects: the units of a product's accepted orders (null for none). */
export type UnitsSold = { sold: number | string | null };

/**
 * `query` reading, beside each product (`productIdColumn`), the units its accepted orders sold, summed on
 * `(productId, status, quantity, total)` alone: every product card and page shows it.
 */
export const withUnitsSold: QueryPart = (query, productIdColumn) =>
  query
    .addSelect(
      (orders) =>
        orders
          .select('SUM(sold.quantity)')
          .from(Order, 'sold')
          .where(`sold.productId = ${productIdColumn} AND sold.status IN (:...saleStatuses)`),
      'sold',
    )
    .setParameter('saleStatuses', SALE_STATUSES);

/** The values `withOrderCount` selects. */
export type OrderCount = { orders: number | string };

/**
 * `query` reading, beside each customer (`ownerIdColumn`), how many orders they made, the cart's lines left
 * out (the Customers screen), counted on `IDX_orders_owner_status` alone.
 */
export const withOrderCount: QueryPart = (query, ownerIdColumn) =>
  query
    .addSelect(
      (orders) =>
        orders
          .select('COUNT(*)')
          .from(Order, 'counted')
          .where(`counted.ownerId = ${ownerIdColumn} AND counted.status != :cart`),
      'orders',
    )
    .setParameter('cart', 'cart' satisfies OrderStatus);

/**
 * The orders table as the other modules read it: what a product has sold (the catalogue, the
 * reports) and the orders reviews are about. It depends on nothing, so the catalogue and the reviews
 * import it while the orders module imports them (docs/architecture.md).
 *
 * A sale is an accepted order (`SALE_STATUSES`: approved, delivering, received), dated when
 * approved; orders a customer hid from their own lists still count.
 */
@Injectable()
export class OrderLedgerService {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  /** Read through the unit of work: in the caller's transaction when it has one, else committed rows. */
  private get orders(): Repository<Order> {
    return this.unitOfWork.repository(Order);
  }

  /** The sales of each Manila day from `from` to `to` (`YYYY-MM-DD`, both included) that had any, in centavos. */
  async salesByDay(from: string, to: string): Promise<Map<string, number>> {
    const rows = await this.unitOfWork.rows(DAILY_SALES_BY_DAY, { from, to });
    return new Map(rows.map((row) => [row.day, Number(row.total)]));
  }

  /** The sales of each of these categories from `from` to `to` (Manila days, both included), those that had any, in centavos. */
  async salesByCategory(categoryIds: readonly number[], from: string, to: string): Promise<Map<number, number>> {
    if (categoryIds.length === 0) return new Map();
    const rows = await this.unitOfWork.rows(DAILY_SALES_BY_CATEGORY, { categoryIds, from, to });
    return new Map(rows.map((row) => [Number(row.categoryId), Number(row.total)]));
  }

  /** The accepted orders of a product, newest approval first. */
  async salesOf(productId: number): Promise<ProductSale[]> {
    return (await this.unitOfWork.rows(SALES_OF_PRODUCT, { productId })).map(toSale);
  }

  /** A page of a product's sales, newest approval first, with how many there are and the sums of them all. */
  async salesPageOf(
    productId: number,
    paging: { page: number; pageSize: number },
  ): Promise<{ items: ProductSale[]; total: number; sold: number; revenue: number }> {
    const window = { limit: paging.pageSize, offset: (paging.page - 1) * paging.pageSize };
    const [rows, sums] = await Promise.all([
      this.unitOfWork.rows(SALES_PAGE_OF_PRODUCT, { productId, ...window }),
      this.unitOfWork.row(SALES_SUMS_OF_PRODUCT, { productId }),
    ]);
    return {
      items: rows.map(toSale),
      total: Number(sums?.total ?? 0),
      sold: Number(sums?.sold ?? 0),
      revenue: Number(sums?.revenue ?? 0),
    };
  }

  find(id: number): Promise<Order | null> {
    return this.orders.findOneBy({ id });
  }

  /** The summaries of the orders of these ids that exist, by id: one query for a page of records. */
  async summaries(orderIds: readonly number[]): Promise<Map<number, OrderSummary>> {
    if (orderIds.length === 0) return new Map();
    const orders = await this.unitOfWork.rows(SUMMARIES_OF_ORDERS, { orderIds: [...new Set(orderIds)] });
    return new Map(orders.map(({ id, ...summary }) => [Number(id), { id: Number(id), ...summary }]));
  }
}
