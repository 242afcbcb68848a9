import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CATALOG_MESSAGES,
  deriveUpc,
  ean13CheckDigit,
  PAGE_SIZE,
  type Product,
  stockChangedMessage,
  toEan13,
} from '@qmj/contracts';
import { Product as ProductEntity } from '../src/catalog/product.entity.js';
import { ProductStockService } from '../src/catalog/product-stock.service.js';
import { UnitOfWork } from '../src/database/unit-of-work.js';
import {
  bearer,
  createCategory,
  createProduct,
  type ProductInput,
  pngImage,
  requireTool,
  run,
  sendProduct,
  startWithAdminAndCustomer,
} from './catalog-fixtures.js';
import type { TestApp } from './test-app.js';

let t: TestApp;
let admin: string;
let customer: string;
let mugs: { id: number; name: string };
let shirts: { id: number; name: string };
let sizes: { id: number; label: string }[];

const mug = (overrides: Partial<ProductInput> = {}): ProductInput => ({
  categoryId: mugs.id,
  sizeId: sizes[0].id,
  name: 'Magic Mug',
  description: 'Shows the picture when hot',
  stock: 20,
  unitPrice: 35000,
  ...overrides,
});

beforeAll(async () => {
  ({ t, admin, customer } = await startWithAdminAndCustomer());
  mugs = await createCategory(t, admin, 'Mugs');
  shirts = await createCategory(t, admin, 'Shirts');
  sizes = (await t.http().get('/api/sizes')).body;
});
afterAll(async () => {
  await t?.close();
});

