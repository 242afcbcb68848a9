import { describe, expect, it } from '@jest/globals';
import { PNG } from 'pngjs';
import { type DemoShape, drawProductImage, hueColour } from './demo-images.js';

describe('drawProductImage', () => {
  it('draws every shape as a real PNG in its own colour', () => {
    const shapes: DemoShape[] = ['mug', 'shirt', 'album', 'souvenir', 'tarpaulin', 'keychain'];
    const images = shapes.map((shape, index) => drawProductImage(shape, index * 60));
    for (const image of images) {
      const decoded = PNG.sync.read(image);
      expect(decoded.width).toBe(320);
      const centre = (160 * 320 + 160) * 4;
      const corner = 0;
      expect([...decoded.data.subarray(centre, centre + 3)]).not.toEqual([
        ...decoded.data.subarray(corner, corner + 3),
      ]);
    }
    expect(new Set(images.map((image) => image.toString('base64'))).size).toBe(shapes.length);
  });

  it('makes colours from hues', () => {
    expect(hueColour(0, 1, 0.5)).toEqual([255, 0, 0]);
    expect(hueColour(120, 1, 0.5)).toEqual([0, 255, 0]);
    expect(hueColour(240, 1, 0.5)).toEqual([0, 0, 255]);
  });
});
