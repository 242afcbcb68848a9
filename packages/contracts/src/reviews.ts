import { z } from 'zod';
import { isoDateTime, numberFromText } from './api.js';
import { NUMBER_RANGE, TEXT_MAX, tooLongMessage } from './limits.js';

export const ANONYMOUS_REVIEWER = '******';

export const REVIEW_MESSAGES = {
  commentRequired: 'Please provide a comment before submitting.',
  profanity: 'Please remove unnecessary words. Comment not saved.',
  ratingRange: 'Please choose a rating from 1 to 5.',
  notReceived: 'You can review a product only after you have received your order of it.',
  alreadyReviewed: 'You have already reviewed this order.',
  tooManyImages: 'At most 3 images.',
} as const;

/** Words refused in a review, English and Filipino, matched as whole words ignoring case. */
export const PROFANITY = [
  'fuck',
  'fucking',
  'shit',
  'bitch',
  'bastard',
  'asshole',
  'dick',
  'cunt',
  'damn',
  'crap',
  'putangina',
  'putang',
  'puta',
  'tangina',
  'gago',
  'gaga',
  'tanga',
  'bobo',
  'ulol',
  'tarantado',
  'leche',
  'punyeta',
  'pakyu',
  'kupal',
  'hayop',
  'inutil',
  'siraulo',
] as const;

const PROFANITY_PATTERN = new RegExp(`(^|[^\\p{L}\\p{N}])(${PROFANITY.join('|')})(?=$|[^\\p{L}\\p{N}])`, 'iu');

export function containsProfanity(comment: string): boolean {
  return PROFANITY_PATTERN.test(comment);
}

/** Sum ÷ count, one decimal, out of 5; 0 with no reviews. */
export function averageRating(ratings: readonly number[]): number {
  return averageOfRatings(
    ratings.reduce((total, rating) => total + rating, 0),
    ratings.length,
  );
}

/** The same average from the ratings' sum and count (a grouped query's answer). */
export function averageOfRatings(sum: number, count: number): number {
  return count === 0 ? 0 : Math.round((sum / count) * 10) / 10;
}

export const reviewSchema = z.object({
  orderId: numberFromText(
    z.number({ error: REVIEW_MESSAGES.notReceived }).int().positive({ error: REVIEW_MESSAGES.notReceived }),
  ),
  rating: numberFromText(
    z
      .number({ error: REVIEW_MESSAGES.ratingRange })
      .int({ error: REVIEW_MESSAGES.ratingRange })
      .min(NUMBER_RANGE.rating.min, { error: REVIEW_MESSAGES.ratingRange })
      .max(NUMBER_RANGE.rating.max, { error: REVIEW_MESSAGES.ratingRange }),
  ),
  comment: z
    .string({ error: REVIEW_MESSAGES.commentRequired })
    .trim()
    .min(1, { error: REVIEW_MESSAGES.commentRequired })
    .max(TEXT_MAX.comment, { error: tooLongMessage(TEXT_MAX.comment) })
    .refine((comment) => !containsProfanity(comment), { error: REVIEW_MESSAGES.profanity }),
  anonymous: z.preprocess((value) => value === true || value === 'true' || value === 'anonymous', z.boolean()),
});
export type ReviewRequest = z.infer<typeof reviewSchema>;

/** GET /api/products/:id/reviews?rating= (no rating: every review). */
export const reviewsQuerySchema = z.object({
  rating: z.preprocess(
    (value) => (value === '' || value === 'all' ? undefined : value),
    z.coerce
      .number({ error: REVIEW_MESSAGES.ratingRange })
      .int({ error: REVIEW_MESSAGES.ratingRange })
      .min(1, { error: REVIEW_MESSAGES.ratingRange })
      .max(5, { error: REVIEW_MESSAGES.ratingRange })
      .optional(),
  ),
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;

const ratingValue = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

export const reviewReplySchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  rating: ratingValue,
  comment: z.string(),
  imageUrls: z.array(z.string()),
  reviewer: z.string(),
  reviewerPictureUrl: z.string().nullable(),
  createdAt: isoDateTime,
});
export type Review = z.infer<typeof reviewReplySchema>;

export const reviewSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  counts: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
  items: z.array(reviewReplySchema),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
