import { toEan13 } from '@qmj/contracts';
import { toBuffer, toSVG } from 'bwip-js';
import { keptRenders } from '../common/kept-renders.js';

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
export const barcodePng = keptRenders((upc) => toBuffer(options(upc)));

/** The product's EAN-13 barcode as SVG, UTF-8. */
export const barcodeSvg = keptRenders((upc) => Buffer.from(toSVG(options(upc))));
