// The catalogue list's cache on two replicas of one database (docs/catalogue.md#the-list-cache): a
// write committed on one is in the other's list on the very next read.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createApp } from '../src/app.factory.js';
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
});
