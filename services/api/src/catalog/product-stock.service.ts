import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Product } from './product.entity.js';
import { recordHistory } from './product-history.js';
import { ProductListCache } from './product-list-cache.js';

/**
 * Stock changes made by orders. Each is ONE conditional update (never read-then-write) plus its
 * history row, on the caller's manager so that it joins the caller's transaction.
 */
@Injectable()
export class ProductStockService {
  constructor(private readonly listCache: ProductListCache) {}

  /** Takes `quantity` from the stock if there is that much; false (and nothing changed) otherwise. */
  async reserve(manager: EntityManager, productId: number, quantity: number): Promise<boolean> {
    assertQuantity(quantity);
    const result = await manager
      .createQueryBuilder()
      .update(Product)
      .set({ stock: () => 'stock - :quantity', updatedAt: new Date() })
      .where('id = :id AND stock >= :quantity', { id: productId, quantity })
      .execute();
    if (!result.affected) return false;
    await this.record(manager, productId, 'reserve', quantity);
    return true;
  }

  /** Puts `quantity` back (a cancelled or denied order); false when the product is gone. */
  async release(manager: EntityManager, productId: number, quantity: number): Promise<boolean> {
    assertQuantity(quantity);
    const result = await manager
      .createQueryBuilder()
      .update(Product)
      .set({ stock: () => 'stock + :quantity', updatedAt: new Date() })
      .where('id = :id', { id: productId, quantity })
      .execute();
    if (!result.affected) return false;
    await this.record(manager, productId, 'release', -quantity);
    return true;
  }

  /**
   * Takes the product row's write lock for the rest of the caller's transaction, before anything
   * else is locked. Every order transition starts here, so transactions lock the product and then
   * the order, always in that order: on MySQL/MariaDB, changing an order's status re-checks its
   * product foreign key (a shared lock on the product row), and without this two transitions of the
   * same product would each hold that shared lock and wait for the other's to reserve (a deadlock).
   * SQLite runs one transaction at a time, so there it is nothing.
   */
  async lock(manager: EntityManager, productId: number): Promise<void> {
    if (manager.dataSource.options.type === 'better-sqlite3') return;
    await manager
      .createQueryBuilder(Product, 'p')
      .select('p.id')
      .where('p.id = :productId', { productId })
      .setLock('pessimistic_write')
      .getRawOne();
  }

  /**
   * Called once the caller's transaction committed: the catalogue's cached pages are dropped again,
   * so a page loaded while the transaction was open does not keep the old stock.
   */
  afterCommit(): void {
    this.listCache.clear();
  }

  private async record(manager: EntityManager, productId: number, type: 'reserve' | 'release', taken: number) {
    this.listCache.clear();
    const product = await manager.findOneByOrFail(Product, { id: productId });
    await recordHistory(manager, product, type, product.stock + taken);
  }
}

function assertQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity <= 0)
    throw new Error(`a stock change needs a positive whole quantity, got ${quantity}`);
}
