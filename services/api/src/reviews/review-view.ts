import { ANONYMOUS_REVIEWER, mediaUrl, type Rating, type Review as ReviewView } from '@qmj/contracts';
import { isoDate } from '../common/database-rows.js';
import type { Reviewer } from '../users/users.service.js';
import type { Review } from './review.entity.js';

/**
 * The API's review. `author` is how the reviewer is shown; it is dropped here for an anonymous review
 * (its row reads the author with every other), so an anonymous author's name and picture cannot reach
 * the response.
 */
export function toReview(review: Review, productName: string, author: Reviewer | undefined): ReviewView {
  const shown = review.anonymous ? undefined : author;
  return {
    id: review.id,
    productId: review.productId,
    productName,
    rating: review.rating as Rating,
    comment: review.comment,
    imageUrls: (review.imageKeys ?? []).map((key) => mediaUrl(key)).filter((url): url is string => url !== null),
    reviewer: shown ? (shown.showedUsername ?? shown.username) : ANONYMOUS_REVIEWER,
    reviewerPictureUrl: mediaUrl(shown?.profilePictureKey ?? null),
    createdAt: isoDate(review.createdAt),
  };
}
