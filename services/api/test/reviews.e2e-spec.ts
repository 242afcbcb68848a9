import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ANONYMOUS_REVIEWER, CATALOG_MESSAGES, type Order, REVIEW_MESSAGES, type ReviewSummary } from '@qmj/contracts';
import { UnitOfWork } from '../src/database/unit-of-work.js';
import { Order as OrderRow } from '../src/orders/order.entity.js';
import { generateTransactionCode } from '../src/orders/transaction-code.js';
import { Review } from '../src/reviews/review.entity.js';
import { uploadsTree } from './booking-fixtures.js';
import { bearer, pngImage } from './catalog-fixtures.js';
import { type Customer, orderIn, type Shop, startShop } from './order-fixtures.js';
import type { TestApp } from './test-app.js';

let t: TestApp;
let shop: Shop;
let customer: Customer;

beforeAll(async () => {
  ({
    t,
    shop,
    customers: [customer],
  } = await startShop());
  await t.http().patch('/api/me').set(bearer(customer.token)).send({
    showedUsername: 'Maria S.',
    contact: '09171234567',
    address: 'Lipa City',
    otherInfo: 'Near the church',
    legitName: 'Maria Santos',
  });
});
afterAll(async () => {
  await t?.close();
});

interface ReviewFields {
  orderId: number;
  rating?: number | string;
  comment?: string;
  anonymous?: boolean | string;
}

/** `imageField` names each image's form field: `images` repeated by default, `images[0]` … as the web's client sends them. */
function sendReview(
  productId: number,
  token: string,
  fields: ReviewFields,
  images: Buffer[] = [],
  imageField = (_index: number) => 'images',
) {
  let request = t.http().post(`/api/products/${productId}/reviews`).set(bearer(token));
  const body = { rating: 5, comment: 'Lovely mug, thank you!', anonymous: 'false', ...fields };
  for (const [name, value] of Object.entries(body)) request = request.field(name, String(value));
  images.forEach((image, index) => {
    request = request.attach(imageField(index), image, `photo-${index}.png`);
  });
  return request;
}

const summary = async (productId: number, query = ''): Promise<ReviewSummary> => {
  const response = await t.http().get(`/api/products/${productId}/reviews${query}`);
  expect(response.status).toBe(200);
  return response.body;
};

