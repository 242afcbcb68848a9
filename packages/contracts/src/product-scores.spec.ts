import { describe, expect, it } from '@jest/globals';
import { RATING_LABELS, soldStars } from './product-scores.js';

describe('sold stars', () => {
  it.each([
    [0, 0],
    [1, 1],
    [20, 1],
    [21, 2],
    [40, 2],
    [60, 3],
    [80, 4],
    [81, 5],
    [500, 5],
  ])('%i sold gives %i stars', (sold, stars) => {
    expect(soldStars(sold)).toBe(stars);
  });
});

describe('rating labels', () => {
  it('names each of the five ratings', () => {
    expect(Object.values(RATING_LABELS)).toEqual(['Bad', 'Poor', 'Average', 'Great', 'Excellent']);
  });
});
