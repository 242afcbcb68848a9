import type { ProductHistoryEntry } from '@qmj/contracts';
import { type DataColumn, formatDateTime, formatPeso } from '@qmj/web-kit/ui';

/** Newest first (by time, then by the order the rows were written). */
export function newestFirst(entries: readonly ProductHistoryEntry[]): ProductHistoryEntry[] {
  return [...entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/** The snapshots of a product, one row per create, edit, restock, reservation or release. */
export const HISTORY_COLUMNS: DataColumn<ProductHistoryEntry>[] = [
  { header: 'Date / Time', cell: (entry) => formatDateTime(entry.createdAt), className: 'text-nowrap' },
  { header: 'Type', cell: (entry) => entry.type },
  { header: 'UPC', cell: (entry) => entry.upc, className: 'font-monospace' },
  { header: 'Product', cell: (entry) => entry.name },
  { header: 'Category', cell: (entry) => entry.categoryName },
  { header: 'Size', cell: (entry) => entry.sizeLabel },
  { header: 'Unit Price', cell: (entry) => formatPeso(entry.unitPrice), numeric: true, className: 'text-nowrap' },
  { header: 'Stock', cell: (entry) => entry.stock, numeric: true },
  { header: 'Old Stock', cell: (entry) => entry.oldStock, numeric: true },
];
