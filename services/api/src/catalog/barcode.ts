import { toEan13 } from '@qmj/contracts';
import { toBuffer, toSVG } from 'bwip-js';

const options = (upc: string) => ({
  bcid: 'ean13',
  // The 13 digits with the check digit computed by the contracts; bwip-js verifies it.
  text: toEan13(upc),
  scale: 3,
  height: 20,
  includetext: true,
  textxalign: 'center' as const,
  backgroundcolor: 'FFFFFF',
  paddingwidth: 10,
  paddingheight: 6,
});

/** The product's EAN-13 barcode as a PNG image. */
export function barcodePng(upc: string): Promise<Buffer> {
  return toBuffer(options(upc));
}

/** The product's EAN-13 barcode as SVG text. */
export function barcodeSvg(upc: string): string {
  return toSVG(options(upc));
}