describe('categories and sizes', () => {
  it('lists the seeded sizes publicly', async () => {
    const response = await t.http().get('/api/sizes');
    expect(response.status).toBe(200);
    expect(response.body.map((size: { label: string }) => size.label)).toEqual(
      expect.arrayContaining([
        'Small',
        'Medium',
        'Large',
        'Extra Large',
        '11 oz',
        '15 oz',
        'A4',
        '2x3 ft',
        '3x6 ft',
        'Standard',
      ]),
    );
  });

  it('lists categories publicly and adds them as the admin, unique regardless of case', async () => {
    const list = await t.http().get('/api/categories');
    expect(list.status).toBe(200);
    expect(list.body).toEqual(expect.arrayContaining([mugs, shirts]));

    const added = await t.http().post('/api/categories').set(bearer(admin)).send({ name: '  Photo   Frames ' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ id: expect.any(Number), name: 'Photo Frames' });

    for (const name of ['MUGS', 'mugs', ' Photo frames']) {
      const duplicate = await t.http().post('/api/categories').set(bearer(admin)).send({ name });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body).toEqual({ statusCode: 409, message: CATALOG_MESSAGES.categoryTaken, error: 'Conflict' });
    }
    const blank = await t.http().post('/api/categories').set(bearer(admin)).send({ name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(CATALOG_MESSAGES.fillRequired);
  });

  it('keeps category writes for the administrator', async () => {
    expect((await t.http().post('/api/categories').send({ name: 'Anon' })).status).toBe(401);
    expect((await t.http().post('/api/categories').set(bearer(customer)).send({ name: 'Cust' })).status).toBe(403);
  });
});

describe('creating products', () => {
  it('creates a product with a server-made UPC, derived values and a create history row', async () => {
    const response = await sendProduct(t, admin, mug({ name: 'Create Mug', stock: 12, unitPrice: 25050 }));
    expect(response.status).toBe(201);
    const product: Product = response.body;
    const upc = deriveUpc({ categoryId: mugs.id, sizeId: sizes[0].id, name: 'Create Mug', unitPrice: 25050 });
    expect(product).toMatchObject({
      upc,
      ean13: `${upc}${ean13CheckDigit(upc)}`,
      categoryId: mugs.id,
      categoryName: 'Mugs',
      sizeLabel: sizes[0].label,
      name: 'Create Mug',
      stock: 12,
      unitPrice: 25050,
      inventoryValue: 12 * 25050,
      stockStatus: 'Low Stock',
      sold: 0,
      ships: 'Lipa City, Batangas',
    });
    expect(product.imageUrl).toMatch(/^\/api\/media\/[0-9a-f]{32}\.png$/);
    const image = await t.http().get(product.imageUrl as string);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const history = await t.http().get(`/api/products/${product.id}/history`).set(bearer(admin));
    expect(history.status).toBe(200);
    expect(history.body).toEqual([
      expect.objectContaining({
        productId: product.id,
        type: 'create',
        stock: 12,
        oldStock: 0,
        upc,
        name: 'Create Mug',
      }),
    ]);
  });

  it.each([['categoryId'], ['sizeId'], ['name'], ['description'], ['stock'], ['unitPrice']] as const)(
    "answers 'Please fill out all required fields' without %s",
    async (field) => {
      const fields: Partial<ProductInput> = mug({ name: `Missing ${field}` });
      delete fields[field];
      const response = await sendProduct(t, admin, fields);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message: CATALOG_MESSAGES.fillRequired, error: 'Bad Request' });
      const blank = await sendProduct(t, admin, { ...mug({ name: `Blank ${field}` }), [field]: '   ' });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe(CATALOG_MESSAGES.fillRequired);
    },
  );

  it("answers 'Please fill out all required fields' without the image", async () => {
    const response = await sendProduct(t, admin, mug({ name: 'No image' }), { image: null });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(CATALOG_MESSAGES.fillRequired);
  });

  it('refuses negative, fractional and non-numeric stock and prices', async () => {
    for (const bad of [{ stock: -1 }, { stock: 1.5 }, { stock: 'ten' }, { unitPrice: -100 }, { unitPrice: 10.25 }]) {
      const response = await sendProduct(t, admin, mug({ name: 'Bad numbers', ...bad }));
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(CATALOG_MESSAGES.wholeNumber);
    }
    const zero = await sendProduct(t, admin, mug({ name: 'Free sample', stock: 0, unitPrice: 0 }));
    expect(zero.status).toBe(201);
  });

  it('refuses a category or size that does not exist', async () => {
    const noCategory = await sendProduct(t, admin, mug({ categoryId: 99999 }));
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.message).toBe(CATALOG_MESSAGES.categoryMissing);
    const noSize = await sendProduct(t, admin, mug({ sizeId: 99999 }));
    expect(noSize.status).toBe(400);
    expect(noSize.body.message).toBe(CATALOG_MESSAGES.sizeMissing);
  });

  it('checks the image by its bytes and its size', async () => {
    const text = await sendProduct(t, admin, mug({ name: 'Text image' }), {
      image: Buffer.from('this is not a picture'),
      filename: 'photo.png',
    });
    expect(text.status).toBe(400);
    expect(text.body.message).toBe(CATALOG_MESSAGES.imageRequired);
    const big = Buffer.concat([pngImage(), Buffer.alloc(6 * 1024 * 1024)]);
    const tooLarge = await sendProduct(t, admin, mug({ name: 'Huge image' }), { image: big });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({
      statusCode: 413,
      message: CATALOG_MESSAGES.imageTooLarge,
      error: 'Payload Too Large',
    });
    const list = await t.http().get('/api/products').query({ q: 'image' });
    expect(list.body.total).toBe(0);
  });

  it('keeps product writes and their history for the administrator', async () => {
    const product = await createProduct(t, admin, mug({ name: 'Guarded Mug' }));
    expect((await sendProduct(t, '', mug())).status).toBe(401);
    expect((await sendProduct(t, customer, mug())).status).toBe(403);
    expect((await sendProduct(t, customer, { name: 'x' }, { id: product.id })).status).toBe(403);
    expect((await t.http().patch(`/api/products/${product.id}`).send({ name: 'x' })).status).toBe(401);
    for (const path of ['history', 'sales']) {
      expect((await t.http().get(`/api/products/${product.id}/${path}`)).status).toBe(401);
      expect((await t.http().get(`/api/products/${product.id}/${path}`).set(bearer(customer))).status).toBe(403);
    }
  });
});

