import type { CustomizationFields } from '@qmj/contracts';

/** What the label shows: the design's colour (any `#rrggbb`), text and its style, and its picture's pixels, if any. */
export interface MugLabelDesign extends Pick<CustomizationFields, 'text' | 'font' | 'bold' | 'italic'> {
  color: string;
  image: { bitmap: ImageBitmap } | null;
}

/**
 * The mug's printed wall, unrolled: the width is the whole way round, the height the body's, in label units. The
 * customizer's 3D model wraps it round the body and its flat preview shows its front part; the administrator's print
 * label is the same drawing at print resolution. All draw it with this one function (docs/customizer.md).
 */
export const LABEL_WIDTH = 2048;
export const LABEL_HEIGHT = 716;

/** The front of the mug, as fractions of the label's width: what faces the customer, and what the flat preview shows. */
export const LABEL_FRONT = { from: 0.3, to: 0.7 } as const;

const FRONT_WIDTH = (LABEL_FRONT.to - LABEL_FRONT.from) * LABEL_WIDTH;
const FRONT_LEFT = LABEL_FRONT.from * LABEL_WIDTH;
const MARGIN = 40;

/** Black text on a light mug, white on a dark one. */
export function inkFor(color: string): string {
  const [red, green, blue] = [1, 3, 5].map((start) => Number.parseInt(color.slice(start, start + 2), 16));
  const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  return luminance > 140 ? '#111111' : '#ffffff';
}

function cssFont(design: Pick<MugLabelDesign, 'font' | 'bold' | 'italic'>, sizePx: number): string {
  return `${design.italic ? 'italic ' : ''}${design.bold ? 'bold ' : ''}${sizePx}px "${design.font}"`;
}

/** The picture fitted inside the box, centred, keeping its proportions. */
function drawFitted(
  context: CanvasRenderingContext2D,
  image: ImageBitmap,
  box: { x: number; y: number; w: number; h: number },
) {
  const scale = Math.min(box.w / image.width, box.h / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  context.drawImage(image, box.x + (box.w - width) / 2, box.y + (box.h - height) / 2, width, height);
}

/** The text on one line, as large as fits the front (at most a third of the height). */
function drawText(context: CanvasRenderingContext2D, design: MugLabelDesign, centreY: number, maxHeight: number) {
  let sizePx = Math.min(maxHeight, LABEL_HEIGHT / 3);
  context.font = cssFont(design, sizePx);
  const width = context.measureText(design.text).width;
  const room = FRONT_WIDTH - 2 * MARGIN;
  if (width > room) {
    sizePx = Math.max(12, Math.floor((sizePx * room) / width));
    context.font = cssFont(design, sizePx);
  }
  context.fillStyle = inkFor(design.color);
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(design.text, FRONT_LEFT + FRONT_WIDTH / 2, centreY);
}

/** Paints the whole label: the mug's colour, then on the front the picture above the text (either may be absent). */
export function drawMugLabel(context: CanvasRenderingContext2D, design: MugLabelDesign): void {
  context.fillStyle = design.color;
  context.fillRect(0, 0, LABEL_WIDTH, LABEL_HEIGHT);
  const text = design.text.trim();
  const textHeight = text ? LABEL_HEIGHT * (design.image ? 0.28 : 0.5) : 0;
  if (design.image) {
    const box = {
      x: FRONT_LEFT + MARGIN,
      y: MARGIN,
      w: FRONT_WIDTH - 2 * MARGIN,
      h: LABEL_HEIGHT - textHeight - 2 * MARGIN,
    };
    drawFitted(context, design.image.bitmap, box);
  }
  const textCentre = design.image ? LABEL_HEIGHT - MARGIN - textHeight / 2 : LABEL_HEIGHT / 2;
  if (text) drawText(context, { ...design, text }, textCentre, textHeight);
}

/** A new canvas of the label's size. */
export function labelCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = LABEL_WIDTH;
  canvas.height = LABEL_HEIGHT;
  return canvas;
}

/** The print label is the whole wrap at 300 dpi, 3.5 inches high (docs/customizer.md, Print label). */
export const PRINT_DPI = 300;
const PRINT_HEIGHT_INCHES = 3.5;
export const PRINT_LABEL_HEIGHT = PRINT_DPI * PRINT_HEIGHT_INCHES;
/** One scale both ways, so the print keeps the label's proportions: 2048 × 716 label units → 3003 × 1050 pixels. */
const PRINT_SCALE = PRINT_LABEL_HEIGHT / LABEL_HEIGHT;
export const PRINT_LABEL_WIDTH = Math.round(LABEL_WIDTH * PRINT_SCALE);

/** The label drawn at print resolution onto a context of the print label's size. */
export function drawPrintLabel(context: CanvasRenderingContext2D, design: MugLabelDesign): void {
  context.setTransform(PRINT_SCALE, 0, 0, PRINT_SCALE, 0, 0);
  drawMugLabel(context, design);
  context.resetTransform();
}

/** The PNG of a canvas as it shows now (the canvas is copied at once; the encoding follows). */
export function canvasPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((png) => (png ? resolve(png) : reject(new Error('The image could not be drawn.'))), 'image/png');
  });
}

/** The print label as a PNG of PRINT_LABEL_WIDTH × PRINT_LABEL_HEIGHT pixels. */
export function printLabelPng(design: MugLabelDesign): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = PRINT_LABEL_WIDTH;
  canvas.height = PRINT_LABEL_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot draw the print label.'));
  drawPrintLabel(context, design);
  return canvasPng(canvas);
}
