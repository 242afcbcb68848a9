import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUSINESS, BUSINESS_TIME_ZONE } from '@qmj/contracts';
import { type Font, type GlyphRun, create as parseFont } from 'fontkit';
import { LRUCache } from 'lru-cache';
import PDFDocument from 'pdfkit';

/** `services/api/{src,dist}/reports` → `services/api/assets/fonts`: DejaVu Sans, which has the peso sign (U+20B1). */
export const FONT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../assets/fonts');
export const REGULAR_FONT = join(FONT_DIR, 'DejaVuSans.ttf');
export const BOLD_FONT = join(FONT_DIR, 'DejaVuSans-Bold.ttf');

/** The shaped texts kept per font (a few megabytes at most): the words, dates and amounts of the reports and documents. */
const KEPT_LAYOUTS = 5_000;

/**
 * `font` with its shaping (fontkit's `layout`: the OpenType substitutions and kerning of a text, the same every time)
 * kept across documents. pdfkit keeps it within one document only, and shaping the same labels, dates and amounts again
 * was a fifth of a report's time (docs/serving.md#the-slowest-three). pdfkit scales a run's positions in place, so each
 * call gets positions of its own; the glyphs are fontkit's own, shared already.
 */
function withKeptLayouts(font: Font): Font {
  const shape = font.layout.bind(font);
  const kept = new LRUCache<string, GlyphRun>({ max: KEPT_LAYOUTS });
  font.layout = (text, features) => {
    const key = features === undefined ? text : `${JSON.stringify(features)}\u0000${text}`;
    let run = kept.get(key);
    if (!run) {
      run = shape(text, features);
      kept.set(key, run);
    }
    // A run's prototype has its `advanceWidth`, which pdfkit reads; a position is plain numbers.
    const positions = run.positions.map((position) => ({ ...position }));
    return Object.assign(Object.create(Object.getPrototypeOf(run)), run, { positions });
  };
  return font;
}

/**
 * The fonts, parsed once for every document: given a file, pdfkit parses the font anew for each one, and reading its
 * glyphs' metrics again was most of a report's time (docs/serving.md#every-read-route). Each document still embeds
 * its own subset.
 */
const FONTS = {
  Body: withKeptLayouts(parseFont(readFileSync(REGULAR_FONT))),
  Bold: withKeptLayouts(parseFont(readFileSync(BOLD_FONT))),
} as const;

export interface ReportTable {
  title: string;
  subtitle?: string;
  columns: readonly string[];
  rows: string[][];
  /** Columns whose text is aligned right (numbers and money). */
  numeric?: readonly string[];
  /** Shown in place of the rows when there are none. */
  empty?: string;
  footer?: string;
}

/** Made once: a report formats a date on every row, and making the format is most of the cost. */
const MANILA_DATE_TIME = new Intl.DateTimeFormat('en-PH', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** A date and time as the business reads it (Asia/Manila). */
export function manilaDateTime(value: Date | string): string {
  return MANILA_DATE_TIME.format(new Date(value));
}

/** A new A4 document with the embedded fonts, its title and the business's line, and the promise of its bytes. */
function startPdf(
  title: string,
  layout: 'landscape' | 'portrait',
  subtitle: string | undefined,
  generatedAt: Date,
): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margin: 36,
    info: { Title: title, Author: BUSINESS.name, Creator: 'QMJ API' },
    // No Helvetica: every text is in the embedded fonts, and pdfkit would read its metrics for each document.
    font: null as unknown as string,
  });
  for (const [name, font] of Object.entries(FONTS)) doc.registerFont(name, font as unknown as string);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Bold').fontSize(16).text(title);
  doc.font('Body').fontSize(9).fillColor('#555555');
  if (subtitle) doc.text(subtitle);
  doc.text(`${BUSINESS.name} · generated ${manilaDateTime(generatedAt)}`);
  doc.moveDown(0.8).fillColor('#000000');
  return { doc, done };
}

/** The tables' look: thin grey rules, a grey header row in bold, the rows a size smaller. */
const TABLE_STYLE = {
  padding: 3,
  border: 0.5,
  borderColor: '#999999',
  headerBackground: '#e8e8e8',
  header: { font: 'Bold', size: 9 },
  body: { font: 'Body', size: 8 },
} as const;

interface TableRow {
  texts: readonly string[];
  /** Each text's width on one line, in points. */
  widths: readonly number[];
}

/**
 * Each column as wide as its widest text when they all fit, grown in proportion to fill the line. When they do not,
 * a column keeps its width while it is no wider than an equal share of the room the kept ones leave, and the rest
 * share what is left in proportion: their text wraps, a long name's rather than a date's.
 */
function columnWidths(natural: readonly number[], available: number): number[] {
  const total = natural.reduce((sum, width) => sum + width, 0);
  if (total <= available) return natural.map((width) => (width * available) / total);
  const kept = natural.map(() => false);
  let room = available;
  let open = natural.length;
  for (let more = true; more && open > 0; ) {
    const share = room / open;
    more = false;
    natural.forEach((width, column) => {
      if (kept[column] || width > share) return;
      kept[column] = true;
      room -= width;
      open -= 1;
      more = true;
    });
  }
  const wrapped = natural.reduce((sum, width, column) => (kept[column] ? sum : sum + width), 0);
  return natural.map((width, column) => (kept[column] ? width : (width * room) / wrapped));
}

/**
 * Draws `table` at the cursor: a grey header row, repeated at the top of every page, then its rows (or its `empty`
 * line). Each text is measured once; only a text wider than its column is laid out in lines (docs/serving.md#the-slowest-three).
 */
