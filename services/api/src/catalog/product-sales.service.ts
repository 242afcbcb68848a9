import { Injectable } from '@nestjs/common';
import type { ProductSale } from '@qmj/contracts';

/**
 * The one place that knows what a product has sold: the quantities of its accepted orders
 * (`SALE_STATUSES`). No orders exist before the orders issue, so every count is 0 and every
 * list empty; the orders module fills these two methods in (one grouped query for many products).
 */
@Injectable()
export class ProductSalesService {
  /** Sold quantity per product id, for a whole page at once (no query per product). */
  async soldCounts(productIds: readonly number[]): Promise<Map<number, number>> {
    return new Map(productIds.map((id) => [id, 0]));
  }

  async soldCount(productId: number): Promise<number> {
    return (await this.soldCounts([productId])).get(productId) ?? 0;
  }

  /** The accepted orders of a product, newest first. */
  async salesOf(_productId: number): Promise<ProductSale[]> {
    return [];
  }
}
