import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CATALOG_MESSAGES } from '@qmj/contracts';
import sharp from 'sharp';
import { UnitOfWork } from '../src/database/unit-of-work.js';
import { MediaService, type UploadedImage } from '../src/media/media.service.js';
import { bearer, customerToken, largePng, pngImage } from './catalog-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await customerToken(t);
});
afterAll(async () => {
  await t?.close();
});

const media = () => t.app.get(MediaService);
/** A private file stored as a receipt is: prepared, then kept in a transaction. */
const storedReceipt = async (file: UploadedImage) => {
  const pending = await media().prepare(file, 'private');
  return t.app.get(UnitOfWork).transaction(() => media().keep(pending));
};

const putPicture = (file: Buffer | null, filename = 'me.png', session = token) => {
  const request = t.http().put('/api/me/picture').set(bearer(session));
  return file ? request.attach('file', file, filename) : request.field('nothing', 'here');
};

describe('profile picture', () => {
  it('sets the picture and serves it publicly with its type and long caching', async () => {
    const response = await putPicture(pngImage(10));
    expect(response.status).toBe(200);
    expect(response.body.profilePictureUrl).toMatch(/^\/api\/media\/[0-9a-f]{32}\.png$/);
    expect((await t.http().get('/api/me').set(bearer(token))).body.profilePictureUrl).toBe(
      response.body.profilePictureUrl,
    );

    const image = await t.http().get(response.body.profilePictureUrl).buffer(true);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(image.body, pngImage(10))).toBe(0);
  });

  it('replaces the old picture, which is then gone', async () => {
    const first = (await putPicture(pngImage(20))).body.profilePictureUrl;
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    const second = await putPicture(gif, 'whatever.png');
    expect(second.status).toBe(200);
    expect(second.body.profilePictureUrl).toMatch(/\.gif$/);
    expect((await t.http().get(second.body.profilePictureUrl)).headers['content-type']).toBe('image/gif');
    expect((await t.http().get(first)).status).toBe(404);
  });

  it('refuses a text file named .png, a 6 MB image and a missing file, changing nothing', async () => {
    const before = (await t.http().get('/api/me').set(bearer(token))).body.profilePictureUrl;
    const text = await putPicture(Buffer.from('hello, I am text'), 'photo.png');
    expect(text.status).toBe(400);
    expect(text.body).toEqual({ statusCode: 400, message: CATALOG_MESSAGES.imageRequired, error: 'Bad Request' });

    const big = largePng();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    const tooLarge = await putPicture(big, 'big.png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('The image is larger than 5 MB.');

    const missing = await putPicture(null);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(CATALOG_MESSAGES.imageRequired);

    const wrongField = await t.http().put('/api/me/picture').set(bearer(token)).attach('picture', pngImage(), 'me.png');
    expect(wrongField.status).toBe(400);
    expect((await t.http().get('/api/me').set(bearer(token))).body.profilePictureUrl).toBe(before);
  });

  it('stores a photo without its EXIF (place and camera), upright, and says so by its bytes', async () => {
    const camera = 'QMJ Test Phone';
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c04020' } })
      .withExif({ IFD0: { Make: camera }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 56/1 30/1' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await putPicture(photo, 'holiday.jpg');
    expect(response.status).toBe(200);
    expect(response.body.profilePictureUrl).toMatch(/\.jpg$/);

    const stored = (await t.http().get(response.body.profilePictureUrl).buffer(true)).body as Buffer;
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
    expect(stored.includes(camera)).toBe(false);

    // A receipt (private) goes the same way.
    const receipt = (await media().read(await storedReceipt({ buffer: photo, size: photo.length }), 'private'))
      ?.data as Buffer;
    expect((await sharp(receipt).metadata()).exif).toBeUndefined();
    expect(receipt.includes(camera)).toBe(false);
  });

  it('needs a session', async () => {
    const response = await t.http().put('/api/me/picture').attach('file', pngImage(), 'me.png');
    expect(response.status).toBe(401);
  });
});

describe('media', () => {
  it('answers 404 for unknown and malformed keys', async () => {
    for (const key of [`${'0'.repeat(32)}.png`, 'nope', '..%2F..%2Fetc%2Fpasswd', `${'a'.repeat(32)}.svg`]) {
      const response = await t.http().get(`/api/media/${key}`);
      expect(response.status).toBe(404);
      expect(response.body.statusCode).toBe(404);
    }
  });

  it('never serves private files (receipts) at the public address', async () => {
    const key = await storedReceipt({ buffer: pngImage(77), size: 0 });
    expect((await t.http().get(`/api/media/${key}`)).status).toBe(404);
    expect((await media().read(key, 'private'))?.contentType).toBe('image/png');
  });
});
