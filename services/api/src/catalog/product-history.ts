import type { ProductHistoryType } from '@qmj/contracts';
import type { EntityManager } from 'typeorm';
import type { Product } from './product.entity.js';
import { ProductHistory } from './product-history.entity.js';

/** Writes the snapshot row of a change, with the same manager (so in the same transaction) as the change. */
export async function recordHistory(
  manager: EntityManager,
  product: Product,
  type: ProductHistoryType,
  oldStock: number,
): Promise<void> {
  await manager.insert(ProductHistory, {
    productId: product.id,
    type,
    upc: product.upc,
    categoryId: product.categoryId,
    sizeId: product.sizeId,
    name: product.name,
    description: product.description,
    imageKey: product.imageKey,
    unitPrice: product.unitPrice,
    stock: product.stock,
    oldStock,
    createdAt: new Date(),
  });
}
