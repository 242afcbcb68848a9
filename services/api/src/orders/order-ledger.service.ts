import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type ProductSale, SALE_STATUSES } from '@qmj/contracts';
import { In, Repository } from 'typeorm';
import { isoDate } from '../common/database-rows.js';
import { Order } from './order.entity.js';

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
  constructor(@InjectRepository(Order) private readonly orders: Repository<Order>) {}

  /** Sold quantity per product id, for a whole page at once (one grouped query). */
  async soldCounts(productIds: readonly number[]): Promise<Map<number, number>> {
    const sold = new Map(productIds.map((id) => [id, 0]));
    if (productIds.length === 0) return sold;
    const rows = await this.orders
      .createQueryBuilder('o')
      .select('o.productId', 'productId')
      .addSelect('SUM(o.quantity)', 'sold')
      .where('o.productId IN (:...productIds)', { productIds })
      .andWhere('o.status IN (:...statuses)', { statuses: SALE_STATUSES })
      .groupBy('o.productId')
      .getRawMany<{ productId: number | string; sold: number | string }>();
    for (const row of rows) sold.set(Number(row.productId), Number(row.sold));
    return sold;
  }

  async soldCount(productId: number): Promise<number> {
    return (await this.soldCounts([productId])).get(productId) ?? 0;
  }

  /** The accepted orders of a product, newest approval first. */
  async salesOf(productId: number): Promise<ProductSale[]> {
    const orders = await this.orders.find({
      where: { productId, status: In(SALE_STATUSES) },
      order: { approvedAt: 'DESC', id: 'DESC' },
    });
    return orders.map((order) => ({
      orderId: order.id,
      transactionCode: order.transactionCode,
      customerName: order.customerName,
      quantity: order.quantity,
      unitPrice: order.unitPrice,
      total: order.total,
      status: order.status,
      createdAt: isoDate(order.approvedAt ?? order.createdAt),
    }));
  }

  find(id: number): Promise<Order | null> {
    return this.orders.findOneBy({ id });
  }

  /** The product name each order copied when it was made, by order id. */
  async productNames(orderIds: readonly number[]): Promise<Map<number, string>> {
    if (orderIds.length === 0) return new Map();
    const orders = await this.orders.find({
      select: { id: true, productName: true },
      where: { id: In([...new Set(orderIds)]) },
    });
    return new Map(orders.map((order) => [order.id, order.productName]));
  }
}
