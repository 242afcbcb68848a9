import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { requireTool, run } from '../../test/catalog-fixtures.js';
import { renderTablePdf } from './pdf-document.js';

let pdftotext: string;
let dir: string;

beforeAll(() => {
  pdftotext = requireTool('/usr/bin/pdftotext', 'poppler-utils');
  dir = mkdtempSync(join(tmpdir(), 'qmj-pdf-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The PDF's pages as `pdftotext -layout` reads them. */
function pages(pdf: Buffer): string[] {
  const file = join(dir, 'table.pdf');
  writeFileSync(file, pdf);
  return run(pdftotext, ['-layout', file, '-'])
    .split('\f')
    .filter((page) => page.trim() !== '');
}

/** Every word of the PDF with its box on the page, as `pdftotext -bbox` reads them. */
function wordBoxes(pdf: Buffer): string[] {
  const file = join(dir, 'boxes.pdf');
  writeFileSync(file, pdf);
  return run(pdftotext, ['-bbox', file, '-']).match(/<word [^>]*>[^<]*<\/word>/g) ?? [];
}

const COLUMNS = ['Date', 'Product', 'Category', 'Qty', 'Total'];
const LONG_NAME =
  'Personalised wedding album with a hand-stitched linen cover, gold foil lettering, sixty pages of lay-flat prints and a keepsake box';

describe('renderTablePdf', () => {
  it('repeats the header on every page and keeps every row', async () => {
    const rows = Array.from({ length: 120 }, (_, index) => [
      '2026-11-27',
      `Row ${index + 1} mug`,
      'Souvenirs',
      String(index + 1),
      '₱1,234.00',
    ]);
    const text = pages(
      await renderTablePdf({ title: 'Product List', columns: COLUMNS, numeric: ['Qty', 'Total'], rows }),
    );

    expect(text.length).toBeGreaterThan(1);
    for (const page of text) expect(page).toMatch(/Date\s+Product\s+Category\s+Qty\s+Total/);
    const all = text.join('\n');
    for (let index = 1; index <= 120; index++) expect(all).toMatch(new RegExp(`Row ${index} mug\\b`));
  });

  it('wraps a text wider than its column and leaves the others on one line', async () => {
    const columns = [...COLUMNS, 'UPC', 'Size', 'Status', 'Old Stock', 'Stock'];
    const row = ['2026-11-27', LONG_NAME, 'Albums', '2', '₱5,000.00', '012345678905', 'Large', 'In Stock', '10', '8'];
    const [page] = pages(await renderTablePdf({ title: 'Product History', columns, rows: [row] }));

    expect(page).not.toContain(LONG_NAME);
    for (const word of LONG_NAME.split(' ')) expect(page).toContain(word);
    expect(page).toMatch(/2026-11-27\s+Personalised wedding/);
    for (const text of ['012345678905', '₱5,000.00', 'In Stock']) expect(page).toContain(text);
  });

  it('places every word of a document where it placed it in the documents before (shaping is kept across them)', async () => {
    const table = {
      title: 'Sales Report',
      columns: COLUMNS,
      numeric: ['Qty', 'Total'],
      rows: [['2026-11-27', 'Wavy AVATAR mug', 'Souvenirs', '12', '₱1,234.00']],
    };
    const first = wordBoxes(await renderTablePdf(table, new Date('2026-11-27T02:00:00Z')));
    const again = wordBoxes(await renderTablePdf(table, new Date('2026-11-27T02:00:00Z')));

    expect(first.join('\n')).toContain('AVATAR');
    expect(again).toEqual(first);
  });

  it('says its empty line when there are no rows', async () => {
    const [page] = pages(
      await renderTablePdf({ title: 'Product Sales', columns: COLUMNS, rows: [], empty: 'No sales yet.' }),
    );

    expect(page).toMatch(/Date\s+Product\s+Category\s+Qty\s+Total/);
    expect(page).toContain('No sales yet.');
  });
});
