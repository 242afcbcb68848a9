import { describe, expect, it } from '@jest/globals';
import {
  averageOfRatings,
  averageRating,
  containsProfanity,
  REVIEW_MESSAGES,
  reviewSchema,
  reviewsQuerySchema,
} from './reviews.js';

describe('containsProfanity', () => {
  it('finds listed words as whole words, ignoring case, in English and Filipino', () => {
    expect(containsProfanity('This is SHIT.')).toBe(true);
    expect(containsProfanity('ang gago naman')).toBe(true);
    expect(containsProfanity('Tangina!')).toBe(true);
  });

  it('leaves words that merely contain one alone', () => {
    expect(containsProfanity('Scunthorpe shipped a class act; the mug is great')).toBe(false);
    expect(containsProfanity('Dickens would approve')).toBe(false);
  });
});

describe('averageRating', () => {
  it('is the sum over the count, one decimal, out of 5', () => {
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([])).toBe(0);
    expect(averageOfRatings(13, 3)).toBe(4.3);
    expect(averageOfRatings(0, 0)).toBe(0);
  });
});

describe('reviewSchema', () => {
  it('refuses an empty comment and a rude one with the specification texts', () => {
    const base = { orderId: 3, rating: 5, anonymous: 'false' };
    const empty = reviewSchema.safeParse({ ...base, comment: '   ' });
    expect(empty.success ? null : empty.error.issues[0]?.message).toBe(REVIEW_MESSAGES.commentRequired);
    const rude = reviewSchema.safeParse({ ...base, comment: 'bobo ng seller' });
    expect(rude.success ? null : rude.error.issues[0]?.message).toBe(REVIEW_MESSAGES.profanity);
    expect(reviewSchema.parse({ ...base, comment: ' Lovely ', anonymous: 'true' })).toMatchObject({
      comment: 'Lovely',
      anonymous: true,
    });
  });
});

describe('reviewsQuerySchema', () => {
  it('reads one rating from 1 to 5, or none', () => {
    expect(reviewsQuerySchema.parse({})).toEqual({});
    expect(reviewsQuerySchema.parse({ rating: '' })).toEqual({});
    expect(reviewsQuerySchema.parse({ rating: '4' })).toEqual({ rating: 4 });
    const six = reviewsQuerySchema.safeParse({ rating: '6' });
    expect(six.success ? null : six.error.issues[0]?.message).toBe(REVIEW_MESSAGES.ratingRange);
  });
});
