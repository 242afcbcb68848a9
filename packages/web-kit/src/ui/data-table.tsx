/// <reference types="@rsbuild/core/types" />
// The build's types of a stylesheet's import (data-table.css); web-kit has no env.d.ts of its own.
import { type CSSProperties, type Key, type ReactNode, useState } from 'react';
import { Card, Table } from 'react-bootstrap';
import { Pager, type PagerProps } from './pager';
import { EmptyState, ErrorState, Loading } from './states';
import './data-table.css';

export interface DataColumn<Row> {
  /** The heading; also the column's key, so headings are unique within a table. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts: heading and cells aligned right, so the digits line up. */
  numeric?: boolean;
  /** Extra classes of the column's cells (`font-monospace`, `text-nowrap`). */
  className?: string;
  /** A fixed width of the column (`6rem`). */
  width?: string;
  /**
   * The row's buttons: kept in sight at the card's right edge on a wide screen, and across the foot of the row's
   * card on a phone, without a heading.
   */
  actions?: boolean;
}

interface DataTableProps<Row> {
  /** The table's accessible name ("Products", the selected view of the orders). */
  label: string;
  /** A visible title above the rows, when the page has none. */
  caption?: ReactNode;
  columns: readonly DataColumn<Row>[];
  /** The rows; undefined before the first answer. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => Key;
  /** Shown instead of the table when there are no rows. */
  emptyText: string;
  loading?: boolean;
  /** Why the rows could not be loaded; shown instead of the table. */
  error?: string | null;
  /** Offered with the error. */
  onRetry?: () => void;
  /** Previous / Next under the card; omitted, the table shows every row it is given. */
  paging?: PagerProps;
  /**
   * The most rows it shows: the card keeps room for them (and the heading) from the start, so that the rows
   * coming in, or fewer of them, move nothing below it.
   */
  reservedRows?: number;
}

function classes(...names: (string | false | undefined)[]): string | undefined {
  return names.filter(Boolean).join(' ') || undefined;
}

type ColumnLook = Pick<DataColumn<unknown>, 'numeric' | 'className' | 'actions'>;

function headerClass(column: ColumnLook): string | undefined {
  return classes(column.numeric && 'text-end', column.actions && 'qmj-data-table-actions');
}

function cellClass(column: ColumnLook): string | undefined {
  return classes(headerClass(column), column.className);
}

/** The room the card keeps (data-table.css): its reserved rows, and on a phone each row's card of so many lines. */
function reservedRoom(reservedRows: number | undefined, columns: number): CSSProperties | undefined {
  return reservedRows
    ? ({ '--qmj-reserved-rows': reservedRows, '--qmj-columns': columns } as CSSProperties)
    : undefined;
}

/**
 * A list as a table in a card, with its loading, error and empty states in the same place. Below Bootstrap's md
 * breakpoint each row is drawn as a card of its cells, each named by its column's heading (data-table.css), so a
 * phone never scrolls sideways; a wider table than its card scrolls inside it (`.table-responsive`, focusable so a
 * keyboard can scroll it) with the row's buttons held at the right edge.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    label,
    caption,
    columns,
    rows,
    rowKey,
    emptyText,
    loading = false,
    error,
    onRetry,
    paging,
    reservedRows,
  } = props;
  // The pager comes with the first rows, not under the first loading state, where it was pushed down as they came;
  // once there it stays while another page loads, so Previous and Next keep the focus.
  const [rowsShown, setRowsShown] = useState(!loading);
  if (!loading && !rowsShown) setRowsShown(true);
  let content: ReactNode;
  if (loading) content = <Loading />;
  else if (error) content = <ErrorState message={error} onRetry={onRetry} className="m-3" />;
  else if (!rows || rows.length === 0) content = <EmptyState text={emptyText} />;
  else {
    content = (
      // The sideways scroll is reachable by keyboard too: the scrolling box takes the focus (docs/accessibility.md).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll without a mouse
      <section className="table-responsive" aria-label={label} tabIndex={0}>
        <Table hover className="align-middle bg-white mb-0" aria-label={label}>
          {caption && <caption className="caption-top px-3">{caption}</caption>}
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={headerClass(column)}
                  style={column.width ? { width: column.width } : undefined}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.header} className={cellClass(column)} data-label={column.header}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </section>
    );
  }
  return (
    <>
      <Card className="border-0 shadow-sm">
        <Card.Body className="qmj-data-table p-0" style={reservedRoom(reservedRows, columns.length)}>
          {content}
        </Card.Body>
      </Card>
      {paging && (!loading || rowsShown) && <Pager {...paging} />}
    </>
  );
}