function drawTable(doc: PDFKit.PDFDocument, table: Pick<ReportTable, 'columns' | 'rows' | 'numeric' | 'empty'>): void {
  const { padding } = TABLE_STYLE;
  const numeric = new Set(table.numeric ?? []);
  const alignRight = table.columns.map((column) => numeric.has(column));
  const measure = (texts: readonly string[], style: { font: string; size: number }): TableRow => {
    doc.font(style.font).fontSize(style.size);
    return { texts, widths: texts.map((text) => doc.widthOfString(text)) };
  };
  const header = measure(table.columns, TABLE_STYLE.header);
  const rows = table.rows.map((row) => measure(row, TABLE_STYLE.body));
  const left = doc.page.margins.left;
  const available = doc.page.width - left - doc.page.margins.right;
  // One point more than the text, so that a text exactly as wide as its column is never wrapped by rounding.
  const natural = table.columns.map(
    (_, column) =>
      rows.reduce((widest, row) => Math.max(widest, row.widths[column] ?? 0), header.widths[column] ?? 0) +
      2 * padding +
      1,
  );
  const widths = columnWidths(natural, available);

  const drawRow = (
    row: TableRow,
    cellWidths: readonly number[],
    right: readonly boolean[],
    style: { font: string; size: number },
  ): void => {
    doc.font(style.font).fontSize(style.size);
    const lineHeight = doc.currentLineHeight(true);
    const textHeights = row.texts.map((text, column) => {
      const inner = (cellWidths[column] ?? available) - 2 * padding;
      return (row.widths[column] ?? 0) <= inner ? lineHeight : doc.heightOfString(text, { width: inner });
    });
    const height = Math.max(...textHeights) + 2 * padding;
    const isHeader = row === header;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom && doc.y > doc.page.margins.top) {
      doc.addPage();
      if (!isHeader) drawRow(header, widths, alignRight, TABLE_STYLE.header);
      doc.font(style.font).fontSize(style.size);
    }
    const top = doc.y;
    const rowWidth = cellWidths.reduce((sum, width) => sum + width, 0);
    if (isHeader) doc.rect(left, top, rowWidth, height).fill(TABLE_STYLE.headerBackground);
    doc.fillColor('#000000');
    let x = left;
    row.texts.forEach((text, column) => {
      const width = cellWidths[column] ?? available;
      const inner = width - 2 * padding;
      const textWidth = row.widths[column] ?? 0;
      // The header's texts sit in the middle of their row; the rows' at its top.
      const y = top + padding + (isHeader ? (height - 2 * padding - (textHeights[column] ?? 0)) / 2 : 0);
      if (textWidth > inner) {
        doc.text(text, x + padding, y, { width: inner, align: right[column] ? 'right' : 'left' });
      } else {
        doc.text(text, x + padding + (right[column] ? inner - textWidth : 0), y, { lineBreak: false });
      }
      doc.rect(x, top, width, height);
      x += width;
    });
    doc.lineWidth(TABLE_STYLE.border).strokeColor(TABLE_STYLE.borderColor).stroke();
    doc.x = left;
    doc.y = top + height;
  };

  drawRow(header, widths, alignRight, TABLE_STYLE.header);
  if (rows.length === 0) {
    drawRow(measure([table.empty ?? 'No rows.'], TABLE_STYLE.body), [available], [false], TABLE_STYLE.body);
  }
  for (const row of rows) drawRow(row, widths, alignRight, TABLE_STYLE.body);
}

/** Renders one titled table on A4 landscape pages with the embedded font, and gives the PDF's bytes. */
export function renderTablePdf(report: ReportTable, generatedAt = new Date()): Promise<Buffer> {
  const { doc, done } = startPdf(report.title, 'landscape', report.subtitle, generatedAt);
  drawTable(doc, report);
  if (report.footer) {
    doc.moveDown(0.8).font('Bold').fontSize(9).text(report.footer, doc.page.margins.left);
  }
  doc.end();
  return done;
}

/** A business document for a customer (a quotation, an invoice, an acknowledgement): who it is from and for, its lines and totals. */
export interface BusinessDocument {
  title: string;
  subtitle?: string;
  /** Label and value lines under the title (the customer, the event, the dates). */
  details: readonly (readonly [string, string])[];
  table?: Pick<ReportTable, 'columns' | 'rows' | 'numeric' | 'empty'>;
  /** Label and amount lines under the table, the last in bold. */
  totals: readonly (readonly [string, string])[];
  /** A closing line in small print. */
  note?: string;
}

/** Renders a business document on A4 portrait with the business's address and contacts, and gives the PDF's bytes. */
export function renderBusinessPdf(document: BusinessDocument, generatedAt = new Date()): Promise<Buffer> {
  const { doc, done } = startPdf(document.title, 'portrait', document.subtitle, generatedAt);
  doc.font('Body').fontSize(9).fillColor('#555555');
  doc.text(`${BUSINESS.address} · ${BUSINESS.phone} · ${BUSINESS.email}`);
  doc.moveDown(0.8).fillColor('#000000').fontSize(10);
  for (const [label, value] of document.details) {
    doc.font('Bold').text(`${label}: `, { continued: true }).font('Body').text(value);
  }
  doc.moveDown(0.8);
  if (document.table) {
    drawTable(doc, document.table);
    doc.moveDown(0.8);
  }
  document.totals.forEach(([label, value], index) => {
    const last = index === document.totals.length - 1;
    doc
      .font(last ? 'Bold' : 'Body')
      .fontSize(10)
      .text(`${label}: ${value}`, doc.page.margins.left, undefined, { align: 'right' });
  });
  if (document.note) doc.moveDown(1).font('Body').fontSize(8).fillColor('#555555').text(document.note);
  doc.end();
  return done;
}
