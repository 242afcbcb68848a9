import { BadRequestException, ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import {
  averageOfRatings,
  type Rating,
  REVIEW_MAX_IMAGES,
  REVIEW_MESSAGES,
  type ReviewRequest,
  type ReviewSummary,
  type Review as ReviewView,
} from '@qmj/contracts';
import { ProductsService } from '../catalog/products.service.js';
import { isUniqueViolation } from '../common/db-errors.js';
import { type EntityWithValues, PreparedQuery, type QueryPart } from '../database/prepared-query.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { MediaService, type UploadedImage } from '../media/media.service.js';
import { type OrderedProductName, OrderLedgerService, withOrderedProductName } from '../orders/order-ledger.service.js';
import type { User } from '../users/user.entity.js';
import { type ReviewerColumns, withReviewer } from '../users/users.service.js';
import { Review } from './review.entity.js';
import { toReview } from './review-view.js';

const RATINGS: readonly Rating[] = [1, 2, 3, 4, 5];
/** The most reviews one answer carries (newest first); the counts and the average cover them all. */
const MAX_LISTED = 500;

/** How many reviews of a product gave each rating. */
const RATING_COUNTS = PreparedQuery.values<{ rating: number | string; total: number | string }>(
  'rating counts of a product',
  (manager) =>
    manager
      .createQueryBuilder(Review, 'r')
      .select('r.rating', 'rating')
      .addSelect('COUNT(*)', 'total')
      .where('r.productId = :productId')
      .groupBy('r.rating'),
);

/** A review with what its view shows of other tables: its order's product name and its author. */
type ReviewRow = EntityWithValues<Review, OrderedProductName & ReviewerColumns>;

/** A product's newest reviews, of every rating or of one, each with its order's product name and its author. */
const newestReviews = (name: string, where: string) =>
  PreparedQuery.entitiesWithValues<Review, ReviewRow['values']>(name, (manager) =>
    withReviewer(withOrderedProductName(manager.createQueryBuilder(Review, 'r'), 'r.orderId'), 'r.userId')
      .where(where)
      .orderBy('r.id', 'DESC')
      .limit(MAX_LISTED),
  );
const REVIEWS_OF_PRODUCT = newestReviews('reviews of a product', 'r.productId = :productId');
const REVIEWS_OF_PRODUCT_RATED = newestReviews(
  'reviews of a product with one rating',
  'r.productId = :productId AND r.rating = :rating',
);

/** The values `withReviewOfOrder` selects: the review's id, null for an order without one. */
export type ReviewOfOrder = { reviewId: number | string | null };

/** `query` reading, beside each order (`orderIdColumn`), the id of its review: every order view says whether it has one. */
export const withReviewOfOrder: QueryPart = (query, orderIdColumn) =>
  query.leftJoin(Review, 'review', `review.orderId = ${orderIdColumn}`).addSelect('review.id', 'reviewId');

/** How many reviews gave each rating, from pairs of a rating and how many gave it. */
function ratingCounts(tallies: readonly (readonly [number, number])[]): Record<Rating, number> {
  const counts = Object.fromEntries(RATINGS.map((value) => [value, 0])) as Record<Rating, number>;
  for (const [value, total] of tallies) if (value in counts) counts[value as Rating] += total;
  return counts;
}

/** A review as the API shows it, from its row: unless anonymous, with its author. */
function reviewView({ entity: review, values }: ReviewRow): ReviewView {
  const author =
    values.reviewerUsername === null
      ? undefined
      : {
          username: values.reviewerUsername,
          showedUsername: values.reviewerShowedUsername,
          profilePictureKey: values.reviewerPictureKey,
        };
  return toReview(review, values.orderedProductName ?? '', author);
}

@Injectable()
export class ReviewsService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly media: MediaService,
    private readonly products: ProductsService,
    private readonly orders: OrderLedgerService,
  ) {}

  /** The reviews panel: average (out of 5) and counts over every review, the items of one rating or all. */
  async summary(productId: number, rating?: number): Promise<ReviewSummary> {
    const reviews = await this.products.ofExisting(
      productId,
      rating === undefined
        ? await this.unitOfWork.rows(REVIEWS_OF_PRODUCT, { productId })
        : await this.unitOfWork.rows(REVIEWS_OF_PRODUCT_RATED, { productId, rating }),
    );
    // Of every rating and fewer than the most listed, the items are all the product's reviews: their own counts.
    const tallies: (readonly [number, number])[] =
      rating === undefined && reviews.length < MAX_LISTED
        ? reviews.map(({ entity }) => [entity.rating, 1])
        : (await this.unitOfWork.rows(RATING_COUNTS, { productId })).map((row) => [
            Number(row.rating),
            Number(row.total),
          ]);
    const counts = ratingCounts(tallies);
    const count = RATINGS.reduce((total, value) => total + counts[value], 0);
    const sum = RATINGS.reduce((total, value) => total + value * counts[value], 0);
    return { average: averageOfRatings(sum, count), count, counts, items: reviews.map(reviewView) };
  }

  /**
   * A review of the customer's own received order of this product: one per order, comment checked
   * (trimmed, non-empty, no profanity) by the schema, at most 3 images checked by their bytes. The
   * order is read in the transaction that writes the review; its images are in place once it commits.
   */
  async create(user: User, productId: number, body: ReviewRequest, images: UploadedImage[]): Promise<ReviewView> {
    if (images.length > REVIEW_MAX_IMAGES) throw new BadRequestException(REVIEW_MESSAGES.tooManyImages);
    const uploads = await this.media.prepareAll(images, 'public');
    try {
      return await this.unitOfWork.transaction(async (manager) => {
        // The images are kept first, so that whatever refuses the review removes them with the rollback.
        const imageKeys: string[] = [];
        for (const upload of uploads) imageKeys.push(await this.media.keep(upload));
        await this.products.requireExists(productId);
        const order = await this.orders.find(body.orderId);
        // Not theirs, not this product's or no such order: the same answer, so nothing is revealed.
        if (!order || order.ownerId !== user.id || order.productId !== productId) {
          throw new ForbiddenException(REVIEW_MESSAGES.notReceived);
        }
        if (order.status !== 'received') throw new ConflictException(REVIEW_MESSAGES.notReceived);
        if (await manager.existsBy(Review, { orderId: order.id })) {
          throw new ConflictException(REVIEW_MESSAGES.alreadyReviewed);
        }
        const review = await manager.save(
          manager.create(Review, {
            orderId: order.id,
            productId,
            userId: user.id,
            rating: body.rating,
            comment: body.comment,
            anonymous: body.anonymous,
            imageKeys,
            createdAt: new Date(),
          }),
        );
        return toReview(review, order.productName, user);
      });
    } catch (error) {
      // Two reviews of one order at once: the unique order id lets one in.
      if (isUniqueViolation(error)) throw new ConflictException(REVIEW_MESSAGES.alreadyReviewed);
      throw error;
    }
  }
}
