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

/** Renders one titled table on A4 landscape pages with the embedded font, and gives the PDF's bytes. */
export function renderTablePdf(report: ReportTable, generatedAt = new Date()): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: { Title: report.title, Author: BUSINESS.name, Creator: 'QMJ API' },
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

  doc.font('Bold').fontSize(16).text(report.title);
  doc.font('Body').fontSize(9).fillColor('#555555');
  if (report.subtitle) doc.text(report.subtitle);
  doc.text(`${BUSINESS.name} · generated ${manilaDateTime(generatedAt)}`);
  doc.moveDown(0.8).fillColor('#000000');

  const numeric = new Set(report.numeric ?? []);
  const align = report.columns.map((column) => (numeric.has(column) ? 'right' : 'left'));
  const header = report.columns.map((column, index) => ({
    text: column,
    type: 'TH' as const,
    font: { src: 'Bold', size: 9 },
    backgroundColor: '#e8e8e8',
    align: { x: align[index] as 'left' | 'right', y: 'center' as const },
  }));
  const body =
    report.rows.length > 0
      ? report.rows.map((row) =>
          row.map((text, index) => ({
            text,
            font: { src: 'Body', size: 8 },
            align: { x: align[index] as 'left' | 'right' },
          })),
        )
      : [[{ text: report.empty ?? 'No rows.', colSpan: report.columns.length, font: { src: 'Body', size: 8 } }]];
  doc.fontSize(8).table({ data: [header, ...body], defaultStyle: { padding: 3, border: 0.5, borderColor: '#999999' } });

  if (report.footer) {
    doc.moveDown(0.8).font('Bold').fontSize(9).text(report.footer, doc.page.margins.left);
  }
  doc.end();
  return done;
}
