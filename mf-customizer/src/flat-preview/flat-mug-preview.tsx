import { MUG_SIZE_SCALES } from '@qmj/contracts';
import { canvasPng, drawMugLabel, LABEL_FRONT, LABEL_HEIGHT, LABEL_WIDTH, labelCanvas } from '@qmj/web-kit/mug-label';
import { useEffect, useMemo, useRef } from 'react';
import type { CapturePreview, Design } from '../design/design';

const WIDTH = 480;
const HEIGHT = 360;
const OUTLINE = '#4a4a4a';

/** The mug seen from the front, flat: its body shows the front of the same label the 3D model wraps round. */
function drawFlatMug(context: CanvasRenderingContext2D, label: HTMLCanvasElement, design: Design) {
  const scale = MUG_SIZE_SCALES[design.size] / MUG_SIZE_SCALES.L;
  const bodyWidth = 260 * scale;
  // A mug's body is 2 wide for 2.2 high, as the 3D model's.
  const bodyHeight = bodyWidth * 1.1;
  const left = (WIDTH - bodyWidth) / 2 - 24 * scale;
  const top = (HEIGHT - bodyHeight) / 2;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, HEIGHT);

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

interface FlatMugPreviewProps {
  design: Design;
  onCapture: (capture: CapturePreview) => void;
}

/** The preview without WebGL: a 2D drawing of the mug, and the design's PNG preview too. */
export function FlatMugPreview({ design, onCapture }: FlatMugPreviewProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const label = useMemo(() => labelCanvas(), []);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (context) drawFlatMug(context, label, design);
  }, [design, label]);
  useEffect(() => {
    onCapture(() => (canvas.current ? canvasPng(canvas.current) : Promise.reject(new Error('No preview yet.'))));
  }, [onCapture]);
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
