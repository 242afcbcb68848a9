import {
  averageOfRatings,
  CATALOG_MESSAGES,
  inventoryValue,
  type MugSize,
  mediaUrl,
  type Product,
  type ProductHistoryEntry,
  type ProductHistoryType,
  stockStatus,
  toEan13,
} from '@qmj/contracts';
import { isoDate } from '../common/database-rows.js';
import type { UnitsSold } from '../orders/order-ledger.service.js';
import type { RatingsOfProduct } from '../reviews/review-ratings.js';

/** A product row with its category name and size label joined in (null when either is gone). */
export interface ProductRow {
  id: number;
  upc: string;
  categoryId: number;
  categoryName: string | null;
  sizeId: number;
  sizeLabel: string | null;
  name: string;
  description: string;
  imageKey: string | null;
  stock: number;
  unitPrice: number;
  ships: string;
  customizableSize: MugSize | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export interface ProductHistoryRow extends Omit<ProductRow, 'ships' | 'customizableSize' | 'updatedAt'> {
  productId: number;
  type: ProductHistoryType;
  oldStock: number;
}

/** What a product and a history entry both show of a row: 'Unknown' for a category or size that is gone. */
function describedIn(row: ProductHistoryRow | ProductRow) {
  return {
    categoryId: Number(row.categoryId),
    categoryName: row.categoryName ?? CATALOG_MESSAGES.unknown,
    sizeId: Number(row.sizeId),
    sizeLabel: row.sizeLabel ?? CATALOG_MESSAGES.unknown,
    name: row.name,
    description: row.description,
    imageUrl: mediaUrl(row.imageKey),
  };
}

/** What orders and reviews say of a product: its sold count and its rating (docs/catalogue.md). */
export type ProductStanding = Pick<Product, 'sold' | 'ratingAverage' | 'ratingCount'>;

/** A product's standing from the figures its row was read with (`withUnitsSold`, `withRatings`). */
export function standingOf(row: UnitsSold & RatingsOfProduct): ProductStanding {
  const ratingCount = Number(row.ratingCount);
  return {
    sold: Number(row.sold ?? 0),
    ratingAverage: averageOfRatings(Number(row.ratingSum ?? 0), ratingCount),
    ratingCount,
  };
}

/** The API's product: every derived value (EAN-13, inventory value, stock status, 'Unknown' names) is made here only. */
export function toProduct(row: ProductRow, standing: ProductStanding): Product {
  const stock = Number(row.stock);
  const unitPrice = Number(row.unitPrice);
  return {
    id: Number(row.id),
    upc: row.upc,
    ean13: toEan13(row.upc),
    ...describedIn(row),
    stock,
    unitPrice,
    inventoryValue: inventoryValue(stock, unitPrice),
    stockStatus: stockStatus(stock),
    ...standing,
    ships: row.ships,
    customizableSize: row.customizableSize,
    createdAt: isoDate(row.createdAt),
    updatedAt: isoDate(row.updatedAt),
  };
}

export function toHistoryEntry(row: ProductHistoryRow): ProductHistoryEntry {
  const stock = Number(row.stock);
  const unitPrice = Number(row.unitPrice);
  return {
    id: Number(row.id),
    productId: Number(row.productId),
    type: row.type,
    upc: row.upc,
    ...describedIn(row),
    unitPrice,
    inventoryValue: inventoryValue(stock, unitPrice),
    stock,
    oldStock: Number(row.oldStock),
    createdAt: isoDate(row.createdAt),
  };
}

/** An edit that raises the stock is a restock; any other edit is an edit. */
export function editType(oldStock: number, newStock: number): 'edit' | 'restock' {
  return newStock > oldStock ? 'restock' : 'edit';
}
