import { canvasPng } from '@qmj/web-kit/mug-label';
import { OrbitControls } from '@react-three/drei/core/OrbitControls';
import { Canvas, useThree } from '@react-three/fiber';
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import type { Group } from 'three';
import type { CapturePreview } from '../design/design';
import { captureFront, FRONT_VIEW } from './front-capture';
import { MugModel, type Turn } from './mug-model';
import type { MugSceneProps } from './mug-scene-type';

/** One arrow key press turns the mug by this much. */
const TURN_STEP = Math.PI / 12;
const MAX_PITCH = Math.PI / 4;

const TURNS: Record<string, (turn: Turn) => Turn> = {
  ArrowLeft: (turn) => ({ ...turn, yaw: turn.yaw - TURN_STEP }),
  ArrowRight: (turn) => ({ ...turn, yaw: turn.yaw + TURN_STEP }),
  ArrowUp: (turn) => ({ ...turn, pitch: Math.max(-MAX_PITCH, turn.pitch - TURN_STEP) }),
  ArrowDown: (turn) => ({ ...turn, pitch: Math.min(MAX_PITCH, turn.pitch + TURN_STEP) }),
};

/** Hands the page a way to take the PNG of the mug's front (the design's preview), whatever the view shows now. */
function PreviewCapture({
  mug,
  onCapture,
}: {
  mug: RefObject<Group | null>;
  onCapture: (capture: CapturePreview) => void;
}) {
  const { gl, scene, camera } = useThree();
  useEffect(() => {
    onCapture(() =>
      mug.current
        ? captureFront(gl, scene, camera, mug.current, canvasPng)
        : Promise.reject(new Error('The preview is not ready yet.')),
    );
  }, [gl, scene, camera, mug, onCapture]);
  return null;
}

/**
 * The 3D mug (docs/customizer.md): turned with the pointer (drag) or the arrow keys while it has focus. Loaded
 * lazily, so three.js reaches the browser only on this page. Drawn on demand, not every frame: it changes only
 * when the design or the view does.
 */
export default function MugScene({ design, onCapture }: MugSceneProps) {
  const [turn, setTurn] = useState<Turn>({ yaw: 0, pitch: 0 });
  const mug = useRef<Group>(null);
  const turnWithKeys = (event: KeyboardEvent) => {
    const next = TURNS[event.key];
    if (!next) return;
    event.preventDefault();
    setTurn(next);
  };
  return (
    <div
      className="mug-scene rounded-3 bg-body-tertiary"
      role="application"
      aria-label="Your mug in 3D"
      aria-describedby="mug-scene-hint"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys turn the mug while it has focus.
      tabIndex={0}
      onKeyDown={turnWithKeys}
    >
      <Canvas frameloop="demand" dpr={[1, 2]} camera={FRONT_VIEW} gl={{ preserveDrawingBuffer: true, antialias: true }}>
        <ambientLight intensity={0.9} />
        <directionalLight position={[4, 6, 6]} intensity={1.6} />
        <directionalLight position={[-5, 2, -4]} intensity={0.5} />
        <MugModel ref={mug} design={design} turn={turn} />
        <OrbitControls enablePan={false} enableZoom={false} minPolarAngle={Math.PI / 6} maxPolarAngle={Math.PI / 1.6} />
        <PreviewCapture mug={mug} onCapture={onCapture} />
      </Canvas>
    </div>
  );
}
