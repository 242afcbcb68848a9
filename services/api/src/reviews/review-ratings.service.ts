import { Injectable } from '@nestjs/common';
import { averageOfRatings, type Product } from '@qmj/contracts';
import { PreparedQuery } from '../database/prepared-query.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { Review } from './review.entity.js';

/** The review count and rating sum of each product (every product card and page shows them). */
const RATINGS_PER_PRODUCT = PreparedQuery.values<{
  productId: number | string;
  count: number | string;
  sum: number | string;
}>('ratings per product', (manager) =>
  manager
    .createQueryBuilder(Review, 'r')
    .select('r.productId', 'productId')
    .addSelect('COUNT(*)', 'count')
    .addSelect('SUM(r.rating)', 'sum')
    .where('r.productId IN (:...ids)')
    .groupBy('r.productId'),
);

/** A product's review average (out of 5, one decimal) and count. */
export type ProductRating = Pick<Product, 'ratingAverage' | 'ratingCount'>;

/**
 * The reviews module's read side for the catalogue: the catalogue shows ratings on its cards, and
 * the reviews module needs the catalogue, so this part stands alone (like `OrderLedgerService`).
 */
@Injectable()
export class ReviewRatingsService {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  /** Each reviewed product's rating, of these ids, in one grouped query; unreviewed ones are absent. */
  async ratingsOf(productIds: readonly number[]): Promise<Map<number, ProductRating>> {
    if (productIds.length === 0) return new Map();
    const rows = await this.unitOfWork.rows(RATINGS_PER_PRODUCT, { ids: productIds });
    return new Map(
      rows.map((row) => [
        Number(row.productId),
        { ratingAverage: averageOfRatings(Number(row.sum), Number(row.count)), ratingCount: Number(row.count) },
      ]),
    );
  }
}
