import { Injectable } from '@nestjs/common';
import { type ProductSale, SALE_STATUSES } from '@qmj/contracts';
import { DataSource } from 'typeorm';
import { isoDate } from './product-view.js';

const SALE_STATUS_LIST = SALE_STATUSES.map(() => '?').join(', ');

/**
 * The one place that knows what a product has sold: the quantities of its accepted orders
 * (`SALE_STATUSES`: approved, delivering, received), dated when approved. Orders a customer hid
 * from their own lists still count. Plain SQL over the `orders` table (the orders module owns it).
 */
@Injectable()
export class ProductSalesService {
  constructor(private readonly dataSource: DataSource) {}

  /** Sold quantity per product id, for a whole page at once (one grouped query). */
  async soldCounts(productIds: readonly number[]): Promise<Map<number, number>> {
    const sold = new Map(productIds.map((id) => [id, 0]));
    if (productIds.length === 0) return sold;
    const rows: { productId: number; sold: number | string }[] = await this.dataSource.query(
      `SELECT productId, SUM(quantity) AS sold FROM orders
       WHERE productId IN (${productIds.map(() => '?').join(', ')}) AND status IN (${SALE_STATUS_LIST})
       GROUP BY productId`,
      [...productIds, ...SALE_STATUSES],
    );
    for (const row of rows) sold.set(Number(row.productId), Number(row.sold));
    return sold;
  }

  async soldCount(productId: number): Promise<number> {
    return (await this.soldCounts([productId])).get(productId) ?? 0;
  }

  /** The accepted orders of a product, newest approval first. */
  async salesOf(productId: number): Promise<ProductSale[]> {
    const rows: {
      id: number;
      transactionCode: string;
      customerName: string;
      quantity: number;
      unitPrice: number;
      total: number;
      status: string;
      approvedAt: Date | string | null;
      createdAt: Date | string;
    }[] = await this.dataSource.query(
      `SELECT id, transactionCode, customerName, quantity, unitPrice, total, status, approvedAt, createdAt FROM orders
       WHERE productId = ? AND status IN (${SALE_STATUS_LIST})
       ORDER BY approvedAt DESC, id DESC`,
      [productId, ...SALE_STATUSES],
    );
    return rows.map((row) => ({
      orderId: Number(row.id),
      transactionCode: row.transactionCode,
      customerName: row.customerName,
      quantity: Number(row.quantity),
      unitPrice: Number(row.unitPrice),
      total: Number(row.total),
      status: row.status,
      // A sale is dated when it was approved.
      createdAt: isoDate(row.approvedAt ?? row.createdAt),
    }));
  }
}
