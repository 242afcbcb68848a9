import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  BALANCE_DUE_DAYS_DEFAULT,
  BALANCE_REMINDER_DAYS_DEFAULT,
  CATALOG_MESSAGES,
  DEMO_GCASH_NUMBER,
  type PaymentSettings,
  SETTINGS_MESSAGES,
} from '@qmj/contracts';
import { toBuffer } from 'bwip-js';
import sharp from 'sharp';
import { bearer, pngImage, requireTool, run, startWithAdminAndCustomer } from './catalog-fixtures.js';
import type { TestApp } from './test-app.js';

let t: TestApp;
let admin: string;
let customer: string;

beforeAll(async () => {
  ({ t, admin, customer } = await startWithAdminAndCustomer());
});
afterAll(async () => {
  await t?.close();
});

const payment = async (): Promise<PaymentSettings> => {
  const response = await t.http().get('/api/settings/payment');
  expect(response.status).toBe(200);
  return response.body;
};

const getBytes = async (path: string) => {
  const response = await t.http().get(path).buffer(true);
  expect(response.status).toBe(200);
  return { type: response.headers['content-type'], body: Buffer.from(response.body) };
};

/** What a phone's scanner reads in the image. */
const scan = (image: Buffer): string => {
  const zbarimg = requireTool('/usr/bin/zbarimg', 'zbar-tools');
  const file = join(mkdtempSync(join(tmpdir(), 'qmj-gcash-qr-')), 'qr.png');
  writeFileSync(file, image);
  return run(zbarimg, ['--raw', '-q', file]).trim();
};

const update = (token: string, gcashNumber: string, qr?: Buffer) => {
  const request = t.http().put('/api/settings/payment').set(bearer(token)).field('gcashNumber', gcashNumber);
  return qr ? request.attach('gcashQr', qr, 'gcash-qr.png') : request;
};

describe('payment settings', () => {
  it('shows anyone the demo number with a real QR code of it until the administrator sets one', async () => {
    const settings = await payment();
    expect(settings).toEqual({
      gcashNumber: DEMO_GCASH_NUMBER,
      gcashQrUrl: '/api/settings/payment/gcash-qr.png',
      gcashQrUploaded: false,
      balanceDueDaysBefore: BALANCE_DUE_DAYS_DEFAULT,
      balanceReminderDaysBefore: BALANCE_REMINDER_DAYS_DEFAULT,
    });
    const qr = await getBytes(settings.gcashQrUrl);
    expect(qr.type).toBe('image/png');
    expect(scan(qr.body)).toBe(DEMO_GCASH_NUMBER);
  });

  it('lets only the administrator change them, with a valid mobile number', async () => {
    expect((await t.http().put('/api/settings/payment').field('gcashNumber', '09181234567')).status).toBe(401);
    expect((await update(customer, '09181234567')).status).toBe(403);
    for (const bad of ['0918123456', '08181234567', '09181234567x', '+639181234567', '']) {
      const response = await update(admin, bad);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(SETTINGS_MESSAGES.gcashNumber);
    }
    const refusedImage = await update(admin, '09181234567', Buffer.from('not an image at all'));
    expect(refusedImage.status).toBe(400);
    expect(refusedImage.body.message).toBe(CATALOG_MESSAGES.imageRequired);
    expect((await payment()).gcashNumber).toBe(DEMO_GCASH_NUMBER);
  });

  it("takes a new number, whose QR the default image then carries, and serves the business's uploaded QR as sent", async () => {
    const changed = await update(admin, '0918-765 4321');
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ gcashNumber: '09187654321', gcashQrUploaded: false });
    expect(scan((await getBytes(changed.body.gcashQrUrl)).body)).toBe('09187654321');

    const realQr = await toBuffer({
      bcid: 'qrcode',
      text: 'https://gcash.example/pay/qmj',
      scale: 4,
      paddingwidth: 4,
      paddingheight: 4,
      backgroundcolor: 'FFFFFF',
    });
    const uploaded = await update(admin, '09187654321', realQr);
    expect(uploaded.status).toBe(200);
    const settings = await payment();
    expect(settings).toMatchObject({ gcashNumber: '09187654321', gcashQrUploaded: true });
    expect(settings.gcashQrUrl).toMatch(/^\/api\/media\/[0-9a-f]{32}\.png$/);
    const served = await getBytes(settings.gcashQrUrl);
    expect(served.type).toBe('image/png');
    // Stored without its text comment (bwip-js names itself in one, docs/security.md): the same pixels.
    expect(await sharp(served.body).raw().toBuffer()).toEqual(await sharp(realQr).raw().toBuffer());
    expect(scan(served.body)).toBe('https://gcash.example/pay/qmj');

    // A number change keeps the uploaded image; a new image replaces it.
    await update(admin, '09187654322');
    expect((await payment()).gcashQrUrl).toBe(settings.gcashQrUrl);
    const next = pngImage(30, 16);
    expect((await update(admin, '09187654322', next)).status).toBe(200);
    const replaced = await payment();
    expect(replaced.gcashQrUrl).not.toBe(settings.gcashQrUrl);
    expect((await getBytes(replaced.gcashQrUrl)).body.equals(next)).toBe(true);
    expect((await t.http().get(settings.gcashQrUrl)).status).toBe(404);
  });
});
