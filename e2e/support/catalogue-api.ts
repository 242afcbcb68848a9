// Arranging data through the API, as the administrator, when a journey is about something else.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Category, Product, Size } from '@qmj/contracts';
import { adminAuth } from './accounts-api.js';
import { expect } from './fixtures.js';

/** A new product in the Mugs category; `image` is any real PNG. */
export async function createProduct(
  request: APIRequestContext,
  product: { name: string; stock: number; unitPriceCentavos: number; image: Buffer },
): Promise<Product> {
  const categories = (await (await request.get('/api/categories')).json()) as Category[];
  const sizes = (await (await request.get('/api/sizes')).json()) as Size[];
  const mugs = categories.find((category) => category.name === 'Mugs');
  if (!mugs || !sizes[0]) throw new Error('the demo catalogue has no Mugs category or no sizes');
  const response = await request.post('/api/products', {
    headers: await adminAuth(request),
    multipart: {
      categoryId: String(mugs.id),
      sizeId: String(sizes[0].id),
      name: product.name,
      description: 'Made for a journey test.',
      stock: String(product.stock),
      unitPrice: String(product.unitPriceCentavos),
      image: { name: 'product.png', mimeType: 'image/png', buffer: product.image },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Product;
}

/** `createProduct` with a screenshot of the landing page as its picture: a real PNG at hand. */
export async function createProductPictured(
  page: Page,
  request: APIRequestContext,
  product: { name: string; stock: number; unitPriceCentavos: number },
): Promise<Product> {
  await page.goto('/');
  return createProduct(request, { ...product, image: await page.screenshot() });
}
