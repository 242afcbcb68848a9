import { PreparedQuery } from '../database/prepared-query.js';
import { Product } from './product.entity.js';

// The product queries of every order and product page (docs/architecture.md#prepared-queries).

export const PRODUCT_BY_ID = PreparedQuery.entities('product by id', (manager) =>
  manager.createQueryBuilder(Product, 'p').where('p.id = :id'),
);

/** Whether a product exists: its id, or no row. */
export const PRODUCT_ID = PreparedQuery.values<{ id: number }>('product id', (manager) =>
  manager.createQueryBuilder(Product, 'p').select('p.id', 'id').where('p.id = :id'),
);

/** The same row, write-locked until the transaction ends (`PreparedQuery.lockedEntities`). */
export const PRODUCT_BY_ID_LOCKED = PreparedQuery.lockedEntities('product by id, locked', (manager) =>
  manager.createQueryBuilder(Product, 'p').where('p.id = :id'),
);

/** A change of the stock, `stock` its new value: one update, never read-then-write. */
const stockChange = (name: string, stock: string, where: string) =>
  PreparedQuery.change(name, (manager) =>
    manager
      .createQueryBuilder()
      .update(Product)
      .set({ stock: () => stock, updatedAt: () => ':now' })
      .where(where),
  );

/** Takes `quantity` only if the stock has that much (the condition decides, so no sale goes below 0). */
export const TAKE_STOCK = stockChange('take stock', 'stock - :quantity', 'id = :id AND stock >= :quantity');

export const PUT_BACK_STOCK = stockChange('put back stock', 'stock + :quantity', 'id = :id');
