import type { ReactNode } from 'react';
import { Table } from 'react-bootstrap';

interface AdminTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly string[];
  /** The columns of amounts and counts, aligned right. */
  numeric: readonly string[];
  /** The rows. */
  children: ReactNode;
}

/** An administrator's list as a table: the column headings, then the rows. */
export function AdminTable({ label, columns, numeric, children }: AdminTableProps) {
  return (
    <Table responsive hover className="align-middle bg-white mb-0" aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={numeric.includes(column) ? 'text-end' : undefined}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Table>
  );
}
