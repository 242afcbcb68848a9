import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { formatPesos } from '@qmj/contracts';
import {
  adminToken,
  bearer,
  createCategory,
  createProduct,
  customerToken,
  requireTool,
  run,
  sendProduct,
} from './catalog-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let admin: string;
let pdftotext: string;
let albums: { id: number };
let tarps: { id: number };
let sizeId: number;
const work = mkdtempSync(join(tmpdir(), 'qmj-reports-'));

/** Downloads a PDF as the admin and returns its headers and its text as `pdftotext -layout` reads it. */
async function pdfText(path: string) {
  const response = await t.http().get(path).set(bearer(admin)).buffer(true);
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const file = join(work, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, response.body);
  return { headers: response.headers, text: run(pdftotext, ['-layout', file, '-']) };
}

beforeAll(async () => {
  pdftotext = requireTool('/usr/bin/pdftotext', 'poppler-utils');
  t = await createTestApp();
  admin = await adminToken(t);
  albums = await createCategory(t, admin, 'Albums');
  tarps = await createCategory(t, admin, 'Tarpaulins');
  sizeId = (await t.http().get('/api/sizes')).body[0].id;
  const base = { sizeId, description: 'For the report' };
  await createProduct(t, admin, { ...base, categoryId: albums.id, name: 'Wedding Album', stock: 4, unitPrice: 250000 });
  await createProduct(t, admin, { ...base, categoryId: albums.id, name: 'Debut Album', stock: 30, unitPrice: 180050 });
  await createProduct(t, admin, {
    ...base,
    categoryId: tarps.id,
    name: 'Birthday Tarpaulin',
    stock: 40,
    unitPrice: 25000,
  });
});
afterAll(async () => {
  await t?.close();
});

describe('product list PDF', () => {
  it('downloads table_data.pdf with the columns, ₱ amounts and exactly the rows of the filter', async () => {
    const { headers, text } = await pdfText(`/api/reports/products.pdf?categoryId=${albums.id}`);
    expect(headers['content-disposition']).toBe('attachment; filename="table_data.pdf"');
    expect(text).toMatch(/UPC\s+Category\s+Product\s+Status\s+Stock\s+Price\s+Size\s+Unit Price/);
    expect(text).toContain('Wedding Album');
    expect(text).toContain('Debut Album');
    expect(text).not.toContain('Birthday Tarpaulin');
    expect(text).toContain('₱');
    expect(text).toContain(formatPesos(4 * 250000)); // ₱10,000.00
    expect(text).toContain(formatPesos(30 * 180050)); // ₱54,015.00
    expect(text).toContain('Low Stock');
    expect(text).toContain('High Stock');
  });

  it('follows the name search, and prints every product without a filter', async () => {
    const searched = await pdfText('/api/reports/products.pdf?q=WEDDING');
    expect(searched.text).toContain('Wedding Album');
    expect(searched.text).not.toContain('Debut Album');
    const all = await pdfText('/api/reports/products.pdf');
    for (const name of ['Wedding Album', 'Debut Album', 'Birthday Tarpaulin']) expect(all.text).toContain(name);
    const none = await pdfText('/api/reports/products.pdf?q=nothing-like-this');
    expect(none.text).toContain('No products match this filter.');
  });

  it('is for the administrator only', async () => {
    expect((await t.http().get('/api/reports/products.pdf')).status).toBe(401);
    const customer = await customerToken(t);
    expect((await t.http().get('/api/reports/products.pdf').set(bearer(customer))).status).toBe(403);
    expect((await t.http().get('/api/reports/products/1/history.pdf').set(bearer(customer))).status).toBe(403);
    expect((await t.http().get('/api/reports/products/1/sales.pdf').set(bearer(customer))).status).toBe(403);
    const bad = await t.http().get('/api/reports/products.pdf?categoryId=abc').set(bearer(admin));
    expect(bad.status).toBe(400);
  });
});

describe('product history and sales PDFs', () => {
  it('prints the history with its title, the product id and every change', async () => {
    const product = await createProduct(t, admin, {
      categoryId: albums.id,
      sizeId,
      name: 'History Album',
      description: 'Changes over time',
      stock: 5,
      unitPrice: 100000,
    });
    const fields = {
      categoryId: albums.id,
      sizeId,
      name: 'History Album',
      description: 'Changes over time',
      unitPrice: 100000,
    };
    expect((await sendProduct(t, admin, { ...fields, stock: 3 }, { id: product.id })).status).toBe(200);
    expect((await sendProduct(t, admin, { ...fields, stock: 25 }, { id: product.id })).status).toBe(200);

    const { headers, text } = await pdfText(`/api/reports/products/${product.id}/history.pdf`);
    expect(headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(text).toContain('Product History');
    expect(text).toContain(`Product ID ${product.id}`);
    const types = text
      .split('\n')
      .filter((line) => line.includes(product.upc))
      .map((line) => line.match(/\s(create|edit|restock)\s/)?.[1])
      .filter(Boolean);
    expect(types).toEqual(['create', 'edit', 'restock']);
    expect(text).toContain(formatPesos(25 * 100000));
    expect((await t.http().get('/api/reports/products/999999/history.pdf').set(bearer(admin))).status).toBe(404);
  });

  it('prints the sales of a product (none yet)', async () => {
    const product = (await t.http().get('/api/products').query({ q: 'Wedding' })).body.items[0];
    const { text } = await pdfText(`/api/reports/products/${product.id}/sales.pdf`);
    expect(text).toContain(`Product ID ${product.id}`);
    expect(text).toContain('Wedding Album');
    expect(text).toContain('No sales yet.');
    expect(text).toContain('Revenue: ₱0.00');
    expect((await t.http().get('/api/reports/products/999999/sales.pdf').set(bearer(admin))).status).toBe(404);
  });
});
