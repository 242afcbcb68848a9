// fontkit ships no types; pdfkit takes one of its fonts where it takes a font's file (pdf-document.ts).
declare module 'fontkit' {
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
