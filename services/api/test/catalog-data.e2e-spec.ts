import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CATALOG_MESSAGES, LOW_STOCK_THRESHOLD, type Product } from '@qmj/contracts';
import { CatalogDemoSeeder } from '../src/catalog/catalog-demo-seeder.js';
import { ProductStockService } from '../src/catalog/product-stock.service.js';
import { UnitOfWork } from '../src/database/unit-of-work.js';
import { adminToken, bearer } from './catalog-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO_DATA: 'true' });
  admin = await adminToken(t);
});
afterAll(async () => {
  await t?.close();
});

describe('demo catalogue', () => {
  it('is made on first start: the business categories and 27 products with drawn images', async () => {
    const categories = (await t.http().get('/api/categories')).body.map((c: { name: string }) => c.name);
    expect(categories).toEqual(
      expect.arrayContaining(['Mugs', 'Shirts', 'Albums', 'Souvenirs', 'Tarpaulins', 'Keychains']),
    );
    const list = await t.http().get('/api/products').query({ pageSize: 100 });
    expect(list.body.total).toBe(27);
    const products: Product[] = list.body.items;
    expect(products.filter((p) => p.stock <= LOW_STOCK_THRESHOLD).length).toBeGreaterThanOrEqual(3);
    expect(products.every((p) => p.unitPrice >= 1000 && p.unitPrice % 100 === 0)).toBe(true);
    expect(new Set(products.map((p) => p.imageUrl)).size).toBe(27);
    // One customizable mug of each size, ordered with a design from the customizer (docs/customizer.md).
    const customizable = products.filter((p) => p.customizableSize !== null);
    expect(customizable.map((p) => [p.customizableSize, p.categoryName]).sort()).toEqual([
      ['L', 'Mugs'],
      ['M', 'Mugs'],
      ['S', 'Mugs'],
    ]);
    expect(customizable.every((p) => p.stock > LOW_STOCK_THRESHOLD && p.unitPrice > 0)).toBe(true);
    // The customizer finds them by the list's filter; `false` gives the rest, anything else is a 400.
    for (const [wanted, count] of [
      ['true', 3],
      ['false', 24],
    ] as const) {
      const page = await t.http().get('/api/products').query({ customizable: wanted, pageSize: 100 });
      expect(page.body.total).toBe(count);
    }
    const wrong = await t.http().get('/api/products').query({ customizable: 'yes' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('customizable must be true or false');
    const image = await t
      .http()
      .get(products[0].imageUrl as string)
      .buffer(true);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const history = await t.http().get(`/api/products/${products[0].id}/history`).set(bearer(admin));
    // Made once; any later row is the demo orders reserving its stock.
    const [created, ...later] = history.body.map((row: { type: string }) => row.type);
    expect(created).toBe('create');
    expect(later.every((type: string) => type === 'reserve')).toBe(true);
  });

  it('is not made again once products exist', async () => {
    await t.app.get(CatalogDemoSeeder).onApplicationBootstrap();
    expect((await t.http().get('/api/products')).body.total).toBe(27);
  });
});

describe('stock reservations (for the orders module)', () => {
  /** A reservation as the orders module makes one: on the product row its transaction locked. */
  const reserve = (productId: number, quantity: number) =>
    t.app.get(UnitOfWork).transaction(async () => {
      const stock = t.app.get(ProductStockService);
      return stock.reserve(await stock.lock(productId), quantity);
    });
  const release = (productId: number, quantity: number) =>
    t.app.get(UnitOfWork).transaction(async () => {
      const stock = t.app.get(ProductStockService);
      await stock.release(await stock.lock(productId), quantity);
    });

  it('takes stock with one conditional update and a history row, in the caller’s transaction', async () => {
    const unitOfWork = t.app.get(UnitOfWork);
    const product: Product = (await t.http().get('/api/products').query({ q: 'Leather Name Keychain' })).body.items[0];
    expect(product.stock).toBe(5);

    expect(await reserve(product.id, 6)).toBe(false);
    expect(await reserve(product.id, 2)).toBe(true);
    expect((await t.http().get(`/api/products/${product.id}`)).body.stock).toBe(3);

    // A rolled-back transaction takes its reservation and history row with it.
    await expect(
      unitOfWork.transaction(async () => {
        expect(await reserve(product.id, 1)).toBe(true);
        throw new Error('order failed');
      }),
    ).rejects.toThrow('order failed');
    expect((await t.http().get(`/api/products/${product.id}`)).body.stock).toBe(3);

    await release(product.id, 2);
    await expect(release(999999, 2)).rejects.toThrow(CATALOG_MESSAGES.productMissing);
    await expect(reserve(product.id, 0)).rejects.toThrow(/positive whole/);

    const history = await t.http().get(`/api/products/${product.id}/history`).set(bearer(admin));
    expect(
      history.body.map((row: { type: string; oldStock: number; stock: number }) => [row.type, row.oldStock, row.stock]),
    ).toEqual([
      ['create', 0, 5],
      ['reserve', 5, 3],
      ['release', 3, 5],
    ]);
  });

  it('never sells more than there is when reservations race', async () => {
    const product: Product = (await t.http().get('/api/products').query({ q: 'Baptism Album' })).body.items[0];
    const results = await Promise.all(Array.from({ length: product.stock + 5 }, () => reserve(product.id, 1)));
    expect(results.filter(Boolean)).toHaveLength(product.stock);
    expect((await t.http().get(`/api/products/${product.id}`)).body.stock).toBe(0);
  });
});
