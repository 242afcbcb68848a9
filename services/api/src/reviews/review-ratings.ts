import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { QueryPart } from '../database/prepared-query.js';
import { Review } from './review.entity.js';

/** The values `withRatings` selects: how many reviews a product has and the sum of their ratings (null for none). */
export type RatingsOfProduct = { ratingCount: number | string; ratingSum: number | string | null };

/**
 * `query` reading, beside each product (`productIdColumn`), its reviews' count and rating sum, each on
 * the reviews' product index alone: every product card and page shows them. The reviews module's
 * part of the catalogue's queries, with no dependency of its own (the reviews module needs the catalogue).
 */
export const withRatings: QueryPart = (query, productIdColumn) => {
  const ofProduct = (reviews: SelectQueryBuilder<ObjectLiteral>, figure: string) =>
    reviews.select(figure).from(Review, 'rated').where(`rated.productId = ${productIdColumn}`);
  return query
    .addSelect((reviews) => ofProduct(reviews, 'COUNT(*)'), 'ratingCount')
    .addSelect((reviews) => ofProduct(reviews, 'SUM(rated.rating)'), 'ratingSum');
};
