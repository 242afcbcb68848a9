import { crc32, deflateSync } from 'node:zlib';

export type DemoShape = 'mug' | 'shirt' | 'album' | 'souvenir' | 'tarpaulin' | 'keychain';
type Rgb = [number, number, number];

/** A colour from a hue (0–360) at a pleasant saturation and lightness. */
export function hueColour(hue: number, saturation = 0.65, lightness = 0.5): Rgb {
  const c = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const h = (((hue % 360) + 360) % 360) / 60;
  const x = c * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] =
    h < 1 ? [c, x, 0] : h < 2 ? [x, c, 0] : h < 3 ? [0, c, x] : h < 4 ? [0, x, c] : h < 5 ? [x, 0, c] : [c, 0, x];
  const m = lightness - c / 2;
  return [r, g, b].map((v) => Math.round((v + m) * 255)) as Rgb;
}

const inRect = (x: number, y: number, x0: number, y0: number, x1: number, y1: number) =>
  x >= x0 && x < x1 && y >= y0 && y < y1;
const inCircle = (x: number, y: number, cx: number, cy: number, r: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
const inRing = (x: number, y: number, cx: number, cy: number, r0: number, r1: number) =>
  inCircle(x, y, cx, cy, r1) && !inCircle(x, y, cx, cy, r0);

/** Which pixels of a 1×1 unit square belong to the shape (u, v in 0..1). Two layers: body and detail. */
function shapeAt(shape: DemoShape, u: number, v: number): 0 | 1 | 2 {
  switch (shape) {
    case 'mug':
      if (inRect(u, v, 0.22, 0.25, 0.68, 0.8)) return inRect(u, v, 0.22, 0.25, 0.68, 0.31) ? 2 : 1;
      return inRing(u, v, 0.68, 0.52, 0.08, 0.15) && u > 0.68 ? 1 : 0;
    case 'shirt': {
      const body = inRect(u, v, 0.3, 0.25, 0.7, 0.85);
      const sleeves =
        v >= 0.25 && v < 0.45 && u >= 0.12 && u < 0.88 && v - 0.25 < (0.3 - Math.abs(u - 0.5)) * 1.2 + 0.08;
      if (inCircle(u, v, 0.5, 0.22, 0.08)) return 0;
      return body || sleeves ? (inRect(u, v, 0.42, 0.45, 0.58, 0.6) ? 2 : 1) : 0;
    }
    case 'album':
      if (!inRect(u, v, 0.18, 0.18, 0.82, 0.82)) return 0;
      return inRing(u, v, 0.5, 0.5, 0.05, 0.2) ? 2 : 1;
    case 'souvenir': {
      // A five-pointed star.
      const dx = u - 0.5;
      const dy = v - 0.52;
      const r = Math.hypot(dx, dy);
      const a = Math.atan2(dy, dx) + Math.PI / 2;
      const k =
        Math.cos(Math.PI / 5) /
        Math.cos((((a % ((2 * Math.PI) / 5)) + 2 * Math.PI) % ((2 * Math.PI) / 5)) - Math.PI / 5);
      const edge = 0.34 * (0.5 + (0.5 * (k - Math.cos(Math.PI / 5))) / (1 - Math.cos(Math.PI / 5)));
      if (r > edge) return 0;
      return r < 0.06 ? 2 : 1;
    }
    case 'tarpaulin':
      if (!inRect(u, v, 0.08, 0.3, 0.92, 0.7)) return 0;
      for (const [cx, cy] of [
        [0.12, 0.34],
        [0.88, 0.34],
        [0.12, 0.66],
        [0.88, 0.66],
      ])
        if (inCircle(u, v, cx, cy, 0.02)) return 0;
      return inRect(u, v, 0.2, 0.44, 0.8, 0.56) ? 2 : 1;
    case 'keychain':
      if (inRing(u, v, 0.5, 0.25, 0.07, 0.11)) return 2;
      if (inRect(u, v, 0.35, 0.36, 0.65, 0.8) || inCircle(u, v, 0.5, 0.8, 0.15))
        return inCircle(u, v, 0.5, 0.45, 0.03) ? 0 : 1;
      return 0;
  }
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** Encodes RGB pixels (row after row) as a PNG: a few lines over node:zlib, no dependency. */
export function encodePng(width: number, height: number, rgb: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter, no interlace
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) rgb.copy(raw, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Draws a product picture: the shape of its kind in its own colour on a light tint of it. */
export function drawProductImage(shape: DemoShape, hue: number, size = 320): Buffer {
  const palette = [hueColour(hue, 0.5, 0.93), hueColour(hue, 0.7, 0.48), hueColour(hue + 180, 0.6, 0.85)];
  const rgb = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const colour = palette[shapeAt(shape, (x + 0.5) / size, (y + 0.5) / size)];
      rgb.set(colour, (y * size + x) * 3);
    }
  }
  return encodePng(size, size, rgb);
}
