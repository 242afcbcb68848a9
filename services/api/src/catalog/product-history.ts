import type { ProductHistoryType } from '@qmj/contracts';
import { PreparedQuery } from '../database/prepared-query.js';
import type { UnitOfWork } from '../database/unit-of-work.js';
import type { Product } from './product.entity.js';
import { ProductHistory } from './product-history.entity.js';

/** What a history row copies from its product, as the product is after the change. */
export type ProductSnapshot = Pick<
  Product,
  'id' | 'upc' | 'categoryId' | 'sizeId' | 'name' | 'description' | 'imageKey' | 'unitPrice' | 'stock'
>;

/** Every stock change and product edit writes one (docs/architecture.md#prepared-queries). */
const INSERT_HISTORY = PreparedQuery.insert('insert a product history row', ProductHistory);

/** Writes the snapshot row of a change, in the transaction of the change. */
export async function recordHistory(
  unitOfWork: UnitOfWork,
  product: ProductSnapshot,
  type: ProductHistoryType,
  oldStock: number,
): Promise<void> {
  await unitOfWork.insert(INSERT_HISTORY, {
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
