// The catalogue list's cache on two replicas of one database (docs/catalogue.md#the-list-cache): a
// write committed on one is in the other's list on the very next read.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { productListQuerySchema } from '@qmj/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory.js';
import { ProductsService } from '../src/catalog/products.service.js';
import { adminToken, createCategory, createProduct, sendProduct } from './catalog-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

let replicaA: TestApp;
let replicaB: NestFastifyApplication;

beforeAll(async () => {
  replicaA = await createTestApp();
  replicaB = await createApp(replicaA.config, { logger: ['error', 'fatal'] });
});
afterAll(async () => {
  await replicaB?.close();
  await replicaA?.close();
});

const listedOnB = async () => {
  const response = await request(replicaB.getHttpServer()).get('/api/products?page=1').expect(200);
  return response.body.items.map((item: { name: string; stock: number }) => `${item.name} ×${item.stock}`);
};

describe('the catalogue list on two replicas of one database', () => {
  it("shows a product added or edited on one replica in the other's list at once", async () => {
    const admin = await adminToken(replicaA);
    const category = await createCategory(replicaA, admin, 'Mugs');
    const [size] = (await replicaA.http().get('/api/sizes')).body;
    const fields = { categoryId: category.id, sizeId: size.id, description: 'White', unitPrice: 25000 };

    await createProduct(replicaA, admin, { ...fields, name: 'Plain Mug', stock: 5 });
    expect(await listedOnB()).toEqual(['Plain Mug ×5']);
    // Read twice, so that B answers from its cache.
    expect(await listedOnB()).toEqual(['Plain Mug ×5']);

    const product = await createProduct(replicaA, admin, { ...fields, name: 'Photo Mug', stock: 8 });
    expect(await listedOnB()).toEqual(['Photo Mug ×8', 'Plain Mug ×5']);

    const edit = await sendProduct(
      replicaA,
      admin,
      { ...fields, name: 'Photo Mug', stock: 3, stockWas: 8 },
      { id: product.id },
    );
    expect(edit.status).toBe(200);
    expect(await listedOnB()).toEqual(['Photo Mug ×3', 'Plain Mug ×5']);
  });

  it('answers a list read with a write committed before it, even when an earlier read of the same turn came before the write', async () => {
    const admin = await adminToken(replicaA);
    const category = await createCategory(replicaA, admin, 'Tumblers');
    const [size] = (await replicaA.http().get('/api/sizes')).body;
    const product = await createProduct(replicaA, admin, {
      categoryId: category.id,
      sizeId: size.id,
      name: 'Steel Tumbler',
      description: 'Keeps it cold',
      stock: 4,
      unitPrice: 30000,
    });
    const list = replicaB.get(ProductsService);
    const query = productListQuerySchema.parse({ categoryId: String(category.id) });
    const stockIn = async (page: Promise<Buffer>) => JSON.parse((await page).toString()).items[0].stock;
    // B keeps the page.
    expect(await stockIn(list.listJson(query))).toBe(4);

    // Without waiting between them (through the service: HTTP cannot put two requests in one
    // event-loop turn), a read, a write committed on A, another read.
    const earlier = list.listJson(query);
    await replicaA.app.get(DataSource).query('UPDATE products SET stock = 11 WHERE id = ?', [product.id]);
    const later = list.listJson(query);
    expect(await stockIn(later)).toBe(11);
    // The earlier read came before the write: either stock is a right answer for it.
    expect([4, 11]).toContain(await stockIn(earlier));
  });
});
