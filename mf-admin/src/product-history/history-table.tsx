import { formatPesos, type ProductHistoryEntry } from '@qmj/contracts';
import { Table } from 'react-bootstrap';
import { formatDateTime } from '../common/format';

/** Newest first (by time, then by the order the rows were written). */
export function newestFirst(entries: readonly ProductHistoryEntry[]): ProductHistoryEntry[] {
  return [...entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/** The snapshots of a product, one row per create, edit, restock, reservation or release. */
export function HistoryTable({ entries }: { entries: ProductHistoryEntry[] }) {
  return (
    <Table responsive hover className="align-middle bg-white mb-0" aria-label="Product history">
      <thead>
        <tr>
          <th scope="col">Date / Time</th>
          <th scope="col">Type</th>
          <th scope="col">UPC</th>
          <th scope="col">Product</th>
          <th scope="col">Category</th>
          <th scope="col">Size</th>
          <th scope="col" className="text-end">
            Unit Price
          </th>
          <th scope="col" className="text-end">
            Stock
          </th>
          <th scope="col" className="text-end">
            Old Stock
          </th>
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </Table>
  );
}