describe('posting a review', () => {
  it('takes a review of the customer own received order, with up to 3 images, once per order', async () => {
    const product = await shop.product(10);
    const order = await orderIn(t, shop, customer, product.id, 'received');
    const response = await sendReview(
      product.id,
      customer.token,
      { orderId: order.id, rating: 4, comment: '  Great colours  ' },
      [pngImage(10), pngImage(90), pngImage(200)],
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      productId: product.id,
      productName: product.name,
      rating: 4,
      comment: 'Great colours',
      reviewer: 'Maria S.',
    });
    expect(response.body.imageUrls).toHaveLength(3);
    // Review images are public.
    const image = await t.http().get(response.body.imageUrls[0]);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const again = await sendReview(product.id, customer.token, { orderId: order.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REVIEW_MESSAGES.alreadyReviewed);

    const mine = await t.http().get('/api/orders?tab=received').set(bearer(customer.token));
    expect(mine.body.items.find((item: Order) => item.id === order.id).reviewed).toBe(true);
  });

  it('takes the images in bracket notation too, with the same limit', async () => {
    const product = await shop.product(10);
    const order = await orderIn(t, shop, customer, product.id, 'received');
    const bracketed = (index: number) => `images[${index}]`;
    const fourth = await sendReview(
      product.id,
      customer.token,
      { orderId: order.id },
      [pngImage(1), pngImage(2), pngImage(3), pngImage(4)],
      bracketed,
    );
    expect(fourth.status).toBe(400);
    expect(fourth.body.message).toBe(REVIEW_MESSAGES.tooManyImages);
    const elsewhere = await sendReview(product.id, customer.token, { orderId: order.id }, [pngImage(1)], () => 'photo');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe('Unexpected field - photo');
    const response = await sendReview(
      product.id,
      customer.token,
      { orderId: order.id },
      [pngImage(5), pngImage(6)],
      bracketed,
    );
    expect(response.status).toBe(201);
    expect(response.body.imageUrls).toHaveLength(2);
  });

  it('refuses orders that are not received, not the customer own, or of another product', async () => {
    const product = await shop.product(10);
    const otherProduct = await shop.product(10);
    const stranger = await shop.customer();
    const statuses = ['cart', 'pending', 'approved', 'denied', 'delivering', 'cancelled'] as const;
    const orders = [];
    for (const status of statuses) orders.push(await orderIn(t, shop, customer, product.id, status));
    const received = await orderIn(t, shop, customer, product.id, 'received');
    const uploadsBefore = uploadsTree(t);
    for (const [index, order] of orders.entries()) {
      const response = await sendReview(product.id, customer.token, { orderId: order.id }, [pngImage(7)]);
      expect({ status: statuses[index], code: response.status }).toEqual({ status: statuses[index], code: 409 });
      expect(response.body.message).toBe(REVIEW_MESSAGES.notReceived);
    }
    const others = await sendReview(product.id, stranger.token, { orderId: received.id }, [pngImage(8), pngImage(9)]);
    expect(others.status).toBe(403);
    expect(others.body.message).toBe(REVIEW_MESSAGES.notReceived);
    const wrongProduct = await sendReview(otherProduct.id, customer.token, { orderId: received.id });
    expect(wrongProduct.status).toBe(403);
    const noSuchOrder = await sendReview(product.id, customer.token, { orderId: 999999 });
    expect(noSuchOrder.status).toBe(403);
    const noSuchProduct = await sendReview(999999, customer.token, { orderId: received.id });
    expect(noSuchProduct.status).toBe(404);
    expect(noSuchProduct.body.message).toBe(CATALOG_MESSAGES.productMissing);
    expect((await sendReview(product.id, '', { orderId: received.id })).status).toBe(401);
    expect((await summary(product.id)).count).toBe(0);
    // The refused reviews' images are neither stored nor pending.
    expect(uploadsTree(t)).toEqual(uploadsBefore);
  });

  it('refuses a blank comment, profanity, a bad rating, a fourth image and a non-image', async () => {
    const product = await shop.product(10);
    const order = await orderIn(t, shop, customer, product.id, 'received');
    const cases: [ReviewFields, Buffer[], number, string][] = [
      [{ orderId: order.id, comment: '    ' }, [], 400, REVIEW_MESSAGES.commentRequired],
      [{ orderId: order.id, comment: 'Ang GAGO ng courier' }, [], 400, REVIEW_MESSAGES.profanity],
      [{ orderId: order.id, comment: 'This is shit.' }, [], 400, REVIEW_MESSAGES.profanity],
      [{ orderId: order.id, rating: 6 }, [], 400, REVIEW_MESSAGES.ratingRange],
      [{ orderId: order.id, rating: 0 }, [], 400, REVIEW_MESSAGES.ratingRange],
      [{ orderId: order.id }, [pngImage(1), pngImage(2), pngImage(3), pngImage(4)], 400, REVIEW_MESSAGES.tooManyImages],
      [{ orderId: order.id }, [Buffer.from('<svg></svg>')], 400, CATALOG_MESSAGES.imageRequired],
      [
        { orderId: order.id },
        [pngImage(1), pngImage(2).subarray(0, 40), pngImage(3)],
        400,
        CATALOG_MESSAGES.imageUnreadable,
      ],
    ];
    const uploadsBefore = uploadsTree(t);
    for (const [fields, images, status, message] of cases) {
      const response = await sendReview(product.id, customer.token, fields, images);
      expect({ fields, status: response.status, message: response.body.message }).toEqual({ fields, status, message });
    }
    expect((await summary(product.id)).count).toBe(0);
    // Not even the good images of a review refused for another one stay behind.
    expect(uploadsTree(t)).toEqual(uploadsBefore);
    // Words that merely contain a listed one are fine.
    const fine = await sendReview(product.id, customer.token, { orderId: order.id, comment: 'Dickens would approve' });
    expect(fine.status).toBe(201);
  });
});

