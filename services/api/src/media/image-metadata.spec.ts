import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { CATALOG_MESSAGES } from '@qmj/contracts';
import sharp from 'sharp';
import { withoutMetadata } from './image-metadata.js';

const CAMERA = 'QMJ Test Phone';
const GPS_EXIF = {
  IFD0: { Make: CAMERA, Model: CAMERA },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 56/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '121/1 9/1 45/1' },
};

const blank = (width: number, height: number, colour = '#c04020') =>
  sharp({ create: { width, height, channels: 3, background: colour } });

/** A 40×20 photo taken sideways (orientation 6: shown turned a quarter right) with its place and camera. */
const phonePhoto = () => blank(40, 20).withExif(GPS_EXIF).withMetadata({ orientation: 6 }).jpeg().toBuffer();

/** Whether the bytes hold a JPEG `Exif` APP1 segment (FF E1, its length, then "Exif\0\0"). */
function hasExifSegment(jpeg: Buffer): boolean {
  for (
    let at = jpeg.indexOf(Buffer.from([0xff, 0xe1]));
    at >= 0;
    at = jpeg.indexOf(Buffer.from([0xff, 0xe1]), at + 1)
  ) {
    if (jpeg.subarray(at + 4, at + 10).equals(Buffer.from('Exif\0\0', 'latin1'))) return true;
  }
  return false;
}

describe('withoutMetadata', () => {
  it('removes the EXIF of a photo (its place and camera), upright as it was shown, still a JPEG', async () => {
    const photo = await phonePhoto();
    expect(hasExifSegment(photo)).toBe(true);
    expect(photo.includes(CAMERA)).toBe(true);

    const stored = await withoutMetadata(photo, 'image/jpeg');
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(hasExifSegment(stored)).toBe(false);
    expect(stored.includes(CAMERA)).toBe(false);
  });

  it('removes the EXIF of a PNG and of an animated WebP, keeping its frames', async () => {
    const png = await blank(6, 6).withExif(GPS_EXIF).png().toBuffer();
    const cleanPng = await withoutMetadata(png, 'image/png');
    expect((await sharp(cleanPng).metadata()).exif).toBeUndefined();
    expect(cleanPng.includes('eXIf')).toBe(false);

    const frames = await Promise.all(['#f00', '#00f'].map((colour) => blank(8, 8, colour).png().toBuffer()));
    const webp = await sharp(frames, { join: { animated: true } })
      .withExif(GPS_EXIF)
      .webp()
      .toBuffer();
    expect((await sharp(webp).metadata()).exif).toBeDefined();
    const cleanWebp = await withoutMetadata(webp, 'image/webp');
    const webpMetadata = await sharp(cleanWebp).metadata();
    expect(webpMetadata).toMatchObject({ format: 'webp', pages: 2 });
    expect(webpMetadata.exif).toBeUndefined();
    expect(cleanWebp.includes(CAMERA)).toBe(false);
  });

  it('keeps an image without metadata as it was sent (an animated GIF too)', async () => {
    const png = await blank(6, 6).png().toBuffer();
    expect((await withoutMetadata(png, 'image/png')).equals(png)).toBe(true);
    const frames = await Promise.all(['#f00', '#00f'].map((colour) => blank(8, 8, colour).png().toBuffer()));
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await withoutMetadata(gif, 'image/gif')).equals(gif)).toBe(true);
  });

  it('refuses bytes that do not decode and an image of more pixels than allowed, with a 400', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a photo')]);
    await expect(withoutMetadata(broken, 'image/jpeg')).rejects.toThrow(
      new BadRequestException(CATALOG_MESSAGES.imageUnreadable),
    );
    await expect(withoutMetadata(pngHeader(10_000, 5_001), 'image/png')).rejects.toThrow(
      new BadRequestException(CATALOG_MESSAGES.imageTooManyPixels),
    );
  });
});

/** A PNG that claims a size its few bytes do not hold: refused by its header, before any pixel is decoded. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
