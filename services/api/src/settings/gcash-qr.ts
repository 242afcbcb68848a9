import { toBuffer } from 'bwip-js';
import { keptRenders } from '../common/kept-renders.js';

/** A QR code of the GCash number, as a PNG that any scanner reads (the demo's, until a real one is uploaded). */
export const gcashQrPng = keptRenders((gcashNumber) =>
  toBuffer({
    bcid: 'qrcode',
    text: gcashNumber,
    scale: 6,
    paddingwidth: 4,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  }),
);
