import { describe, expect, it } from '@jest/globals';
import { MUG_COLORS } from '@qmj/contracts';
import {
  drawMugLabel,
  drawPrintLabel,
  inkFor,
  LABEL_FRONT,
  LABEL_HEIGHT,
  LABEL_WIDTH,
  type MugLabelDesign,
  PRINT_DPI,
  PRINT_LABEL_HEIGHT,
  PRINT_LABEL_WIDTH,
} from './mug-label';

describe('inkFor', () => {
  it('writes black on light mugs and white on dark ones', () => {
    expect(inkFor('#ffffff')).toBe('#111111');
    expect(inkFor('#ffeb3b')).toBe('#111111');
    expect(inkFor('#000080')).toBe('#ffffff');
    expect(inkFor('#000000')).toBe('#ffffff');
  });

  it('gives every palette colour one of the two inks', () => {
    for (const { hex } of MUG_COLORS) expect(['#111111', '#ffffff']).toContain(inkFor(hex));
  });
});

/** A painted area in the canvas's pixels (the context's scale applied): what the label put where. */
interface Painted {
  what: 'colour' | 'picture' | 'text';
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * A 2D context that records where each paint lands in pixels (Node has no canvas). Text is measured as a browser
 * would roughly do it: half the font size a character, so a long text has to shrink to fit.
 */
function recordingContext() {
  const painted: Painted[] = [];
  let scale = 1;
  const context = {
    fillStyle: '',
    font: '',
    textAlign: '',
    textBaseline: '',
    setTransform: (a: number) => {
      scale = a;
    },
    resetTransform: () => {
      scale = 1;
    },
    fillRect: (x: number, y: number, w: number, h: number) =>
      painted.push({ what: 'colour', x: x * scale, y: y * scale, w: w * scale, h: h * scale }),
    drawImage: (_image: unknown, x: number, y: number, w: number, h: number) =>
      painted.push({ what: 'picture', x: x * scale, y: y * scale, w: w * scale, h: h * scale }),
    measureText: (text: string) => ({ width: (text.length * fontPx(context.font)) / 2 }),
    fillText: (text: string, x: number, y: number) => {
      const size = fontPx(context.font) * scale;
      const width = (text.length * size) / 2;
      painted.push({ what: 'text', x: x * scale - width / 2, y: y * scale - size / 2, w: width, h: size });
    },
  };
  return { context: context as unknown as CanvasRenderingContext2D, painted };
}

function fontPx(font: string): number {
  return Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 0);
}

const picture = { width: 400, height: 300 } as ImageBitmap;
const design: MugLabelDesign = {
  color: '#ffeb3b',
  text: 'Happy 7th, Wilma!',
  font: 'Georgia',
  bold: true,
  italic: false,
  image: { bitmap: picture },
};

function paint(draw: (context: CanvasRenderingContext2D) => void) {
  const { context, painted } = recordingContext();
  draw(context);
  return Object.fromEntries(painted.map((area) => [area.what, area])) as Record<Painted['what'], Painted>;
}

describe('the print label', () => {
  it('is the whole wrap at 300 dpi: 3.5 inches high, in the label’s proportions', () => {
    expect(PRINT_DPI).toBe(300);
    expect(PRINT_LABEL_HEIGHT).toBe(1050);
    expect(PRINT_LABEL_WIDTH).toBe(3003);
    expect(PRINT_LABEL_WIDTH / PRINT_LABEL_HEIGHT).toBeCloseTo(LABEL_WIDTH / LABEL_HEIGHT, 2);
  });

  it('fills the whole print with the mug’s colour and puts picture and text on the front, picture above', () => {
    const print = paint((context) => drawPrintLabel(context, design));
    expect(print.colour.x).toBe(0);
    expect(print.colour.y).toBe(0);
    expect(print.colour.w).toBeGreaterThanOrEqual(PRINT_LABEL_WIDTH);
    expect(print.colour.h).toBeGreaterThanOrEqual(PRINT_LABEL_HEIGHT);
    const front = { from: LABEL_FRONT.from * PRINT_LABEL_WIDTH, to: LABEL_FRONT.to * PRINT_LABEL_WIDTH };
    for (const area of [print.picture, print.text]) {
      expect(area.x).toBeGreaterThanOrEqual(front.from);
      expect(area.x + area.w).toBeLessThanOrEqual(front.to);
      expect(area.y).toBeGreaterThanOrEqual(0);
      expect(area.y + area.h).toBeLessThanOrEqual(PRINT_LABEL_HEIGHT);
      // Centred on the front: the middle of the wrap.
      expect(area.x + area.w / 2).toBeCloseTo(PRINT_LABEL_WIDTH / 2, 0);
    }
    expect(print.picture.y + print.picture.h).toBeLessThanOrEqual(print.text.y);
    // The picture keeps its proportions.
    expect(print.picture.w / print.picture.h).toBeCloseTo(4 / 3, 5);
  });

  it('is the 3D label’s drawing, only larger: everything lands at the same place scaled to print', () => {
    const label = paint((context) => drawMugLabel(context, design));
    const print = paint((context) => drawPrintLabel(context, design));
    const scale = PRINT_LABEL_HEIGHT / LABEL_HEIGHT;
    for (const what of ['picture', 'text'] as const) {
      for (const side of ['x', 'y', 'w', 'h'] as const)
        expect(print[what][side]).toBeCloseTo(label[what][side] * scale, 6);
    }
  });

  it('leaves the context unscaled after drawing', () => {
    const { context, painted } = recordingContext();
    drawPrintLabel(context, design);
    painted.length = 0;
    context.fillRect(10, 10, 1, 1);
    expect(painted[0]).toMatchObject({ x: 10, y: 10, w: 1, h: 1 });
  });
});
