import { ANONYMOUS_REVIEWER, mediaUrl, type Rating, type Review as ReviewView } from '@qmj/contracts';
import { isoDate } from '../catalog/product-view.js';

/**
 * A review row as the list query reads it. For an anonymous review the query itself leaves the
 * author's name and picture out (NULL), so they never reach this code nor the response.
 */
export interface ReviewRow {
  id: number;
  productId: number;
  productName: string;
  rating: number;
  comment: string;
  imageKeys: string | string[] | null;
  anonymous: number | string | boolean;
  reviewer: string | null;
  pictureKey: string | null;
  createdAt: Date | string;
}

export const REVIEW_COLUMNS = `r.id, r.productId, o.productName, r.rating, r.comment, r.imageKeys, r.anonymous, r.createdAt,
  CASE WHEN r.anonymous = 1 THEN NULL ELSE COALESCE(u.showedUsername, u.username) END AS reviewer,
  CASE WHEN r.anonymous = 1 THEN NULL ELSE u.profilePictureKey END AS pictureKey`;
export const REVIEW_FROM = 'reviews r JOIN orders o ON o.id = r.orderId LEFT JOIN users u ON u.id = r.userId';

function keys(value: ReviewRow['imageKeys']): string[] {
  if (Array.isArray(value)) return value;
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

export function toReview(row: ReviewRow): ReviewView {
  const anonymous = row.anonymous === true || Number(row.anonymous) === 1;
  return {
    id: Number(row.id),
    productId: Number(row.productId),
    productName: row.productName,
    rating: Number(row.rating) as Rating,
    comment: row.comment,
    imageUrls: keys(row.imageKeys)
      .map((key) => mediaUrl(key))
      .filter((url): url is string => url !== null),
    reviewer: anonymous ? ANONYMOUS_REVIEWER : (row.reviewer ?? ANONYMOUS_REVIEWER),
    reviewerPictureUrl: anonymous ? null : mediaUrl(row.pictureKey),
    createdAt: isoDate(row.createdAt),
  };
}
