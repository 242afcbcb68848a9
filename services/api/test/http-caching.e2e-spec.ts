import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Product } from '@qmj/contracts';
import { bearer, sendProduct } from './catalog-fixtures.js';
import { type Customer, type Shop, startShop } from './order-fixtures.js';
import type { TestApp } from './test-app.js';

let t: TestApp;
let shop: Shop;
let customer: Customer;
let product: Product;

beforeAll(async () => {
  ({
    t,
    shop,
    customers: [customer],
  } = await startShop());
  // The shop's helper answers the created product as the API sent it.
  product = (await shop.product(5)) as Product;
});
afterAll(async () => {
  await t?.close();
});

const productPath = () => `/api/products/${product.id}`;

/** The administrator's edit form, sent whole with these changes (and these request headers). */
async function editProduct(changes: { name?: string; stock?: number }, headers: Record<string, string> = {}) {
  const { categoryId, sizeId, name, description, stock, unitPrice } = (await t.http().get(productPath())).body;
  return sendProduct(
    t,
    shop.admin,
    { categoryId, sizeId, name, description, stock, unitPrice, ...changes },
    { id: product.id },
  ).set(headers);
}

describe('public reads', () => {
  it('carry an ETag and are revalidated on every use', async () => {
    for (const path of [
      productPath(),
      '/api/products?page=1',
      '/api/categories',
      '/api/services',
      '/api/settings/payment',
    ]) {
      const response = await t.http().get(path);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('public, no-cache');
      expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
    }
  });

  it('answer 304 without a body when the client holds the same reply', async () => {
    const first = await t.http().get(productPath());
    const again = await t.http().get(productPath()).set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, no-cache');
  });

  it('compare any tag of the list, weakly, as a cache in front (nginx gzip) sends it', async () => {
    const list = await t.http().get('/api/products?page=1');
    const weakInList = `"elsewhere", W/${list.headers.etag}`;
    expect((await t.http().get('/api/products?page=1').set('If-None-Match', weakInList)).status).toBe(304);
    expect((await t.http().head(productPath()).set('If-None-Match', '*')).status).toBe(304);
    const other = await t.http().get(productPath()).set('If-None-Match', '"elsewhere"');
    expect(other.status).toBe(200);
    expect(other.body.id).toBe(product.id);
  });

  it('change their ETag when the data changes, and the old one gets the new reply', async () => {
    const before = await t.http().get(productPath());
    const listBefore = await t.http().get('/api/products?page=1');
    const edit = await editProduct({ name: `${product.name} Deluxe` });
    expect(edit.status).toBe(200);

    const after = await t.http().get(productPath()).set('If-None-Match', before.headers.etag);
    expect(after.status).toBe(200);
    expect(after.body.name).toBe(`${product.name} Deluxe`);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const listAfter = await t.http().get('/api/products?page=1').set('If-None-Match', listBefore.headers.etag);
    expect(listAfter.status).toBe(200);
    expect(listAfter.headers.etag).not.toBe(listBefore.headers.etag);
  });

  it('give an error no ETag', async () => {
    const missing = await t.http().get('/api/products/999999');
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const badQuery = await t.http().get('/api/products?page=none');
    expect(badQuery.status).toBe(400);
    expect(badQuery.headers.etag).toBeUndefined();
  });

  it('leave a route its own caching: an image stays immutable', async () => {
    const image = await t.http().get(String(product.imageUrl));
    expect(image.status).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers.etag).toBeUndefined();
  });
});

describe('private reads', () => {
  it("are never stored: a customer's orders and the administrator's lists", async () => {
    const reads = [
      t.http().get('/api/orders?tab=pending').set(bearer(customer.token)),
      t.http().get('/api/admin/orders?status=pending').set(bearer(shop.admin)),
      t.http().get('/api/me').set(bearer(customer.token)),
    ];
    for (const response of await Promise.all(reads)) {
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it('get no 304 whatever the client sends', async () => {
    const response = await t.http().get('/api/me').set(bearer(customer.token)).set('If-None-Match', '*');
    expect(response.status).toBe(200);
    expect(response.body.username).toBe(customer.username);
  });
});

describe('writes', () => {
  it('are left alone: no ETag, no Cache-Control, no 304', async () => {
    const edit = await editProduct({ stock: 7 }, { 'If-None-Match': '*' });
    expect(edit.status).toBe(200);
    expect(edit.headers.etag).toBeUndefined();
    expect(edit.headers['cache-control']).toBeUndefined();
  });
});
