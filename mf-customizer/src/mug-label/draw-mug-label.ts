import type { Design } from '../design/design';

/**
 * The mug's printed wall, unrolled: the width is the whole way round, the height the body's. The 3D model wraps
 * it round the body; the flat preview shows its front part. Both draw it with this one function.
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

function cssFont(design: Pick<Design, 'font' | 'bold' | 'italic'>, sizePx: number): string {
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
function drawText(context: CanvasRenderingContext2D, design: Design, centreY: number, maxHeight: number) {
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
export function drawMugLabel(context: CanvasRenderingContext2D, design: Design): void {
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
