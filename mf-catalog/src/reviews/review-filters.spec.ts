import { describe, expect, it } from '@jest/globals';
import { ANONYMOUS_REVIEWER } from '@qmj/contracts';
import { formatAverage, RATING_FILTERS, reviewerInitials } from './review-filters';

describe('RATING_FILTERS', () => {
  it('lists All then 5 down to 1 with their words', () => {
    expect(RATING_FILTERS.map((filter) => filter.label)).toEqual([
      'All',
      '5 Star (Excellent)',
      '4 Star (Great)',
      '3 Star (Average)',
      '2 Star (Poor)',
      '1 Star (Bad)',
    ]);
  });
});

describe('formatAverage', () => {
  it('shows one decimal', () => {
    expect(formatAverage(4.3)).toBe('4.3');
    expect(formatAverage(5)).toBe('5.0');
    expect(formatAverage(0)).toBe('0.0');
  });
});

describe('reviewerInitials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(reviewerInitials('Juan Dela Cruz')).toBe('JC');
    expect(reviewerInitials('demo')).toBe('DE');
  });

  it('gives a star for the anonymous reviewer', () => {
    expect(reviewerInitials(ANONYMOUS_REVIEWER)).toBe('*');
    expect(reviewerInitials('  ')).toBe('*');
  });
});
