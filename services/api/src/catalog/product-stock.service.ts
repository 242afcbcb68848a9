import { Injectable, NotFoundException } from '@nestjs/common';
import { CATALOG_MESSAGES } from '@qmj/contracts';
import type { EntityManager } from 'typeorm';
import { UnitOfWork } from '../database/unit-of-work.js';
import { Product } from './product.entity.js';
import { recordHistory } from './product-history.js';
import { ProductListCache } from './product-list-cache.js';

/**
 * Stock changes made by orders. Each is ONE conditional update (never read-then-write) plus its
 * history row, in the caller's transaction (joined through the unit of work).
 */
@Injectable()
export class ProductStockService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly listCache: ProductListCache,
  ) {}

  /** Takes `quantity` from the stock if there is that much; false (and nothing changed) otherwise. */
  async reserve(productId: number, quantity: number): Promise<boolean> {
    assertQuantity(quantity);
    return this.unitOfWork.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Product)
        .set({ stock: () => 'stock - :quantity', updatedAt: new Date() })
        .where('id = :id AND stock >= :quantity', { id: productId, quantity })
        .execute();
      if (!result.affected) return false;
      await this.record(manager, productId, 'reserve', quantity);
      return true;
    });
  }

  /** Puts `quantity` back (a cancelled or denied order); false when the product is gone. */
  async release(productId: number, quantity: number): Promise<boolean> {
    assertQuantity(quantity);
    return this.unitOfWork.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Product)
        .set({ stock: () => 'stock + :quantity', updatedAt: new Date() })
        .where('id = :id', { id: productId, quantity })
        .execute();
      if (!result.affected) return false;
      await this.record(manager, productId, 'release', -quantity);
      return true;
    });
  }

  /**
   * The product row, write-locked for the rest of the caller's transaction before anything else is
   * locked (404 'That product does not exist.'): what an order copies from it (price, name, image)
   * and a stock it checks are the row's as the transaction commits, since an edit waits for the lock.
   * Every order transition starts here, so transactions lock the product and then the order, always
   * in that order: on MySQL/MariaDB, changing an order's status re-checks its product foreign key (a
   * shared lock on the product row), and without this two transitions of the same product would
   * each hold that shared lock and wait for the other's to reserve (a deadlock). The row is read by
   * the locking read itself, which sees the last commit whatever the transaction read before. On
   * SQLite the transaction holds the one writer, so a plain read is the current row.
   */
  lock(productId: number): Promise<Product> {
    return this.unitOfWork.transaction(async (manager) => {
      const product =
        this.unitOfWork.engine === 'sqlite'
          ? await manager.findOneBy(Product, { id: productId })
          : await manager
              .createQueryBuilder(Product, 'p')
              .where('p.id = :productId', { productId })
              .setLock('pessimistic_write')
              .getOne();
      if (!product) throw new NotFoundException(CATALOG_MESSAGES.productMissing);
      return product;
    });
  }

  private async record(manager: EntityManager, productId: number, type: 'reserve' | 'release', taken: number) {
    // The cached catalogue pages show the stock: dropped once the change is visible to readers.
    this.unitOfWork.afterCommit(() => this.listCache.clear());
    const product = await manager.findOneByOrFail(Product, { id: productId });
    await recordHistory(manager, product, type, product.stock + taken);
  }
}

function assertQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity <= 0)
    throw new Error(`a stock change needs a positive whole quantity, got ${quantity}`);
}
