import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { type DataColumn, DataTable } from './data-table';

interface Request {
  id: number;
  code: string;
  total: number;
}

const COLUMNS: DataColumn<Request>[] = [
  { header: 'Transaction Code', cell: (request) => request.code, className: 'font-monospace' },
  { header: 'Total', cell: (request) => request.total, numeric: true },
  {
    header: 'Actions',
    cell: (request) => <button type="button">Approve {request.code}</button>,
    actions: true,
  },
];

const ROWS: Request[] = [
  { id: 1, code: 'QMJ-1', total: 1200 },
  { id: 2, code: 'QMJ-2', total: 80 },
];

const table = (props: Partial<Parameters<typeof DataTable<Request>>[0]> = {}) =>
  renderToStaticMarkup(
    <DataTable
      label="Pending Orders"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(request) => request.id}
      emptyText="No requests."
      {...props}
    />,
  );

/** The rules of data-table.css under one media query, as written. */
function phoneRules(): string {
  const css = readFileSync(new URL('./data-table.css', import.meta.url), 'utf8');
  const start = css.indexOf('@media (max-width: 767.98px)');
  expect(start).toBeGreaterThan(-1);
  return css.slice(start);
}

describe('DataTable as cards on a phone', () => {
  it('names every cell with its column’s heading, the term its card shows', () => {
    const html = table();
    expect(html).toContain('<td class="font-monospace" data-label="Transaction Code">QMJ-1</td>');
    expect(html).toContain('<td class="text-end" data-label="Total">1200</td>');
    expect(html).toContain('<td class="font-monospace" data-label="Transaction Code">QMJ-2</td>');
    // The card's term is the cell's label: the phone's rules draw it, and no other text.
    expect(phoneRules()).toMatch(/td::before\s*{\s*content: attr\(data-label\);/);
  });

  it('keeps the table and its column headings for assistive technology', () => {
    const html = table();
    expect(html).toContain('<table aria-label="Pending Orders"');
    expect(html).toContain('<th scope="col" class="text-end">Total</th>');
    // Out of sight on a phone, but not display: none, which would take the headings from screen readers too.
    const thead = phoneRules().match(/\.qmj-data-table \.table thead\s*{([^}]*)}/);
    expect(thead?.[1]).toContain('clip-path: inset(50%)');
    expect(thead?.[1]).not.toContain('display: none');
  });

  it('marks the row’s buttons, heading and cells, to hold them in sight', () => {
    const html = table();
    expect(html).toContain('<th scope="col" class="qmj-data-table-actions">Actions</th>');
    expect(html).toContain(
      '<td class="qmj-data-table-actions" data-label="Actions"><button type="button">Approve QMJ-1</button></td>',
    );
    expect(html.match(/<td class="qmj-data-table-actions"/g)).toHaveLength(ROWS.length);
  });

  it('keeps the room of the reserved rows, as many lines a card as there are columns', () => {
    const reserving = table({ reservedRows: 5, rows: undefined, loading: true });
    expect(reserving).toContain(
      '<div class="qmj-data-table p-0 card-body" style="--qmj-reserved-rows:5;--qmj-columns:3">',
    );
    expect(table()).toContain('<div class="qmj-data-table p-0 card-body">');
  });
});
