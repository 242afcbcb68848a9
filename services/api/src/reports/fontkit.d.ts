// fontkit ships no types; pdfkit takes one of its fonts where it takes a font's file (pdf-document.ts).
declare module 'fontkit' {
  /** A shaped text: its glyphs and where each goes (`xAdvance`, `yAdvance`, `xOffset`, `yOffset`). */
  export interface GlyphRun {
    glyphs: unknown[];
    positions: Record<string, number>[];
  }
  export interface Font {
    layout(text: string, features?: unknown): GlyphRun;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
