// Kept apart from the schemas (zod): a catalogue card shows both scores, and its first screen loads without zod
// (docs/serving.md#what-loads-when).

/** A review's rating, 1 to 5 stars, and what each says. */
export const RATING_LABELS = { 1: 'Bad', 2: 'Poor', 3: 'Average', 4: 'Great', 5: 'Excellent' } as const;
export type Rating = keyof typeof RATING_LABELS;

/** Sold stars by total sold: 0 none, up to 20 one, up to 40 two, up to 60 three, up to 80 four, above 80 five. */
export function soldStars(totalSold: number): number {
  if (totalSold <= 0) return 0;
  return Math.min(5, Math.ceil(totalSold / 20));
}
