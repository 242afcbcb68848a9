import { z } from 'zod';
import { fileReply, imageFile, recordId } from '../api.js';
import {
  categoryReplySchema,
  categorySchema,
  productFieldsSchema,
  productHistoryEntrySchema,
  productListQuerySchema,
  productPageSchema,
  productSalesQuerySchema,
  productSalesSchema,
  productSchema,
  productUpdateSchema,
  sizeSchema,
} from '../catalog.js';
import { CATALOG_MESSAGES } from '../catalog-messages.js';
import { REVIEW_MAX_IMAGES } from '../constants.js';
import {
  REVIEW_MESSAGES,
  reviewReplySchema,
  reviewSchema,
  reviewSummarySchema,
  reviewsQuerySchema,
} from '../reviews.js';
import { adminOnly, anyone, signedIn } from './endpoint.js';

const productId = z.object({ id: recordId(CATALOG_MESSAGES.productMissing) });

export const catalogRoutes = {
  categories: anyone
    .route({ method: 'GET', path: '/categories', tags: ['catalogue'], summary: 'Every product category' })
    .output(z.array(categoryReplySchema)),
  createCategory: adminOnly
    .route({ method: 'POST', path: '/categories', successStatus: 201, tags: ['catalogue'], summary: 'Add a category' })
    .input(categorySchema)
    .output(categoryReplySchema),
  sizes: anyone
    .route({ method: 'GET', path: '/sizes', tags: ['catalogue'], summary: 'Every product size' })
    .output(z.array(sizeSchema)),
  products: anyone
    .route({
      method: 'GET',
      path: '/products',
      tags: ['catalogue'],
      summary: 'Products by category and name, a page at a time',
    })
    .input(productListQuerySchema)
    .output(productPageSchema),
  product: anyone
    .route({ method: 'GET', path: '/products/{id}', tags: ['catalogue'], summary: 'One product' })
    .input(productId)
    .output(productSchema),
  similarProducts: anyone
    .route({
      method: 'GET',
      path: '/products/{id}/similar',
      tags: ['catalogue'],
      summary: 'Up to 8 products like this one',
    })
    .input(productId)
    .output(z.array(productSchema)),
  createProduct: adminOnly
    .route({ method: 'POST', path: '/products', successStatus: 201, tags: ['catalogue'], summary: 'Add a product' })
    .input(productFieldsSchema.extend({ image: imageFile.optional() }))
    .output(productSchema),
  updateProduct: adminOnly
    .route({ method: 'PATCH', path: '/products/{id}', tags: ['catalogue'], summary: 'Edit a product' })
    .input(productUpdateSchema.extend({ ...productId.shape, image: imageFile.optional() }))
    .output(productSchema),
  barcodePng: anyone
    .route({
      method: 'GET',
      path: '/products/{id}/barcode.png',
      tags: ['catalogue'],
      summary: 'The EAN-13 barcode as PNG',
    })
    .input(productId)
    .output(fileReply('image/png')),
  barcodeSvg: anyone
    .route({
      method: 'GET',
      path: '/products/{id}/barcode.svg',
      tags: ['catalogue'],
      summary: 'The EAN-13 barcode as SVG',
    })
    .input(productId)
    .output(fileReply('image/svg+xml')),
  history: adminOnly
    .route({ method: 'GET', path: '/products/{id}/history', tags: ['catalogue'], summary: 'The product history rows' })
    .input(productId)
    .output(z.array(productHistoryEntrySchema)),
  sales: adminOnly
    .route({
      method: 'GET',
      path: '/products/{id}/sales',
      tags: ['catalogue'],
      summary: 'A page of the accepted orders of a product, with the sums of them all',
    })
    .input(productSalesQuerySchema.extend(productId.shape))
    .output(productSalesSchema),
};

export const reviewRoutes = {
  summary: anyone
    .route({ method: 'GET', path: '/products/{id}/reviews', tags: ['reviews'], summary: 'Average, counts and reviews' })
    .input(reviewsQuerySchema.extend(productId.shape))
    .output(reviewSummarySchema),
  create: signedIn
    .route({
      method: 'POST',
      path: '/products/{id}/reviews',
      successStatus: 201,
      tags: ['reviews'],
      summary: 'Review a received order',
    })
    .input(
      reviewSchema.extend({
        ...productId.shape,
        images: z.array(imageFile).max(REVIEW_MAX_IMAGES, { error: REVIEW_MESSAGES.tooManyImages }).optional(),
      }),
    )
    .output(reviewReplySchema),
};

export const reportRoutes = {
  productList: adminOnly
    .route({
      method: 'GET',
      path: '/reports/products.pdf',
      tags: ['reports'],
      summary: 'table_data.pdf for the current filter',
    })
    .input(productListQuerySchema.pick({ categoryId: true, q: true }))
    .output(fileReply('application/pdf')),
  productHistory: adminOnly
    .route({
      method: 'GET',
      path: '/reports/products/{id}/history.pdf',
      tags: ['reports'],
      summary: 'A product history PDF',
    })
    .input(productId)
    .output(fileReply('application/pdf')),
  productSales: adminOnly
    .route({
      method: 'GET',
      path: '/reports/products/{id}/sales.pdf',
      tags: ['reports'],
      summary: 'A product sales PDF',
    })
    .input(productId)
    .output(fileReply('application/pdf')),
};
