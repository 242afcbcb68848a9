import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ConflictException } from '@nestjs/common';
import {
  CATALOG_MESSAGES,
  CUSTOMIZATION_MESSAGES,
  type Customization,
  MUG_COLORS,
  MUG_TEXT_MAX_LENGTH,
  type Order,
} from '@qmj/contracts';
import { Product } from '../src/catalog/product.entity.js';
import { UnitOfWork } from '../src/database/unit-of-work.js';
import { MediaService, type PendingUpload } from '../src/media/media.service.js';
import { StoredFile } from '../src/media/stored-file.entity.js';
import { uploadsTree } from './booking-fixtures.js';
import { largePng, pngImage } from './catalog-fixtures.js';
import {
  bearer,
  type Customer,
  DETAILS,
  placeOrder,
  receiptImage,
  type Shop,
  sendOrder,
  startShop,
  stockOf,
} from './order-fixtures.js';
import type { TestApp } from './test-app.js';

/** A real 1×1 JPEG (progressive, greyscale): an image, but not the PNG a preview must be. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const NOT_AN_IMAGE = Buffer.from('just some text pretending to be a picture');
/** The first 40 bytes of a PNG: a PNG by its bytes, but no image decodes from it. */
const BROKEN_PNG = pngImage(90).subarray(0, 40);

const FIELDS = { size: 'M', color: '#4169e1', text: 'Happy birthday', font: 'Georgia', bold: 'true', italic: 'false' };

let t: TestApp;
let shop: Shop;
let owner: Customer;
let other: Customer;
/** A customizable mug of size M, and a plain product. */
let mugM: number;
let mugS: number;
let plain: number;

interface DesignFiles {
  image?: Buffer;
  preview?: Buffer;
}

/** POST /api/customizations as the customizer sends it: multipart fields, the picture and the PNG preview. */
function sendDesign(
  token: string | null,
  fields: Record<string, string> = FIELDS,
  files: DesignFiles = { image: pngImage(40), preview: pngImage(200, 16) },
) {
  let request = t.http().post('/api/customizations');
  if (token) request = request.set(bearer(token));
  for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
  if (files.image) request = request.attach('image', files.image, 'picture.png');
  if (files.preview) request = request.attach('preview', files.preview, 'preview.png');
  return request;
}

