import { Injectable, NotFoundException } from '@nestjs/common';
import { CATALOG_MESSAGES } from '@qmj/contracts';
import { UnitOfWork } from '../database/unit-of-work.js';
import type { Product } from './product.entity.js';
import { recordHistory } from './product-history.js';
import { ProductListCache } from './product-list-cache.js';
import { PRODUCT_BY_ID_LOCKED, PUT_BACK_STOCK, TAKE_STOCK } from './product-queries.js';

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

  /**
   * Takes `quantity` from the stock of `product` (the row the caller's transaction locked, `lock`) if
   * there is that much; false (and nothing changed) otherwise.
   */
  async reserve(product: Product, quantity: number): Promise<boolean> {
    assertQuantity(quantity);
    return this.unitOfWork.transaction(async () => {
      const taken = await this.unitOfWork.run(TAKE_STOCK, { id: product.id, quantity, now: new Date() });
      if (!taken) return false;
      await this.record(product, 'reserve', -quantity);
      return true;
    });
  }

  /** Puts `quantity` back into the stock of `product` (locked, as for `reserve`): a cancelled or denied order. */
  async release(product: Product, quantity: number): Promise<void> {
    assertQuantity(quantity);
    await this.unitOfWork.transaction(async () => {
      await this.unitOfWork.run(PUT_BACK_STOCK, { id: product.id, quantity, now: new Date() });
      await this.record(product, 'release', quantity);
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
    return this.unitOfWork.transaction(async () => {
      const product = await this.unitOfWork.row(PRODUCT_BY_ID_LOCKED, { id: productId });
      if (!product) throw new NotFoundException(CATALOG_MESSAGES.productMissing);
      return product;
    });
  }

  /** The history row of a stock change of `change` units on the locked `product` (its row before the change). */
  private async record(product: Product, type: 'reserve' | 'release', change: number) {
    // The cached catalogue pages show the stock: dropped once the change is visible to readers.
    this.unitOfWork.afterCommit(() => this.listCache.clear());
    await recordHistory(this.unitOfWork, { ...product, stock: product.stock + change }, type, product.stock);
  }
}

function assertQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity <= 0)
    throw new Error(`a stock change needs a positive whole quantity, got ${quantity}`);
}