describe('the reviews panel', () => {
  it('averages out of 5, counts per rating, filters, and never sends an anonymous author', async () => {
    const product = await shop.product(20);
    const other = await shop.customer();
    const ratings: [Customer, number, boolean][] = [
      [customer, 5, false],
      [customer, 4, true],
      [other, 4, true],
      [other, 2, true],
    ];
    for (const [buyer, rating, anonymous] of ratings) {
      const order = await orderIn(t, shop, buyer, product.id, 'received');
      const response = await sendReview(product.id, buyer.token, {
        orderId: order.id,
        rating,
        anonymous: anonymous ? 'anonymous' : 'false',
        comment: `Rated ${rating}`,
      });
      expect(response.status).toBe(201);
      if (anonymous) expect(response.body.reviewer).toBe(ANONYMOUS_REVIEWER);
    }

    const all = await t.http().get(`/api/products/${product.id}/reviews`);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ average: 3.8, count: 4, counts: { 1: 0, 2: 1, 3: 0, 4: 2, 5: 1 } });
    expect(all.body.items.map((review: { comment: string }) => review.comment)).toEqual([
      'Rated 2',
      'Rated 4',
      'Rated 4',
      'Rated 5',
    ]);
    const anonymous = all.body.items.filter((review: { reviewer: string }) => review.reviewer === ANONYMOUS_REVIEWER);
    expect(anonymous).toHaveLength(3);
    for (const review of anonymous) {
      expect(review.reviewerPictureUrl).toBeNull();
      expect(Object.keys(review).sort()).toEqual(
        [
          'comment',
          'createdAt',
          'id',
          'imageUrls',
          'productId',
          'productName',
          'rating',
          'reviewer',
          'reviewerPictureUrl',
        ].sort(),
      );
    }
    // The anonymous authors' names and ids appear nowhere in the answer.
    const text = JSON.stringify(all.body);
    expect(text).not.toContain(other.username);
    expect(text).not.toContain(`"userId"`);
    expect(text).toContain('Maria S.');
    expect(all.body.items.filter((review: { reviewer: string }) => review.reviewer === 'Maria S.')).toHaveLength(1);

    const fours = await summary(product.id, '?rating=4');
    expect(fours.items.map((review) => review.rating)).toEqual([4, 4]);
    expect(fours).toMatchObject({ average: 3.8, count: 4 });
    expect((await summary(product.id, '?rating=3')).items).toEqual([]);
    expect((await t.http().get(`/api/products/${product.id}/reviews?rating=9`)).status).toBe(400);
    expect((await t.http().get('/api/products/999999/reviews')).status).toBe(404);
    const none = await summary((await shop.product(1)).id);
    expect(none).toEqual({ average: 0, count: 0, counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, items: [] });
  });

  it('counts every review of a product with more than it lists, and lists the newest 500', async () => {
    const product = await shop.product(10);
    const placed = await orderIn(t, shop, customer, product.id, 'received');
    const unitOfWork = t.app.get(UnitOfWork);
    // 501 received orders of the product (copies of the one placed, each with its own code), each reviewed:
    // the oldest 101 with 1 star, the others with 5.
    await unitOfWork.transaction(async (manager) => {
      const { id: _, ...order } = await manager.findOneByOrFail(OrderRow, { id: placed.id });
      const codes = new Set([order.transactionCode]);
      while (codes.size < 501) codes.add(generateTransactionCode());
      const copies = [...codes].slice(1).map((transactionCode) => ({ ...order, transactionCode }));
      for (let start = 0; start < copies.length; start += 100) {
        await manager.insert(OrderRow, copies.slice(start, start + 100));
      }
      const orders = await manager.find(OrderRow, { where: { productId: product.id }, order: { id: 'ASC' } });
      const reviews = orders.map((received, index) => ({
        orderId: received.id,
        productId: product.id,
        userId: customer.id,
        rating: index < 101 ? 1 : 5,
        comment: `Review ${index + 1}`,
        anonymous: false,
        imageKeys: [],
        createdAt: new Date(),
      }));
      for (let start = 0; start < reviews.length; start += 100) {
        await manager.insert(Review, reviews.slice(start, start + 100));
      }
    });

    const all = await summary(product.id);
    expect(all).toMatchObject({ count: 501, counts: { 1: 101, 2: 0, 3: 0, 4: 0, 5: 400 }, average: 4.2 });
    expect(all.items).toHaveLength(500);
    expect(all.items[0].comment).toBe('Review 501');
    expect(all.items.at(-1)?.comment).toBe('Review 2');
    const ones = await summary(product.id, '?rating=1');
    expect(ones).toMatchObject({ count: 501, counts: { 1: 101, 5: 400 } });
    expect(ones.items).toHaveLength(101);
  });

  it('shows the rating on the product, alone and in the list, apart from its sold count', async () => {
    const product = await shop.product(40);
    const fresh = await t.http().get(`/api/products/${product.id}`);
    expect(fresh.body).toMatchObject({ sold: 0, ratingAverage: 0, ratingCount: 0 });
    for (const rating of [5, 4, 4]) {
      const order = await orderIn(t, shop, customer, product.id, 'received', 10);
      const response = await sendReview(product.id, customer.token, { orderId: order.id, rating, comment: 'Nice' });
      expect(response.status).toBe(201);
    }
    await orderIn(t, shop, customer, product.id, 'approved', 5);
    const standing = { sold: 35, ratingAverage: 4.3, ratingCount: 3 };
    expect((await t.http().get(`/api/products/${product.id}`)).body).toMatchObject(standing);
    const list = await t.http().get('/api/products').query({ q: product.name });
    expect(list.body.items).toEqual([expect.objectContaining({ id: product.id, ...standing })]);
  });
});
