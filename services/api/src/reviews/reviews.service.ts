import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  averageRating,
  CATALOG_MESSAGES,
  type Rating,
  REVIEW_MAX_IMAGES,
  REVIEW_MESSAGES,
  type ReviewRequest,
  type ReviewSummary,
  type Review as ReviewView,
} from '@qmj/contracts';
import { DataSource } from 'typeorm';
import { Product } from '../catalog/product.entity.js';
import { isUniqueViolation } from '../common/db-errors.js';
import { inTransaction } from '../common/transaction.js';
import { MediaService, type UploadedImage } from '../media/media.service.js';
import { Order } from '../orders/order.entity.js';
import type { User } from '../users/user.entity.js';
import { Review } from './review.entity.js';
import { REVIEW_COLUMNS, REVIEW_FROM, type ReviewRow, toReview } from './review-view.js';

const RATINGS: readonly Rating[] = [1, 2, 3, 4, 5];
/** The most reviews one answer carries (newest first); the counts and the average cover them all. */
const MAX_LISTED = 500;

@Injectable()
export class ReviewsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaService,
  ) {}

  /** The reviews panel: average (out of 5) and counts over every review, the items of one rating or all. */
  async summary(productId: number, rating?: number): Promise<ReviewSummary> {
    await this.requireProduct(productId);
    const countRows: { rating: number; total: number }[] = await this.dataSource.query(
      'SELECT rating, COUNT(*) AS total FROM reviews WHERE productId = ? GROUP BY rating',
      [productId],
    );
    const counts = Object.fromEntries(RATINGS.map((value) => [value, 0])) as Record<Rating, number>;
    for (const row of countRows) {
      const value = Number(row.rating) as Rating;
      if (value in counts) counts[value] = Number(row.total);
    }
    const ratings = RATINGS.flatMap((value) => Array.from({ length: counts[value] }, () => value));
    const filter = rating === undefined ? '' : 'AND r.rating = ?';
    const rows: ReviewRow[] = await this.dataSource.query(
      `SELECT ${REVIEW_COLUMNS} FROM ${REVIEW_FROM} WHERE r.productId = ? ${filter} ORDER BY r.id DESC LIMIT ?`,
      rating === undefined ? [productId, MAX_LISTED] : [productId, rating, MAX_LISTED],
    );
    return { average: averageRating(ratings), count: ratings.length, counts, items: rows.map(toReview) };
  }

  /**
   * A review of the customer's own received order of this product: one per order, comment checked
   * (trimmed, non-empty, no profanity) by the schema, at most 3 images checked by their bytes.
   */
  async create(user: User, productId: number, body: ReviewRequest, images: UploadedImage[]): Promise<ReviewView> {
    await this.requireProduct(productId);
    if (images.length > REVIEW_MAX_IMAGES) throw new BadRequestException(REVIEW_MESSAGES.tooManyImages);
    const order = await this.dataSource.manager.findOneBy(Order, { id: body.orderId });
    // Not theirs, not this product's or no such order: the same answer, so nothing is revealed.
    if (!order || order.ownerId !== user.id || order.productId !== productId) {
      throw new ForbiddenException(REVIEW_MESSAGES.notReceived);
    }
    if (order.status !== 'received') throw new ConflictException(REVIEW_MESSAGES.notReceived);
    if (await this.dataSource.manager.existsBy(Review, { orderId: order.id })) {
      throw new ConflictException(REVIEW_MESSAGES.alreadyReviewed);
    }
    const imageKeys: string[] = [];
    try {
      for (const image of images) imageKeys.push(await this.media.storeImage(image, 'public'));
      const id = await inTransaction(this.dataSource, async (manager) => {
        const result = await manager.insert(Review, {
          orderId: order.id,
          productId,
          userId: user.id,
          rating: body.rating,
          comment: body.comment,
          anonymous: body.anonymous,
          imageKeys,
          createdAt: new Date(),
        });
        return Number(result.identifiers[0].id);
      });
      return await this.view(id);
    } catch (error) {
      for (const key of imageKeys) await this.media.remove(key, 'public');
      if (isUniqueViolation(error)) throw new ConflictException(REVIEW_MESSAGES.alreadyReviewed);
      throw error;
    }
  }

  private async view(id: number): Promise<ReviewView> {
    const rows: ReviewRow[] = await this.dataSource.query(
      `SELECT ${REVIEW_COLUMNS} FROM ${REVIEW_FROM} WHERE r.id = ?`,
      [id],
    );
    return toReview(rows[0]);
  }

  private async requireProduct(id: number): Promise<void> {
    if (!(await this.dataSource.manager.existsBy(Product, { id }))) {
      throw new NotFoundException(CATALOG_MESSAGES.productMissing);
    }
  }
}
