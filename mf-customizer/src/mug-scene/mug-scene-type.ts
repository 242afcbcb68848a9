import type { ComponentType } from 'react';
import type { CapturePreview, Design } from '../design/design';

export interface MugSceneProps {
  design: Design;
  /** Called with the capture function once the scene is ready. */
  onCapture: (capture: CapturePreview) => void;
}

/**
 * The lazily loaded 3D scene as the page sees it. `#mug-scene` (package.json `imports`) is this type for the type
 * checker and mug-scene.tsx for the bundler: React Three Fiber adds its elements to JSX, which makes
 * react-bootstrap's `as` types too large to check in the same program, so the scene is checked apart
 * (tsconfig.scene.json; docs/customizer.md).
 */
declare const MugScene: ComponentType<MugSceneProps>;
export default MugScene;