describe('UPC', () => {
  it('rehashes on a collision and stays unique', async () => {
    const source = { categoryId: shirts.id, sizeId: sizes[1].id, name: 'Collision Shirt', unitPrice: 40000 };
    const fields = { ...source, description: 'Two of a kind', stock: 30 };
    const first = await createProduct(t, admin, fields);
    expect(first.upc).toBe(deriveUpc(source, 0));
    const second = await createProduct(t, admin, fields);
    expect(second.upc).toBe(deriveUpc(source, 1));

    // A product already holds the UPC the next one would get: the API skips to the next attempt.
    const taken = { ...source, name: 'Taken Shirt' };
    await t.app.get(UnitOfWork).transaction((manager) =>
      manager.insert(ProductEntity, {
        upc: deriveUpc(taken, 0),
        categoryId: shirts.id,
        sizeId: sizes[1].id,
        name: 'Squatter',
        description: 'inserted directly',
        stock: 1,
        unitPrice: 1,
        createdAt: new Date(),
        updatedAt: new Date(),
      }),
    );
    const third = await createProduct(t, admin, { ...fields, name: 'Taken Shirt' });
    expect(third.upc).toBe(deriveUpc(taken, 1));
    expect(new Set([first.upc, second.upc, third.upc, deriveUpc(taken, 0)]).size).toBe(4);
  });

  it('makes products sent at the same time, each with its own UPC', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => sendProduct(t, admin, mug({ name: 'Rush Mug', categoryId: shirts.id }))),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(responses.map((response) => response.body.upc)).size).toBe(6);
  });

  it('never changes with an edit, and an edit that raises the stock is a restock', async () => {
    const product = await createProduct(t, admin, mug({ name: 'Stable Mug', stock: 10, unitPrice: 20000 }));
    const edited = await sendProduct(
      t,
      admin,
      {
        ...mug({ name: 'Stable Mug Renamed', stock: 8, unitPrice: 22000, categoryId: shirts.id }),
        ships: 'Batangas City',
      },
      { id: product.id },
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: product.id,
      upc: product.upc,
      name: 'Stable Mug Renamed',
      categoryName: 'Shirts',
      stock: 8,
      unitPrice: 22000,
      ships: 'Batangas City',
      imageUrl: product.imageUrl,
    });
    const restocked = await sendProduct(t, admin, mug({ name: 'Stable Mug Renamed', stock: 50, unitPrice: 22000 }), {
      id: product.id,
      image: pngImage(30),
    });
    expect(restocked.status).toBe(200);
    expect(restocked.body.upc).toBe(product.upc);
    expect(restocked.body.imageUrl).not.toBe(product.imageUrl);
    expect(restocked.body.stockStatus).toBe('High Stock');

    const history = await t.http().get(`/api/products/${product.id}/history`).set(bearer(admin));
    expect(
      history.body.map((row: { type: string; stock: number; oldStock: number }) => [row.type, row.oldStock, row.stock]),
    ).toEqual([
      ['create', 0, 10],
      ['edit', 10, 8],
      ['restock', 8, 50],
    ]);
    expect(new Set(history.body.map((row: { upc: string }) => row.upc))).toEqual(new Set([product.upc]));
    expect(history.body[0].imageUrl).toBe(product.imageUrl);
    expect(history.body[1]).toMatchObject({ name: 'Stable Mug Renamed', categoryName: 'Shirts', unitPrice: 22000 });
  });

  it('answers edits of missing products and bad edits without changing anything', async () => {
    const missing = await sendProduct(t, admin, mug(), { id: 999999 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(CATALOG_MESSAGES.productMissing);
    const product = await createProduct(t, admin, mug({ name: 'Untouched Mug' }));
    const blank = await sendProduct(t, admin, { ...mug(), name: '' }, { id: product.id });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(CATALOG_MESSAGES.fillRequired);
    const text = await sendProduct(t, admin, mug({ name: 'Untouched Mug' }), {
      id: product.id,
      image: Buffer.from('nope'),
    });
    expect(text.status).toBe(400);
    expect(text.body.message).toBe(CATALOG_MESSAGES.imageRequired);
    const history = await t.http().get(`/api/products/${product.id}/history`).set(bearer(admin));
    expect(history.body).toHaveLength(1);
  });

  it('refuses an edit made on a stale stock, so that stock reserved meanwhile is not overwritten', async () => {
    const product = await createProduct(t, admin, mug({ name: 'Busy Mug', stock: 10 }));
    const stock = t.app.get(ProductStockService);
    const reserved = t.app.get(UnitOfWork).transaction(async () => stock.reserve(await stock.lock(product.id), 3));
    expect(await reserved).toBe(true);

    const stale = await sendProduct(
      t,
      admin,
      { ...mug({ name: 'Busy Mug', stock: 12 }), stockWas: 10 },
      { id: product.id },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(stockChangedMessage(7));
    expect((await t.http().get(`/api/products/${product.id}`)).body.stock).toBe(7);

    const fresh = await sendProduct(
      t,
      admin,
      { ...mug({ name: 'Busy Mug', stock: 12 }), stockWas: 7 },
      { id: product.id },
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body.stock).toBe(12);
    const history = await t.http().get(`/api/products/${product.id}/history`).set(bearer(admin));
    expect(history.body.at(-1)).toMatchObject({ type: 'restock', oldStock: 7, stock: 12 });
  });
});

describe('reading the catalogue', () => {
  let listCategory: { id: number; name: string };

  beforeAll(async () => {
    listCategory = await createCategory(t, admin, 'Keychains');
    for (let i = 1; i <= 23; i += 1) {
      await createProduct(t, admin, {
        categoryId: listCategory.id,
        sizeId: sizes[2].id,
        name: `${i % 2 ? 'Acrylic' : 'Leather'} Keychain ${String(i).padStart(2, '0')}`,
        description: 'For the list',
        stock: i,
        unitPrice: 5000 + i,
      });
    }
  });

  it('pages a category, newest first, ten by default', async () => {
    const first = await t.http().get('/api/products').query({ categoryId: listCategory.id });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 23, page: 1, pageSize: 10 });
    expect(first.body.items).toHaveLength(10);
    expect(first.body.items[0].name).toBe('Acrylic Keychain 23');
    const third = await t.http().get('/api/products').query({ categoryId: listCategory.id, page: 3 });
    expect(third.body.items.map((p: Product) => p.name)).toEqual([
      'Acrylic Keychain 03',
      'Leather Keychain 02',
      'Acrylic Keychain 01',
    ]);
    const beyond = await t.http().get('/api/products').query({ categoryId: listCategory.id, page: 9 });
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual({ items: [], total: 23, page: 9, pageSize: 10 });
    const big = await t.http().get('/api/products').query({ categoryId: listCategory.id, pageSize: 100 });
    expect(big.body.items).toHaveLength(23);
  });

  it('searches names ignoring case, within a category or across all', async () => {
    const leather = await t.http().get('/api/products').query({ q: 'LEATHER keychain', categoryId: listCategory.id });
    expect(leather.body.total).toBe(11);
    expect(leather.body.items.every((p: Product) => p.name.startsWith('Leather'))).toBe(true);
    const everywhere = await t.http().get('/api/products').query({ q: 'acrylic' });
    expect(everywhere.body.total).toBe(12);
    const wildcard = await t.http().get('/api/products').query({ q: '%' });
    expect(wildcard.body.total).toBe(0);
    const otherCategory = await t.http().get('/api/products').query({ q: 'acrylic', categoryId: mugs.id });
    expect(otherCategory.body.total).toBe(0);
  });

  it('refuses bad paging with a clear message', async () => {
    for (const query of [{ pageSize: 0 }, { pageSize: 101 }, { pageSize: 'abc' }]) {
      const response = await t.http().get('/api/products').query(query);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('pageSize must be a whole number from 1 to 100');
    }
    for (const query of [{ page: 0 }, { page: 'abc' }, { page: 1.5 }]) {
      const response = await t.http().get('/api/products').query(query);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/page/);
    }
    expect((await t.http().get('/api/products').query({ categoryId: 'mugs' })).status).toBe(400);
  });

  it('reads one product, 404 for a missing one', async () => {
    const [first] = (await t.http().get('/api/products').query({ categoryId: listCategory.id })).body.items;
    const one = await t.http().get(`/api/products/${first.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(first);
    for (const id of ['999999', 'abc', '0', '-1']) {
      const missing = await t.http().get(`/api/products/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ statusCode: 404, message: CATALOG_MESSAGES.productMissing, error: 'Not Found' });
    }
  });

  it('finds at most 8 similar products of the same category, never itself', async () => {
    const [first] = (await t.http().get('/api/products').query({ categoryId: listCategory.id })).body.items;
    const similar = await t.http().get(`/api/products/${first.id}/similar`);
    expect(similar.status).toBe(200);
    expect(similar.body).toHaveLength(8);
    expect(similar.body.every((p: Product) => p.categoryId === listCategory.id && p.id !== first.id)).toBe(true);
    expect((await t.http().get('/api/products/999999/similar')).status).toBe(404);
  });

  it('answers the sales of a product (none before orders exist)', async () => {
    const [first] = (await t.http().get('/api/products').query({ categoryId: listCategory.id })).body.items;
    const sales = await t.http().get(`/api/products/${first.id}/sales`).set(bearer(admin));
    expect(sales.status).toBe(200);
    expect(sales.body).toEqual({
      productId: first.id,
      productName: first.name,
      upc: first.upc,
      sold: 0,
      revenue: 0,
      items: [],
      total: 0,
      page: 1,
      pageSize: PAGE_SIZE,
    });
    expect((await t.http().get('/api/products/999999/sales').set(bearer(admin))).status).toBe(404);
    expect((await t.http().get('/api/products/999999/history').set(bearer(admin))).status).toBe(404);
  });
});

describe('barcodes', () => {
  it('renders the EAN-13 with its check digit as PNG (read back by zbarimg) and SVG', async () => {
    const zbarimg = requireTool('/usr/bin/zbarimg', 'zbar-tools');
    const product = await createProduct(t, admin, mug({ name: 'Barcode Mug' }));
    expect(product.ean13).toBe(toEan13(product.upc));
    expect(product.ean13).toMatch(/^\d{13}$/);

    const png = await t.http().get(`/api/products/${product.id}/barcode.png`).buffer(true);
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const file = join(mkdtempSync(join(tmpdir(), 'qmj-barcode-')), 'barcode.png');
    writeFileSync(file, png.body);
    expect(run(zbarimg, ['--raw', '-q', file]).trim()).toBe(product.ean13);

    const svg = await t.http().get(`/api/products/${product.id}/barcode.svg`).buffer(true);
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(Buffer.from(svg.body).toString('utf8')).toMatch(/^<svg /);
    expect((await t.http().get('/api/products/999999/barcode.png')).status).toBe(404);
  });
});
