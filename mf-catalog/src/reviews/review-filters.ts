import { RATING_LABELS, type Rating } from '@qmj/contracts';

export interface RatingFilter {
  rating: Rating | null;
  label: string;
}

/** All, then 5 Star (Excellent) down to 1 Star (Bad), as on the product page (docs/catalogue.md). */
export const RATING_FILTERS: readonly RatingFilter[] = [
  { rating: null, label: 'All' },
  ...([5, 4, 3, 2, 1] as const).map((rating) => ({ rating, label: `${rating} Star (${RATING_LABELS[rating]})` })),
];

/** The average as the panel shows it: one decimal, "4.3" (0.0 with no reviews). */
export function formatAverage(average: number): string {
  return (Number.isFinite(average) ? average : 0).toFixed(1);
}

/** Up to two initials of a reviewer, for a reviewer without a picture ('*' for the anonymous one). */
export function reviewerInitials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  if (words.length === 0) return '*';
  const letters = words.length === 1 ? [...words[0]].slice(0, 2) : [[...words[0]][0], [...words[words.length - 1]][0]];
  return letters.join('').toUpperCase();
}
