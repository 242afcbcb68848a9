import { RatingStars } from './rating-stars';
import { formatAverage } from './review-filters';

/**
 * A product's rating: the reviews' average out of 5 (one decimal) with stars and how many reviews,
 * apart from its sales score; "No reviews yet" before the first.
 */
export function ProductRating({ average, count }: { average: number; count: number }) {
  if (count === 0) return <span className="small text-body-secondary">No reviews yet</span>;
  const text = formatAverage(average);
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-1 small">
      <RatingStars value={average} label={`Rating ${text} out of 5`} />
      <span className="fw-semibold">{text}</span>
      <span className="text-body-secondary">
        ({count} {count === 1 ? 'review' : 'reviews'})
      </span>
    </span>
  );
}
