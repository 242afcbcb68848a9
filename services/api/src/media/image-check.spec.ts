import { describe, expect, it } from '@jest/globals';
import { CATALOG_MESSAGES, MAX_UPLOAD_BYTES } from '@qmj/contracts';
import { PNG } from 'pngjs';
import { checkImageBytes } from './image-check.js';

function png(): Buffer {
  const image = new PNG({ width: 4, height: 4 });
  image.data.fill(200);
  return PNG.sync.write(image);
}

describe('checkImageBytes', () => {
  it('recognises images by their bytes', async () => {
    expect(await checkImageBytes(png())).toEqual({ ok: true, mime: 'image/png', extension: 'png' });
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    expect(await checkImageBytes(gif)).toMatchObject({ ok: true, mime: 'image/gif', extension: 'gif' });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
    expect(await checkImageBytes(jpeg)).toMatchObject({ ok: true, mime: 'image/jpeg', extension: 'jpg' });
  });

  it('refuses text, SVG, PDF and empty files whatever their name', async () => {
    for (const bytes of ['just some text', '<svg xmlns="http://www.w3.org/2000/svg"></svg>', '%PDF-1.4\n%', '']) {
      expect(await checkImageBytes(Buffer.from(bytes))).toEqual({
        ok: false,
        status: 400,
        message: CATALOG_MESSAGES.imageRequired,
      });
    }
  });

  it('refuses more than 5 MB', async () => {
    const big = Buffer.concat([png(), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect(await checkImageBytes(big)).toEqual({ ok: false, status: 413, message: CATALOG_MESSAGES.imageTooLarge });
  });
});
