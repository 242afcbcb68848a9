import { describe, expect, it } from '@jest/globals';
import { type Camera, Object3D, PerspectiveCamera, Scene, Vector3 } from 'three';
import { captureFront, FRONT_VIEW } from './front-capture';

/** What each render drew: the camera's place and the mug's turn at that moment. */
interface Drawn {
  camera: Vector3;
  facing: Vector3;
  turn: [number, number, number];
}

function setUp() {
  const scene = new Scene();
  const mug = new Object3D();
  scene.add(mug);
  mug.rotation.set(0.4, -1.2, 0);
  // The customer dragged the view round to the side of the mug.
  const view = new PerspectiveCamera(40, 4 / 3);
  view.position.set(6.5, 0.5, 0);
  view.lookAt(0, 0, 0);
  const drawn: Drawn[] = [];
  const canvas = { width: 800, height: 600 } as HTMLCanvasElement;
  const renderer = {
    domElement: canvas,
    render: (_scene: Scene, camera: Camera) =>
      drawn.push({
        camera: camera.position.clone(),
        facing: camera.getWorldDirection(new Vector3()),
        turn: [mug.rotation.x, mug.rotation.y, mug.rotation.z],
      }),
  };
  return { scene, mug, view, drawn, renderer };
}

describe('captureFront', () => {
  it('takes the PNG of the unturned mug seen from the front camera', async () => {
    const { scene, mug, view, drawn, renderer } = setUp();
    const png = new Blob(['png']);
    let atTaking: Drawn[] = [];
    const taken = await captureFront(renderer, scene, view, mug, () => {
      atTaking = [...drawn];
      return Promise.resolve(png);
    });
    expect(taken).toBe(png);
    expect(atTaking).toHaveLength(1);
    const [front] = atTaking;
    expect(front.turn).toEqual([0, 0, 0]);
    expect(front.camera.toArray()).toEqual([...FRONT_VIEW.position]);
    // Looking at the mug's middle, towards its front (negative z), not along the customer's view.
    expect(front.facing.z).toBeLessThan(-0.9);
  });

  it("draws the customer's view and turn back at once, so nothing jumps", async () => {
    const { scene, mug, view, drawn, renderer } = setUp();
    await captureFront(renderer, scene, view, mug, () => Promise.resolve(new Blob()));
    expect(drawn).toHaveLength(2);
    expect(drawn[1].camera.equals(view.position)).toBe(true);
    expect(drawn[1].turn).toEqual([0.4, -1.2, 0]);
    expect([mug.rotation.x, mug.rotation.y]).toEqual([0.4, -1.2]);
  });
});
