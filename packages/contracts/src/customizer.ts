/** The mug customizer's rules and texts (docs/customizer.md). */

/** The 30 colours of the palette, as `#rrggbb` with the name the customizer shows. */
export const MUG_COLORS = [
  { hex: '#ffffff', name: 'White' },
  { hex: '#fffff0', name: 'Ivory' },
  { hex: '#f5f0dc', name: 'Cream' },
  { hex: '#d3d3d3', name: 'Light Grey' },
  { hex: '#708090', name: 'Slate Grey' },
  { hex: '#36454f', name: 'Charcoal' },
  { hex: '#000000', name: 'Black' },
  { hex: '#d32f2f', name: 'Red' },
  { hex: '#dc143c', name: 'Crimson' },
  { hex: '#800000', name: 'Maroon' },
  { hex: '#ff7f50', name: 'Coral' },
  { hex: '#ff8c00', name: 'Orange' },
  { hex: '#ffcba4', name: 'Peach' },
  { hex: '#ffd700', name: 'Gold' },
  { hex: '#ffeb3b', name: 'Yellow' },
  { hex: '#a4d65e', name: 'Lime' },
  { hex: '#2e7d32', name: 'Green' },
  { hex: '#808000', name: 'Olive' },
  { hex: '#98ff98', name: 'Mint' },
  { hex: '#008080', name: 'Teal' },
  { hex: '#40e0d0', name: 'Turquoise' },
  { hex: '#87ceeb', name: 'Sky Blue' },
  { hex: '#4169e1', name: 'Royal Blue' },
  { hex: '#000080', name: 'Navy' },
  { hex: '#e6e6fa', name: 'Lavender' },
  { hex: '#800080', name: 'Purple' },
  { hex: '#8f00ff', name: 'Violet' },
  { hex: '#ffc0cb', name: 'Pink' },
  { hex: '#ff69b4', name: 'Hot Pink' },
  { hex: '#8b4513', name: 'Brown' },
] as const;
export type MugColor = (typeof MUG_COLORS)[number]['hex'];

export const MUG_SIZES = ['S', 'M', 'L'] as const;
export type MugSize = (typeof MUG_SIZES)[number];

/** The scale the model of each size is drawn at. */
export const MUG_SIZE_SCALES: Record<MugSize, number> = { S: 1, M: 1.2, L: 1.5 };

export const MUG_FONTS = ['Arial', 'Courier New', 'Georgia', 'Times New Roman', 'Verdana'] as const;
export type MugFont = (typeof MUG_FONTS)[number];

/** The specifications set no limit on the mug's text; 40 characters fit around a mug in a readable size. */
export const MUG_TEXT_MAX_LENGTH = 40;

export const CUSTOMIZATION_MESSAGES = {
  sizeUnknown: 'Please choose a mug size: S, M or L.',
  colorUnknown: 'Please choose one of the 30 mug colours.',
  fontUnknown: 'Please choose a font: Arial, Courier New, Georgia, Times New Roman or Verdana.',
  textTooLong: `The text on the mug can be at most ${MUG_TEXT_MAX_LENGTH} characters.`,
  styleInvalid: 'Bold and italic must be true or false.',
  previewRequired: 'Please send the preview of the design as a PNG image.',
  previewNotPng: 'The preview of the design must be a PNG image.',
  notFound: 'That design does not exist.',
  noImage: 'This design has no image.',
  saved: 'Your design has been saved.',
  noWebgl: 'Your browser cannot show the 3D mug. You can still choose your design and save it with a flat preview.',
  designRequired: 'Please design this mug in the customizer before ordering it.',
  notCustomizable: 'This product cannot carry a design.',
  sizeMismatch: 'This design is for another mug size.',
  previewLoadFailed: 'Could not load the preview of the design.',
  printImageFailed: 'Could not download the print image. Please try again.',
} as const;

const MUG_COLOR_HEXES: readonly string[] = MUG_COLORS.map((color) => color.hex);

export function isMugColor(value: string): value is MugColor {
  return MUG_COLOR_HEXES.includes(value);
}

/** The colour's name in the palette ('#4169e1' is 'Royal Blue'); the code itself for any other. */
export function mugColorName(hex: string): string {
  return MUG_COLORS.find((color) => color.hex === hex)?.name ?? hex;
}

/** A design as an order carries it. */
export interface OrderCustomization {
  id: number;
  size: MugSize;
  color: string;
  text: string;
  font: MugFont;
  bold: boolean;
  italic: boolean;
  hasImage: boolean;
}

/** A design in words, as the order pages show it: "Royal Blue mug, size M · “Happy birthday” in Georgia, bold · with a picture". */
export function describeDesign(design: Omit<OrderCustomization, 'id'>): string {
  const style = [design.bold && 'bold', design.italic && 'italic'].filter(Boolean).join(' and ');
  const parts = [`${mugColorName(design.color)} mug, size ${design.size}`];
  if (design.text) parts.push(`“${design.text}” in ${design.font}${style ? `, ${style}` : ''}`);
  if (design.hasImage) parts.push('with a picture');
  return parts.join(' · ');
}
