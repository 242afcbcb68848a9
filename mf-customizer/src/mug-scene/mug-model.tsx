import { MUG_SIZE_SCALES } from '@qmj/contracts';
import { drawMugLabel, labelCanvas } from '@qmj/web-kit/mug-label';
import { useThree } from '@react-three/fiber';
import { type Ref, useEffect, useMemo } from 'react';
import { BackSide, CanvasTexture, DoubleSide, type Group, SRGBColorSpace } from 'three';
import type { Design } from '../design/design';

const BODY_HEIGHT = 2.2;
const WALL = 0.07;
// The body's texture starts behind the mug, so the middle of the label (its front) faces the camera.
const LABEL_START = -Math.PI;

/** How far the customer has turned the mug with the keyboard, in radians. */
export interface Turn {
  yaw: number;
  pitch: number;
}

/**
 * The mug modelled in code: a body wrapped in the design's label, its inside, rim, floor and handle in its colour.
 * `ref` is its group, which the preview capture turns to the front for a moment (./front-capture.ts).
 */
export function MugModel({ design, turn, ref }: { design: Design; turn: Turn; ref: Ref<Group> }) {
  const invalidate = useThree((state) => state.invalidate);
  const label = useMemo(() => labelCanvas(), []);
  const texture = useMemo(() => {
    const made = new CanvasTexture(label);
    made.colorSpace = SRGBColorSpace;
    made.anisotropy = 4;
    return made;
  }, [label]);
  useEffect(() => () => texture.dispose(), [texture]);

  useEffect(() => {
    const context = label.getContext('2d');
    if (!context) return;
    drawMugLabel(context, design);
    texture.needsUpdate = true;
    invalidate();
  }, [design, label, texture, invalidate]);

  const half = BODY_HEIGHT / 2;
  return (
    <group ref={ref} scale={MUG_SIZE_SCALES[design.size]} rotation={[turn.pitch, turn.yaw, 0]}>
      <mesh>
        <cylinderGeometry args={[1, 1, BODY_HEIGHT, 96, 1, true, LABEL_START]} />
        <meshStandardMaterial map={texture} roughness={0.35} />
      </mesh>
      <mesh>
        <cylinderGeometry args={[1 - WALL, 1 - WALL, BODY_HEIGHT, 64, 1, true]} />
        <meshStandardMaterial color={design.color} side={BackSide} roughness={0.4} />
      </mesh>
      <mesh position={[0, half, 0]} rotation={[Math.PI / 2, 0, 0]}>
        <torusGeometry args={[1 - WALL / 2, WALL / 2, 12, 96]} />
        <meshStandardMaterial color={design.color} roughness={0.35} />
      </mesh>
      <mesh position={[0, -half, 0]} rotation={[-Math.PI / 2, 0, 0]}>
        <circleGeometry args={[1, 64]} />
        <meshStandardMaterial color={design.color} side={DoubleSide} roughness={0.4} />
      </mesh>
      <mesh position={[0, -half + WALL * 2, 0]} rotation={[-Math.PI / 2, 0, 0]}>
        <circleGeometry args={[1 - WALL, 64]} />
        <meshStandardMaterial color={design.color} roughness={0.4} />
      </mesh>
      <mesh position={[1, 0, 0]} rotation={[0, 0, -Math.PI / 2]}>
        <torusGeometry args={[0.55, 0.13, 20, 48, Math.PI]} />
        <meshStandardMaterial color={design.color} roughness={0.35} />
      </mesh>
    </group>
  );
}
