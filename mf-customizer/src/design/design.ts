import { type Customization, type CustomizationFields, isMugColor, MUG_COLORS, MUG_FONTS } from '@qmj/contracts';

/** The design on the page: the fields the API keeps, and the picture placed on the mug (decoded, ready to draw). */
export interface Design extends CustomizationFields {
  image: DesignImage | null;
}

/** A chosen picture: the file that is sent and its decoded pixels, which prove in the browser that it is an image. */
export interface DesignImage {
  file: File;
  bitmap: ImageBitmap;
}

export const FIRST_DESIGN: Design = {
  size: 'M',
  color: MUG_COLORS[0].hex,
  text: '',
  font: MUG_FONTS[0],
  bold: false,
  italic: false,
  image: null,
};

/** A saved design opened again: its fields; its picture stays on the server and is fetched by the page. */
export function designFields(saved: Customization): CustomizationFields {
  const { size, color, text, font, bold, italic } = saved;
  return { size, color: isMugColor(color) ? color : FIRST_DESIGN.color, text, font, bold, italic };
}

/** Turns a preview function (3D scene or flat drawing) into the PNG the API keeps. */
export type CapturePreview = () => Promise<Blob>;
