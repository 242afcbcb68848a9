import { type Camera, type Object3D, PerspectiveCamera, type Scene } from 'three';

/** The view the page opens on: the mug's front (the middle of its label) straight ahead, seen a little from above. */
export const FRONT_VIEW = { position: [0, 1.5, 6.5], fov: 40 } as const satisfies {
  position: [number, number, number];
  fov: number;
};

/** A camera fixed on the front view, of the canvas's proportions. */
export function frontCamera(aspect: number): PerspectiveCamera {
  const camera = new PerspectiveCamera(FRONT_VIEW.fov, aspect);
  camera.position.set(...FRONT_VIEW.position);
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld();
  return camera;
}

interface Renderer {
  domElement: HTMLCanvasElement;
  render: (scene: Scene, camera: Camera) => void;
}

/**
 * The saved preview, always of the front whatever way the customer turned the mug or the view: the unturned mug is
 * drawn from the front camera and the canvas's PNG taken (`take` copies the canvas at once, as `toBlob` does), then
 * the customer's view is drawn back, all in one task, so the browser never shows the front view and nothing jumps.
 */
export function captureFront(
  renderer: Renderer,
  scene: Scene,
  view: Camera,
  mug: Object3D,
  take: (canvas: HTMLCanvasElement) => Promise<Blob>,
): Promise<Blob> {
  const turned = mug.rotation.clone();
  const { width, height } = renderer.domElement;
  mug.rotation.set(0, 0, 0);
  renderer.render(scene, frontCamera(width / height));
  const png = take(renderer.domElement);
  mug.rotation.copy(turned);
  renderer.render(scene, view);
  return png;
}