async function saveDesign(token: string, fields: Record<string, string> = FIELDS, files?: DesignFiles) {
  const response = await sendDesign(token, fields, files);
  if (response.status !== 201) throw new Error(`design failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as Customization;
}

/** A product made customizable: the catalogue's customizable mugs are demo data, so the spec marks its own. */
async function customizableMug(size: 'S' | 'M' | 'L'): Promise<number> {
  const { id } = await shop.product(10, 30000, `Custom Mug ${size}`);
  await t.app.get(UnitOfWork).transaction((manager) => manager.update(Product, { id }, { customizableSize: size }));
  return id;
}

beforeAll(async () => {
  ({
    t,
    shop,
    customers: [owner, other],
  } = await startShop(2));
  mugM = await customizableMug('M');
  mugS = await customizableMug('S');
  plain = (await shop.product(10)).id;
});
afterAll(async () => {
  await t?.close();
});

describe('saving a design', () => {
  it('keeps the choices, the picture as uploaded and the PNG preview, readable by the owner', async () => {
    const picture = pngImage(40, 12);
    const preview = pngImage(200, 16);
    const response = await sendDesign(
      owner.token,
      { ...FIELDS, color: ' #4169E1 ', text: '  Happy birthday  ', italic: 'true' },
      { image: picture, preview },
    );
    expect(response.status).toBe(201);
    const design: Customization = response.body;
    expect(design).toEqual({
      id: expect.any(Number),
      size: 'M',
      color: '#4169e1',
      text: 'Happy birthday',
      font: 'Georgia',
      bold: true,
      italic: true,
      hasImage: true,
      createdAt: expect.any(String),
    });

    const read = await t.http().get(`/api/customizations/${design.id}`).set(bearer(owner.token));
    expect(read.status).toBe(200);
    expect(read.body).toEqual(design);

    const previewReply = await t
      .http()
      .get(`/api/customizations/${design.id}/preview.png`)
      .set(bearer(owner.token))
      .buffer(true);
    expect(previewReply.status).toBe(200);
    expect(previewReply.headers['content-type']).toBe('image/png');
    expect(previewReply.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(previewReply.body, preview)).toBe(0);

    const printImage = await t
      .http()
      .get(`/api/customizations/${design.id}/image`)
      .set(bearer(owner.token))
      .buffer(true);
    expect(printImage.status).toBe(200);
    expect(printImage.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(printImage.body, picture)).toBe(0);
    expect(printImage.headers['content-disposition']).toBe(`attachment; filename="design-${design.id}-print.png"`);
  });

  it('takes real booleans and an empty text; a design without a picture has no print image', async () => {
    const response = await t
      .http()
      .post('/api/customizations')
      .set(bearer(owner.token))
      .field('size', 'S')
      .field('color', MUG_COLORS[0].hex)
      .field('font', 'Verdana')
      .attach('preview', pngImage(10), 'preview.png');
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ size: 'S', text: '', bold: false, italic: false, hasImage: false });
    const printImage = await t.http().get(`/api/customizations/${response.body.id}/image`).set(bearer(owner.token));
    expect(printImage.status).toBe(404);
    expect(printImage.body.message).toBe(CUSTOMIZATION_MESSAGES.noImage);
  });

  it("lists the customer's own designs, newest first, a page at a time", async () => {
    const first = await saveDesign(other.token, { ...FIELDS, text: 'first' });
    const second = await saveDesign(other.token, { ...FIELDS, text: 'second' });
    const mine = await t.http().get('/api/customizations').set(bearer(other.token));
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(mine.body.items.map((design: Customization) => design.id)).toEqual([second.id, first.id]);
    const paged = await t.http().get('/api/customizations').query({ pageSize: 1, page: 2 }).set(bearer(other.token));
    expect(paged.body.items.map((design: Customization) => design.id)).toEqual([first.id]);
  });
});

describe('who reads a design', () => {
  let design: Customization;
  const reads = (id: number) => [
    `/api/customizations/${id}`,
    `/api/customizations/${id}/preview.png`,
    `/api/customizations/${id}/image`,
  ];

  beforeAll(async () => {
    design = await saveDesign(owner.token);
  });

  it('the administrator reads every design and its files', async () => {
    for (const path of reads(design.id)) {
      const response = await t.http().get(path).set(bearer(shop.admin));
      expect(response.status).toBe(200);
    }
  });

  it('another customer gets 404, exactly as for a design that does not exist', async () => {
    for (const path of [...reads(design.id), ...reads(999999)]) {
      const response = await t.http().get(path).set(bearer(other.token));
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(CUSTOMIZATION_MESSAGES.notFound);
    }
    const theirs = await t.http().get('/api/customizations').set(bearer(other.token));
    expect(theirs.body.items.some((item: Customization) => item.id === design.id)).toBe(false);
  });

  it('nobody signed out saves or reads one (401)', async () => {
    expect((await sendDesign(null)).status).toBe(401);
    expect((await t.http().get('/api/customizations')).status).toBe(401);
    for (const path of reads(design.id)) expect((await t.http().get(path)).status).toBe(401);
  });
});

describe('bad designs are refused with a clear message, and nothing is stored', () => {
  const cases: [string, Record<string, string>, DesignFiles | undefined, number, string][] = [
    [
      'a colour outside the palette',
      { ...FIELDS, color: '#123456' },
      undefined,
      400,
      CUSTOMIZATION_MESSAGES.colorUnknown,
    ],
    ['a colour by name', { ...FIELDS, color: 'red' }, undefined, 400, CUSTOMIZATION_MESSAGES.colorUnknown],
    ['an unknown font', { ...FIELDS, font: 'Comic Sans MS' }, undefined, 400, CUSTOMIZATION_MESSAGES.fontUnknown],
    ['an unknown size', { ...FIELDS, size: 'XL' }, undefined, 400, CUSTOMIZATION_MESSAGES.sizeUnknown],
    [
      'text over its limit',
      { ...FIELDS, text: 'x'.repeat(MUG_TEXT_MAX_LENGTH + 1) },
      undefined,
      400,
      CUSTOMIZATION_MESSAGES.textTooLong,
    ],
    ['bold that is not true or false', { ...FIELDS, bold: 'yes' }, undefined, 400, CUSTOMIZATION_MESSAGES.styleInvalid],
    [
      'a picture that is not an image',
      FIELDS,
      { image: NOT_AN_IMAGE, preview: pngImage() },
      400,
      CATALOG_MESSAGES.imageRequired,
    ],
    ['a JPEG as the preview', FIELDS, { preview: JPEG }, 400, CUSTOMIZATION_MESSAGES.previewNotPng],
    ['a preview that is not an image', FIELDS, { preview: NOT_AN_IMAGE }, 400, CUSTOMIZATION_MESSAGES.previewNotPng],
    ['no preview', FIELDS, { image: pngImage() }, 400, CUSTOMIZATION_MESSAGES.previewRequired],
    ['a picture over 5 MB', FIELDS, { image: largePng(), preview: pngImage() }, 413, CATALOG_MESSAGES.imageTooLarge],
    [
      'a preview that is a PNG by its bytes but does not decode, with a good picture',
      FIELDS,
      { image: pngImage(), preview: BROKEN_PNG },
      400,
      CATALOG_MESSAGES.imageUnreadable,
    ],
    [
      'a picture that is a PNG by its bytes but does not decode',
      FIELDS,
      { image: BROKEN_PNG, preview: pngImage() },
      400,
      CATALOG_MESSAGES.imageUnreadable,
    ],
  ];

  it.each(cases)('%s', async (_name, fields, files, status, message) => {
    const uploadsBefore = uploadsTree(t);
    const designsBefore = (await t.http().get('/api/customizations').set(bearer(owner.token))).body.total;
    const response = await sendDesign(owner.token, fields, files);
    expect(response.status).toBe(status);
    expect(response.body.message).toBe(message);
    // No file and no folder: neither stored nor pending.
    expect(uploadsTree(t)).toEqual(uploadsBefore);
    expect((await t.http().get('/api/customizations').set(bearer(owner.token))).body.total).toBe(designsBefore);
  });

  it('leaves nothing when a design is refused in its transaction, after both files were kept', async () => {
    const media = t.app.get(MediaService);
    const keep = media.keep.bind(media);
    let kept = 0;
    const refusal = new ConflictException('refused once both files were kept');
    const spy = jest.spyOn(media, 'keep').mockImplementation(async (upload: PendingUpload) => {
      const key = await keep(upload);
      kept += 1;
      if (kept === 2) throw refusal;
      return key;
    });
    const storedFiles = () => t.app.get(UnitOfWork).repository(StoredFile).count();
    const uploadsBefore = uploadsTree(t);
    const designsBefore = (await t.http().get('/api/customizations').set(bearer(owner.token))).body.total;
    const storedBefore = await storedFiles();
    try {
      const response = await sendDesign(owner.token);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(refusal.message);
    } finally {
      spy.mockRestore();
    }
    expect(kept).toBe(2);
    expect(uploadsTree(t)).toEqual(uploadsBefore);
    expect(await storedFiles()).toBe(storedBefore);
    expect((await t.http().get('/api/customizations').set(bearer(owner.token))).body.total).toBe(designsBefore);
  });

  it('keeps the JPEG as a picture on the mug (any accepted image), as uploaded', async () => {
    const design = await saveDesign(owner.token, FIELDS, { image: JPEG, preview: pngImage() });
    const printImage = await t
      .http()
      .get(`/api/customizations/${design.id}/image`)
      .set(bearer(owner.token))
      .buffer(true);
    expect(printImage.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(printImage.body, JPEG)).toBe(0);
  });
});

describe('ordering a design', () => {
  it('a customizable product shows its size in the catalogue', async () => {
    expect((await t.http().get(`/api/products/${mugM}`)).body.customizableSize).toBe('M');
    expect((await t.http().get(`/api/products/${plain}`)).body.customizableSize).toBeNull();
  });

  it('places an order carrying the design, with the same prices and stock as any product', async () => {
    const design = await saveDesign(owner.token);
    const stock = await stockOf(t, mugM);
    const order = await placeOrder(t, owner.token, { productId: mugM, quantity: 2, customizationId: design.id });
    const { createdAt: _createdAt, ...carried } = design;
    expect(order.customization).toEqual(carried);
    expect(order).toMatchObject({ status: 'pending', unitPrice: 30000, quantity: 2, subtotal: 60000 });
    expect(await stockOf(t, mugM)).toBe(stock - 2);

    const pending = await t.http().get('/api/orders').query({ tab: 'pending' }).set(bearer(owner.token));
    expect(pending.body.items.find((item: Order) => item.id === order.id).customization).toEqual(carried);
    const admin = await t.http().get('/api/admin/orders').query({ status: 'pending' }).set(bearer(shop.admin));
    const seen = admin.body.items.find((item: Order) => item.id === order.id);
    expect(seen.customization).toEqual(carried);
    expect(seen.username).toBe(owner.username);
    const plainOrder = await placeOrder(t, owner.token, { productId: plain });
    expect(plainOrder.customization).toBeNull();
  });

  it('carries the design through the cart and the checkout, multipart with a receipt too', async () => {
    const design = await saveDesign(owner.token);
    const line = await placeOrder(t, owner.token, { productId: mugM, intent: 'cart', customizationId: design.id });
    expect(line.customization?.id).toBe(design.id);
    const checkout = await t
      .http()
      .post('/api/orders/checkout')
      .set(bearer(owner.token))
      .send({ ...DETAILS, orderIds: [line.id] });
    expect(checkout.status).toBe(200);
    expect(checkout.body[0].customization.id).toBe(design.id);

    const gcash = await sendOrder(
      t,
      owner.token,
      { productId: mugM, paymentMethod: 'GCASH', customizationId: design.id },
      receiptImage(),
    );
    expect(gcash.status).toBe(201);
    expect(gcash.body.customization.id).toBe(design.id);
  });

  it('refuses what cannot be ordered, and changes nothing', async () => {
    const mine = await saveDesign(owner.token);
    const theirs = await saveDesign(other.token);
    const small = await saveDesign(owner.token, { ...FIELDS, size: 'S' });
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ productId: plain, customizationId: mine.id }, 400, CUSTOMIZATION_MESSAGES.notCustomizable],
      [{ productId: mugM }, 400, CUSTOMIZATION_MESSAGES.designRequired],
      [{ productId: mugM, intent: 'cart' }, 400, CUSTOMIZATION_MESSAGES.designRequired],
      [{ productId: mugM, customizationId: theirs.id }, 404, CUSTOMIZATION_MESSAGES.notFound],
      [{ productId: mugM, customizationId: 999999 }, 404, CUSTOMIZATION_MESSAGES.notFound],
      [{ productId: mugM, customizationId: 'abc' }, 400, CUSTOMIZATION_MESSAGES.notFound],
      [{ productId: mugM, customizationId: small.id }, 400, CUSTOMIZATION_MESSAGES.sizeMismatch],
    ];
    const stocks = [await stockOf(t, mugM), await stockOf(t, plain)];
    const orders = async () =>
      (await t.http().get('/api/orders').query({ tab: 'history', pageSize: 100 }).set(bearer(owner.token))).body.total;
    const before = await orders();
    for (const [fields, status, message] of refusals) {
      const response = await sendOrder(t, owner.token, fields as { productId: number });
      expect({ fields, status: response.status, message: response.body.message }).toEqual({ fields, status, message });
    }
    expect([await stockOf(t, mugM), await stockOf(t, plain)]).toEqual(stocks);
    expect(await orders()).toBe(before);
    // The small design orders the small mug.
    const order = await placeOrder(t, owner.token, { productId: mugS, customizationId: small.id });
    expect(order.customization?.size).toBe('S');
  });
});
