import { formatPesos, type ProductHistoryEntry } from '@qmj/contracts';
import { AdminTable } from '../common/admin-table';
import { formatDateTime } from '../common/format';

const HISTORY_COLUMNS = [
  'Date / Time',
  'Type',
  'UPC',
  'Product',
  'Category',
  'Size',
  'Unit Price',
  'Stock',
  'Old Stock',
];
const HISTORY_NUMERIC = ['Unit Price', 'Stock', 'Old Stock'];

/** Newest first (by time, then by the order the rows were written). */
export function newestFirst(entries: readonly ProductHistoryEntry[]): ProductHistoryEntry[] {
  return [...entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/** The snapshots of a product, one row per create, edit, restock, reservation or release. */
export function HistoryTable({ entries }: { entries: ProductHistoryEntry[] }) {
  return (
    <AdminTable label="Product history" columns={HISTORY_COLUMNS} numeric={HISTORY_NUMERIC}>
      {newestFirst(entries).map((entry) => (
        <tr key={entry.id}>
          <td className="text-nowrap">{formatDateTime(entry.createdAt)}</td>
          <td>{entry.type}</td>
          <td className="font-monospace">{entry.upc}</td>
          <td>{entry.name}</td>
          <td>{entry.categoryName}</td>
          <td>{entry.sizeLabel}</td>
          <td className="text-end text-nowrap">{formatPesos(entry.unitPrice)}</td>
          <td className="text-end">{entry.stock}</td>
          <td className="text-end">{entry.oldStock}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
