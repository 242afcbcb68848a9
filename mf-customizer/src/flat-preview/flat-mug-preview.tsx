import { MUG_SIZE_SCALES } from '@qmj/contracts';
import { canvasPng, drawMugLabel, LABEL_FRONT, LABEL_HEIGHT, LABEL_WIDTH, labelCanvas } from '@qmj/web-kit/mug-label';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { CapturePreview, Design } from '../design/design';

const WIDTH = 480;
const HEIGHT = 360;
const OUTLINE = '#4a4a4a';

/**
 * The mug seen from the front, flat: its body shows the front of the same label the 3D model wraps round. On white,
 * or with no background (`null`) where the view's own background shows through.
 */
function drawFlatMug(
  context: CanvasRenderingContext2D,
  label: HTMLCanvasElement,
  design: Design,
  background: string | null,
) {
  const scale = MUG_SIZE_SCALES[design.size] / MUG_SIZE_SCALES.L;
  const bodyWidth = 260 * scale;
  // A mug's body is 2 wide for 2.2 high, as the 3D model's.
  const bodyHeight = bodyWidth * 1.1;
  const left = (WIDTH - bodyWidth) / 2 - 24 * scale;
  const top = (HEIGHT - bodyHeight) / 2;
  context.clearRect(0, 0, WIDTH, HEIGHT);
  if (background) {
    context.fillStyle = background;
    context.fillRect(0, 0, WIDTH, HEIGHT);
  }

  context.lineWidth = 30 * scale;
  context.strokeStyle = OUTLINE;
  context.beginPath();
  context.arc(left + bodyWidth, top + bodyHeight / 2, bodyHeight * 0.27, -Math.PI / 2, Math.PI / 2);
  context.stroke();
  context.lineWidth = 22 * scale;
  context.strokeStyle = design.color;
  context.stroke();

  drawMugLabel(label.getContext('2d') as CanvasRenderingContext2D, design);
  const frontLeft = LABEL_FRONT.from * LABEL_WIDTH;
  const frontWidth = (LABEL_FRONT.to - LABEL_FRONT.from) * LABEL_WIDTH;
  context.drawImage(label, frontLeft, 0, frontWidth, LABEL_HEIGHT, left, top, bodyWidth, bodyHeight);
  context.lineWidth = 3;
  context.strokeStyle = OUTLINE;
  context.strokeRect(left, top, bodyWidth, bodyHeight);
}

/** A canvas of the flat mug, drawn again before the browser paints whenever the design changes. */
function useFlatMug(design: Design, background: string | null) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const label = useMemo(() => labelCanvas(), []);
  useLayoutEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (context) drawFlatMug(context, label, design, background);
  }, [design, label, background]);
  return canvas;
}

interface FlatMugPreviewProps {
  design: Design;
  onCapture: (capture: CapturePreview) => void;
}

/** The preview without WebGL: a 2D drawing of the mug, and the design's PNG preview too. */
export function FlatMugPreview({ design, onCapture }: FlatMugPreviewProps) {
  const canvas = useFlatMug(design, '#ffffff');
  useEffect(() => {
    onCapture(() => (canvas.current ? canvasPng(canvas.current) : Promise.reject(new Error('No preview yet.'))));
  }, [onCapture, canvas]);
  return (
    <canvas
      ref={canvas}
      width={WIDTH}
      height={HEIGHT}
      className="mug-flat w-100 h-auto rounded-3 border"
      role="img"
      aria-label="Your mug, flat preview"
    />
  );
}

/**
 * The 3D view's poster until three.js has loaded (docs/customizer.md): the same flat mug, of the view's proportions
 * (4:3) and filling it, on the view's own background, so the page draws the mug at once and nothing moves when the 3D
 * mug replaces it.
 */
export function FlatMugPoster({ design }: { design: Design }) {
  const canvas = useFlatMug(design, null);
  return <canvas ref={canvas} width={WIDTH} height={HEIGHT} className="mug-poster" />;
}
