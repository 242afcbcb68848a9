import {
  CATALOG_MESSAGES,
  inventoryValue,
  mediaUrl,
  type Product,
  type ProductHistoryEntry,
  type ProductHistoryType,
  stockStatus,
  toEan13,
} from '@qmj/contracts';
import { isoDate } from '../common/database-rows.js';

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
  createdAt: Date | string;
  updatedAt: Date | string;
}

export interface ProductHistoryRow extends Omit<ProductRow, 'ships' | 'updatedAt'> {
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

/** The API's product: every derived value (EAN-13, inventory value, stock status, 'Unknown' names) is made here only. */
export function toProduct(row: ProductRow, sold: number): Product {
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
    sold,
    ships: row.ships,
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
