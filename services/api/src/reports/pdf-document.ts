import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUSINESS, BUSINESS_TIME_ZONE } from '@qmj/contracts';
import { create as parseFont } from 'fontkit';
import PDFDocument from 'pdfkit';

/** `services/api/{src,dist}/reports` → `services/api/assets/fonts`: DejaVu Sans, which has the peso sign (U+20B1). */
export const FONT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../assets/fonts');
export const REGULAR_FONT = join(FONT_DIR, 'DejaVuSans.ttf');
export const BOLD_FONT = join(FONT_DIR, 'DejaVuSans-Bold.ttf');

/**
 * The fonts, parsed once for every document: given a file, pdfkit parses the font anew for each one, and reading its
 * glyphs' metrics again was most of a report's time (docs/serving.md#every-read-route). Each document still embeds
 * its own subset.
 */
const FONTS = {
  Body: parseFont(readFileSync(REGULAR_FONT)),
  Bold: parseFont(readFileSync(BOLD_FONT)),
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

/** A date and time as the business reads it (Asia/Manila). */
export function manilaDateTime(value: Date | string): string {
  return new Intl.DateTimeFormat('en-PH', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(value));
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
  });
  // Registered under a family too, and never given as the document's first font: pdfkit's table puts the font back
  // after each cell by its source and family, and keeps a font by that family only when no equal font is kept under
  // its own name already; otherwise it parses the font again for every cell.
  for (const [name, font] of Object.entries(FONTS)) doc.registerFont(name, font as unknown as string, name);
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

/** Draws `table` at the cursor: a grey header row, then its rows (or its `empty` line). */
function drawTable(doc: PDFKit.PDFDocument, table: Pick<ReportTable, 'columns' | 'rows' | 'numeric' | 'empty'>): void {
  const numeric = new Set(table.numeric ?? []);
  const align = table.columns.map((column) => (numeric.has(column) ? 'right' : 'left'));
  const header = table.columns.map((column, index) => ({
    text: column,
    type: 'TH' as const,
    font: { src: 'Bold', size: 9 },
    backgroundColor: '#e8e8e8',
    align: { x: align[index] as 'left' | 'right', y: 'center' as const },
  }));
  const body =
    table.rows.length > 0
      ? table.rows.map((row) =>
          row.map((text, index) => ({
            text,
            font: { src: 'Body', size: 8 },
            align: { x: align[index] as 'left' | 'right' },
          })),
        )
      : [[{ text: table.empty ?? 'No rows.', colSpan: table.columns.length, font: { src: 'Body', size: 8 } }]];
  doc.fontSize(8).table({ data: [header, ...body], defaultStyle: { padding: 3, border: 0.5, borderColor: '#999999' } });
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
